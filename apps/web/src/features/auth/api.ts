import type { ProfileDto, SessionResponse, SignInInput, SignUpInput } from '@faena/shared/schemas';
import { api } from '../../lib/api';

export const authKeys = {
  all: ['auth'] as const,
  session: ['auth', 'session'] as const,
  profile: (userId: string) => ['auth', 'profile', userId] as const,
};

export const fetchSession = () => api.get<SessionResponse>('/api/auth/session');
export const fetchProfile = () => api.get<ProfileDto>('/api/profile');
export const signInRequest = (input: SignInInput) => api.post<SessionResponse>('/api/auth/sign-in', input);
export const signUpRequest = (input: SignUpInput) => api.post<SessionResponse>('/api/auth/sign-up', input);
export const signOutRequest = () => api.post<{ ok: true }>('/api/auth/sign-out');
export const requestPasswordReset = (email: string) =>
  api.post<{ ok: true }>('/api/auth/password-reset/request', { email });
export const confirmPasswordReset = (token: string, newPassword: string) =>
  api.post<{ ok: true }>('/api/auth/password-reset/confirm', { token, newPassword });
export const resendConfirmation = () => api.post<{ ok: true }>('/api/auth/confirmation-email');
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.post<{ ok: true }>('/api/auth/change-password', { currentPassword, newPassword });
