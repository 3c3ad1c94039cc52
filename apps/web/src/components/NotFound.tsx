import { useLingui } from '@lingui/react/macro';
import { MapPinOff } from 'lucide-react';
import { usePageTitle } from '@/lib/page-title';
import { ButtonLink } from './ui/button';

/**
 * 'Página no encontrada': the '*' route, and what a screen shows in place of a record that does
 * not exist or that the visitor may not see (a 404 reveals neither).
 */
export function NotFound() {
  const { t } = useLingui();
  usePageTitle(t`Página no encontrada`);
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <MapPinOff className="h-14 w-14 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{t`Página no encontrada`}</h1>
      <p className="mt-3 text-muted-foreground">
        {t`Este camino no lleva a ninguna parte: puede que la dirección esté mal escrita o que la página ya no exista.`}
      </p>
      <ButtonLink to="/" className="mt-6">
        {t`Volver al inicio`}
      </ButtonLink>
    </div>
  );
}
