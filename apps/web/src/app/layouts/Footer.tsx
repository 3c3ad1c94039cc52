import { useLingui } from '@lingui/react/macro';
import { PrivacySettingsButton } from '@/components/privacy/Privacy';
import { Link } from '@/components/ui/link';
import { LEGAL_PAGES } from '@/features/legal/pages';
import { LanguageSlot } from './LanguageSlot';

export function Footer() {
  const { t } = useLingui();
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
        <LanguageSlot />
      </div>
    </footer>
  );
}
