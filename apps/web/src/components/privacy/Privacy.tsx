import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link } from '@/components/ui/link';
import { openPrivacySettings, setConsent, usePrivacy } from '@/lib/analytics/consent';
import { Button } from '../ui/button';

// The settings panel is only downloaded when someone opens it.
const PrivacySettings = lazy(() => import('./PrivacySettings'));

/**
 * The consent banner on first visit (a region named 'Privacidad' with 'Aceptar', 'Rechazar' and
 * 'Configurar', equally prominent) and the settings panel, which the banner, the footer and
 * the profile open. The banner sits in the page's flow above the header: it covers nothing.
 */
export function Privacy() {
  const { consent, panelOpen } = usePrivacy();
  const [panelLoaded, setPanelLoaded] = useState(false);
  if (panelOpen && !panelLoaded) setPanelLoaded(true);
  return (
    <>
      {consent === 'undecided' ? <ConsentBanner /> : null}
      {panelLoaded ? (
        <Suspense fallback={null}>
          <PrivacySettings open={panelOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Three equal buttons: rejecting is as easy as accepting. */
const CHOICES = [
  [msg`Aceptar`, () => setConsent('granted')],
  [msg`Rechazar`, () => setConsent('denied')],
  [msg`Configurar`, openPrivacySettings],
] as const;

function ConsentBanner() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="privacidad-titulo" className="border-b border-border bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 lg:flex-row lg:items-center lg:gap-6">
        <div className="flex-1 text-sm leading-relaxed">
          <h2 id="privacidad-titulo" className="mb-1 text-base font-semibold">
            {t`Privacidad`}
          </h2>
          <p>
            {t`Usamos cookies imprescindibles para que Faena funcione. Si aceptas, también mediremos cómo se usa la web (páginas visitadas y tareas publicadas) para mejorarla, con una herramienta alojada en la Unión Europea.`}{' '}
            <Link to="/legal/cookies" className="font-medium text-primary underline underline-offset-4">
              {t`Política de cookies`}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-3 gap-2 sm:flex sm:shrink-0">
          {CHOICES.map(([label, choose]) => (
            <Button key={label.id} variant="outline" className="px-3 sm:px-5" onClick={choose}>
              {t(label)}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The footer's and the profile's way back to the panel. */
export function PrivacySettingsButton({ className, children }: { className?: string; children?: string }) {
  const { t } = useLingui();
  return (
    <button type="button" onClick={openPrivacySettings} className={className}>
      {children ?? t`Preferencias de privacidad`}
    </button>
  );
}
