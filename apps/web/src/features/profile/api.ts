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
import { api, contractApi } from '@/lib/api';

export const profileKeys = {
  /** The signed-in professional's own portfolio items. */
  portfolio: ['profile', 'portfolio'] as const,
};

// Each call's path, parameters, body and answer come from the contract (`@faena/shared/api`); the
// declared return types are checked against it, not cast.
export const updateProfile = (input: ProfileUpdateInput): Promise<ProfileDto> =>
  contractApi.patch('/api/profile', { body: input });
export const updateProfessionalProfile = (input: ProfessionalProfileInput): Promise<ProfileDto> =>
  contractApi.put('/api/profile/professional', { body: input });
export const setAvatar = (input: AvatarInput): Promise<ProfileDto> =>
  contractApi.put('/api/profile/avatar', { body: input });
export const getMyPortfolio = (): Promise<PortfolioListDto['items']> =>
  contractApi.get('/api/portfolio').then((r) => r.items);
// `PortfolioItemInput` types `category` and `doneOn` as `unknown` (the shared schema preprocesses
// them), which the contract's body type refuses: these two stay on `api` until that type is fixed.
export const createPortfolioItem = (input: PortfolioItemInput) => api.post<PortfolioItemDto>('/api/portfolio', input);
export const updatePortfolioItem = (id: string, input: PortfolioItemInput) =>
  api.put<PortfolioItemDto>(`/api/portfolio/${id}`, input);
export const deletePortfolioItem = (itemId: string): Promise<{ ok: true }> =>
  contractApi.delete('/api/portfolio/{itemId}', { path: { itemId } });

/** Where the browser downloads all the user's data as a JSON file (the server names the file). */
export const EXPORT_URL = '/api/profile/export';
/** Deletes the signed-in account for good (the password again, as a last check). */
export const deleteAccount = (input: DeleteAccountInput): Promise<{ ok: true }> =>
  contractApi.post('/api/profile/delete', { body: input });
