import type { Language } from '@faena/shared';
import type { ProfileDto, SessionResponse, SignInInput, SignUpInput } from '@faena/shared/schemas';
import { api } from '@/lib/api';

export const authKeys = {
  all: ['auth'] as const,
  session: ['auth', 'session'] as const,
  profile: (userId: string) => ['auth', 'profile', userId] as const,
};

type Ok = { ok: true };

// Each call's path, body and answer come from the contract (`@faena/shared/api`); the declared
// return types are checked against it, not cast.
export const fetchSession = (): Promise<SessionResponse> => api.get('/api/auth/session');
export const fetchProfile = (): Promise<ProfileDto> => api.get('/api/profile');
export const signInRequest = (input: SignInInput): Promise<SessionResponse> =>
  api.post('/api/auth/sign-in', { body: input });
export const signUpRequest = (input: SignUpInput): Promise<SessionResponse> =>
  api.post('/api/auth/sign-up', { body: input });
export const signOutRequest = (): Promise<Ok> => api.post('/api/auth/sign-out');
export const requestPasswordReset = (email: string): Promise<Ok> =>
  api.post('/api/auth/password-reset/request', { body: { email } });
export const confirmPasswordReset = (token: string, newPassword: string): Promise<Ok> =>
  api.post('/api/auth/password-reset/confirm', { body: { token, newPassword } });
export const resendConfirmation = (): Promise<Ok> => api.post('/api/auth/confirmation-email');
export const changePassword = (currentPassword: string, newPassword: string): Promise<Ok> =>
  api.post('/api/auth/change-password', { body: { currentPassword, newPassword } });
export const saveLanguage = (language: Language): Promise<ProfileDto> =>
  api.put('/api/profile/language', { body: { language } });
