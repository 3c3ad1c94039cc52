import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/AuthProvider';

/**
 * The session for the whole app. AuthProvider also provides TanStack Query's client, made by the
 * session module it loads as the app starts: neither is in the first download of '/'.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
