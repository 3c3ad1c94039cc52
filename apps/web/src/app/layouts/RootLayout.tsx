import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { Footer } from '../../components/layout/Footer';
import { Header } from '../../components/layout/Header';
import { Button } from '../../components/ui/button';
import { Privacy } from '../../features/analytics/Privacy';
import { useAuth } from '../../features/auth/AuthProvider';
import { resendConfirmation } from '../../features/auth/api';
import { useUnreadCount } from '../../features/notifications/api';
import { errorMessage } from '../../lib/api';
import { offlineNotice, useOfflineSince } from '../../lib/offline';
import { toast } from '../../lib/toast';
import { RealtimeConnector } from '../RealtimeConnector';

/** Header, the unconfirmed-e-mail notice, the page, and the footer with the legal links. */
export function RootLayout() {
  const { status } = useAuth();
  const unread = useUnreadCount(status === 'signed-in');
  const queryClient = useQueryClient();
  // Actions queued offline are sent in the background; loaded after the first screen.
  useEffect(() => {
    if (status !== 'signed-in') return;
    void import('../../lib/offline-queue').then((queue) =>
      queue.startQueue((done) => {
        void queryClient.invalidateQueries();
        const failed = done.filter((a) => a.status === 'failed' || a.error);
        const sent = done.length - failed.length;
        if (sent > 0)
          toast({ title: sent === 1 ? 'Enviada 1 acción pendiente' : `Enviadas ${sent} acciones pendientes` });
        for (const a of failed) {
          toast({ title: 'No se ha podido enviar', description: `${a.label}: ${a.error}`, variant: 'destructive' });
        }
      }),
    );
  }, [status, queryClient]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2"
      >
        Saltar al contenido
      </a>
      <Privacy />
      <Header unreadNotifications={unread.data?.unread ?? 0} />
      <RealtimeConnector />
      <OfflineNotice />
      <EmailNotice />
      <main id="contenido" className="flex w-full flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** Shown while the screen shows data kept on the device because the server cannot be reached. */
function OfflineNotice() {
  const since = useOfflineSince();
  if (!since) return null;
  return (
    <div role="status" className="border-b border-border bg-muted text-foreground">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm font-medium">
        <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
        {offlineNotice(since)}
      </p>
    </div>
  );
}

function EmailNotice() {
  const { user, refresh } = useAuth();
  const [params, setParams] = useSearchParams();
  const confirmation = params.get('correo');
  const resend = useMutation({
    mutationFn: resendConfirmation,
    onSuccess: () => toast({ title: 'Correo enviado', description: `Revisa ${user?.email ?? 'tu correo'}.` }),
    onError: (error) => toast({ title: 'No se pudo enviar', description: errorMessage(error), variant: 'destructive' }),
  });

  // The confirmation link lands on the site root with ?correo=confirmado (or enlace-caducado).
  useEffect(() => {
    if (!confirmation) return;
    if (confirmation === 'confirmado') {
      toast({ title: 'Correo confirmado', description: 'Gracias: ya recibirás los avisos de Faena en tu correo.' });
      void refresh();
    } else {
      toast({
        title: 'El enlace ha caducado',
        description: 'Inicia sesión y pide otro correo de confirmación.',
        variant: 'destructive',
      });
    }
    const copy = new URLSearchParams(params);
    copy.delete('correo');
    setParams(copy, { replace: true });
  }, [confirmation, params, refresh, setParams]);

  if (!user || user.emailVerified) return null;
  return (
    <div className="border-b border-accent/30 bg-accent-soft text-accent-soft-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          Confirma tu correo electrónico: te hemos enviado un enlace a{' '}
          <strong className="[overflow-wrap:anywhere]">{user.email}</strong>.
        </p>
        <Button
          variant="link"
          size="sm"
          className="self-start text-accent-soft-foreground sm:self-auto"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Reenviar el correo
        </Button>
      </div>
    </div>
  );
}
