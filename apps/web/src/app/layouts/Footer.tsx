import { OFFERED_LANGUAGES } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { PrivacySettingsButton } from '@/components/privacy/Privacy';
import { Link } from '@/components/ui/link';
import { LEGAL_PAGES } from '@/features/legal/pages';

// 'Idioma' is its own chunk: nothing to choose (Castellano alone) costs '/' nothing.
const LanguageSelect = lazy(() =>
  import('@/features/auth/components/LanguageSelect').then((m) => ({ default: m.LanguageSelect })),
);

export function Footer() {
  const { t, i18n } = useLingui();
  const languageChoice = OFFERED_LANGUAGES.length > 1 || i18n.locale !== 'es';
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-border bg-muted/50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        {/* Prerendered at build time: a page built in another year keeps its year until rebuilt. */}
        <p suppressHydrationWarning>{t`© ${year} Faena · Servicios para el campo`}</p>
        <nav aria-label={t`Información legal`}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {LEGAL_PAGES.map((page) => (
              <li key={page.slug}>
                <Link to={`/legal/${page.slug}`} className="underline-offset-4 hover:text-foreground hover:underline">
                  {t(page.label)}
                </Link>
              </li>
            ))}
            <li>
              <PrivacySettingsButton className="underline-offset-4 hover:text-foreground hover:underline" />
            </li>
          </ul>
        </nav>
        {languageChoice ? (
          <Suspense fallback={null}>
            <LanguageSelect />
          </Suspense>
        ) : null}
      </div>
    </footer>
  );
}
