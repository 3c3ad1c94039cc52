import { isLanguage, OFFERED_LANGUAGES } from '@faena/shared';
import type { ProfileDto } from '@faena/shared/schemas';
import { QueryClientContext, useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useEffect } from 'react';
import { i18n } from '@/lib/i18n';
import { changeLanguage } from '@/lib/i18n/language';
import { useAuth } from './AuthProvider';
import { authKeys, saveLanguage } from './api';

const offered = (lang: string) => isLanguage(lang) && OFFERED_LANGUAGES.includes(lang);

/**
 * 'Idioma': shows every screen in the chosen language at once, keeps it for this browser (the
 * cookie) and, signed in, on the account: its other devices, e-mails and notifications.
 */
export function useChooseLanguage() {
  const { profile } = useAuth();
  // The query client arrives with the session module: a visitor may choose before it.
  const queryClient = useContext(QueryClientContext);
  return useCallback(
    async (lang: string) => {
      await changeLanguage(lang);
      if (profile && isLanguage(lang) && offered(lang) && profile.language !== lang) {
        queryClient?.setQueryData(authKeys.profile(profile.userId), await saveLanguage(lang));
      }
    },
    [profile, queryClient],
  );
}

/**
 * At sign-in, the account and the browser agree on one language: an account that chose one shows
 * it here too; an account still on the default takes the one this visitor chose before signing in.
 */
export function useAccountLanguage(profile: ProfileDto | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!profile || profile.language === i18n.locale) return;
    if (profile.language !== 'es' && offered(profile.language)) {
      void changeLanguage(profile.language);
    } else if (i18n.locale !== 'es' && offered(i18n.locale)) {
      void saveLanguage(i18n.locale as ProfileDto['language']).then((saved) =>
        queryClient.setQueryData(authKeys.profile(profile.userId), saved),
      );
    }
  }, [profile, queryClient]);
}
