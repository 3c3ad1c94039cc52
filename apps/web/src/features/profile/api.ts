import type { ProfileDto, ProfileUpdateInput } from '@faena/shared/schemas';
import { api } from '../../lib/api';

export const updateProfile = (input: ProfileUpdateInput) => api.patch<ProfileDto>('/api/profile', input);
