import { useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';

/** The seed's 'Acceso No Autorizado' screen, letter for letter. */
export function UnauthorizedScreen({ email }: { email: string }) {
  const { t } = useLingui();
  usePageTitle(t`Acceso No Autorizado`);
  return (
    <main id="contenido" className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-8 text-center shadow-sm">
        <ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{t`Acceso No Autorizado`}</h1>
        <p className="mt-3">{t`No tienes permisos para acceder al panel de administración.`}</p>
        <p className="mt-3 rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="block text-muted-foreground">{t`Sesión iniciada como`}</span>
          <span className="block font-medium [overflow-wrap:anywhere]">{email}</span>
        </p>
        <p className="mt-3 text-sm text-muted-foreground">{t`Solo usuarios autorizados pueden acceder a esta área.`}</p>
        <div className="mt-6 flex flex-col gap-2">
          <ButtonLink to="/dashboard">{t`Ir al Dashboard Principal`}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            {t`Volver al Inicio`}
          </ButtonLink>
        </div>
        <p className="mt-6 text-xs text-muted-foreground">
          {t`Si crees que esto es un error, contacta con el administrador del sistema.`}
        </p>
      </div>
    </main>
  );
}
