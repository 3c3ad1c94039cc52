import { OFFERED_LANGUAGES } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

// 'Idioma' is its own chunk: while Castellano is the only language it costs '/' nothing.
const LanguageSelect = lazy(() =>
  import('@/features/auth/components/LanguageSelect').then((m) => ({ default: m.LanguageSelect })),
);

/** 'Idioma' in the header (`compact`) and the footer, when there is a language to choose. */
export function LanguageSlot({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { i18n } = useLingui();
  if (OFFERED_LANGUAGES.length < 2 && i18n.locale === 'es') return null;
  return (
    <Suspense fallback={null}>
      <LanguageSelect compact={compact} className={className} />
    </Suspense>
  );
}
