import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Link } from '@/components/ui/link';

/**
 * After 'Crear cuenta' when the browser is not signed in. The server answers an address that
 * already has an account exactly as a new one and writes to it either way (a
 * confirmation, or a warning to its owner), so this says only what is true in both cases.
 */
export function CheckEmailNotice({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  // It appears where the visitor pressed 'Crear cuenta' and pushes the button down: bring all of it into view.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={box} className="scroll-mt-20 scroll-mb-4">
      <Alert variant="success" title={t`Revisa tu correo`}>
        <p>
          <Trans>
            Te hemos escrito a <strong className="[overflow-wrap:anywhere]">{email}</strong>. Si ya tenías una cuenta
            con esta dirección, inicia sesión o pide una contraseña nueva. ¿No&nbsp;te ha llegado? Mira en la carpeta de
            correo no deseado.
          </Trans>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button variant="outline" size="sm" onClick={onSignIn}>
            {t`Iniciar sesión`}
          </Button>
          <Link
            to="/reset-password"
            state={{ email }}
            className="inline-block py-1 font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {t`¿Has olvidado tu contraseña?`}
          </Link>
        </div>
      </Alert>
    </div>
  );
}
