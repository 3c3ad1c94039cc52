import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAuth } from '../AuthProvider';
import { resendConfirmation } from '../api';

/**
 * The unconfirmed-e-mail notice with its resend button, and the toast after following a
 * confirmation link. Its own chunk: an anonymous first visit to '/' never needs it.
 */
export function EmailNotice() {
  const { user, refresh } = useAuth();
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const confirmation = params.get('correo');
  const resend = useMutation({
    mutationFn: resendConfirmation,
    onSuccess: () => {
      const email = user?.email;
      toast({ title: t`Correo enviado`, description: email != null ? t`Revisa ${email}.` : t`Revisa tu correo.` });
    },
    onError: (error) =>
      toast({ title: t`No se pudo enviar`, description: errorMessage(error), variant: 'destructive' }),
  });

  // The confirmation link lands on the site root with ?correo=confirmado (or enlace-caducado).
  useEffect(() => {
    if (!confirmation) return;
    if (confirmation === 'confirmado') {
      toast({ title: t`Correo confirmado`, description: t`Gracias: ya recibirás los avisos de Faena en tu correo.` });
      void refresh();
    } else {
      toast({
        title: t`El enlace ha caducado`,
        description: t`Inicia sesión y pide otro correo de confirmación.`,
        variant: 'destructive',
      });
    }
    const copy = new URLSearchParams(params);
    copy.delete('correo');
    setParams(copy, { replace: true });
  }, [confirmation, params, refresh, setParams, t]);

  if (!user || user.emailVerified) return null;
  const email = user.email;
  return (
    <div className="border-b border-accent/30 bg-accent-soft text-accent-soft-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          <Trans>
            Confirma tu correo electrónico: te hemos enviado un enlace a{' '}
            <strong className="[overflow-wrap:anywhere]">{email}</strong>.
          </Trans>
        </p>
        <Button
          variant="link"
          size="sm"
          className="self-start text-accent-soft-foreground sm:self-auto"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {t`Reenviar el correo`}
        </Button>
      </div>
    </div>
  );
}
