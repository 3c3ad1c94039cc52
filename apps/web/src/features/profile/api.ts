import type {
  AvatarInput,
  DeleteAccountInput,
  PortfolioItemDto,
  PortfolioItemInput,
  PortfolioListDto,
  ProfessionalProfileInput,
  ProfileDto,
  ProfileUpdateInput,
} from '@faena/shared/schemas';
import { api } from '../../lib/api';

export const profileKeys = {
  /** The signed-in professional's own portfolio items. */
  portfolio: ['profile', 'portfolio'] as const,
};

export const updateProfile = (input: ProfileUpdateInput) => api.patch<ProfileDto>('/api/profile', input);
export const updateProfessionalProfile = (input: ProfessionalProfileInput) =>
  api.put<ProfileDto>('/api/profile/professional', input);
export const setAvatar = (input: AvatarInput) => api.put<ProfileDto>('/api/profile/avatar', input);
export const getMyPortfolio = () => api.get<PortfolioListDto>('/api/portfolio').then((r) => r.items);
export const createPortfolioItem = (input: PortfolioItemInput) => api.post<PortfolioItemDto>('/api/portfolio', input);
export const updatePortfolioItem = (id: string, input: PortfolioItemInput) =>
  api.put<PortfolioItemDto>(`/api/portfolio/${id}`, input);
export const deletePortfolioItem = (id: string) => api.delete<{ ok: true }>(`/api/portfolio/${id}`);

/** Where the browser downloads all the user's data as a JSON file (the server names the file). */
export const EXPORT_URL = '/api/profile/export';
/** Deletes the signed-in account for good (the password again, as a last check). */
export const deleteAccount = (input: DeleteAccountInput) => api.post<{ ok: true }>('/api/profile/delete', input);
