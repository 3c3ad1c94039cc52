import type {
  AvatarInput,
  BillingDetails,
  BillingDetailsInput,
  DeleteAccountInput,
  PortfolioItemDto,
  PortfolioItemInput,
  PortfolioListDto,
  ProfessionalProfileInput,
  ProfileDto,
  ProfileUpdateInput,
} from '@faena/shared/schemas';
import { api, contractUrl } from '@/lib/api';

export const profileKeys = {
  /** The signed-in professional's own portfolio items. */
  portfolio: ['profile', 'portfolio'] as const,
};

// Each call's path, parameters, body and answer come from the contract (`@faena/shared/api`); the
// declared return types are checked against it, not cast.
export const updateProfile = (input: ProfileUpdateInput): Promise<ProfileDto> =>
  api.patch('/api/profile', { body: input });
export const updateProfessionalProfile = (input: ProfessionalProfileInput): Promise<ProfileDto> =>
  api.put('/api/profile/professional', { body: input });
export const setAvatar = (input: AvatarInput): Promise<ProfileDto> => api.put('/api/profile/avatar', { body: input });
export const getMyPortfolio = (): Promise<PortfolioListDto['items']> => api.get('/api/portfolio').then((r) => r.items);
export const createPortfolioItem = (input: PortfolioItemInput): Promise<PortfolioItemDto> =>
  api.post('/api/portfolio', { body: input });
export const updatePortfolioItem = (itemId: string, input: PortfolioItemInput): Promise<PortfolioItemDto> =>
  api.put('/api/portfolio/{itemId}', { path: { itemId }, body: input });
export const deletePortfolioItem = (itemId: string): Promise<{ ok: true }> =>
  api.delete('/api/portfolio/{itemId}', { path: { itemId } });

/** Where the browser downloads all the user's data as a JSON file (the server names the file). */
export const EXPORT_URL = contractUrl('get', '/api/profile/export');
/** Deletes the signed-in account for good (the password again, as a last check). */
export const deleteAccount = (input: DeleteAccountInput): Promise<{ ok: true }> =>
  api.post('/api/profile/delete', { body: input });

export const billingKeys = { mine: ['profile', 'billing'] as const };
/** My billing details ('Datos de facturación'), or null when not filled in. */
export const getMyBillingDetails = (): Promise<BillingDetails | null> =>
  api.get('/api/profile/billing').then((r) => r.details);
export const saveMyBillingDetails = (input: BillingDetailsInput): Promise<BillingDetails | null> =>
  api.put('/api/profile/billing', { body: input }).then((r) => r.details);
