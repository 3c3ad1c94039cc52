import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { offlineNotice, useOfflineSince } from '@/lib/offline-notice';
import { startQueue } from '@/lib/offline-queue';
import { toast } from '@/lib/toast';

/**
 * For a signed-in user (its own chunk, loaded after the first screen): sends the actions queued
 * offline in the background, and says when the screen shows data kept on the device because the
 * server cannot be reached.
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  const since = useOfflineSince();
  // Renders the notice again on a change of language (lib/offline-notice.ts writes it).
  const { i18n: _language } = useLingui();

  useEffect(() => {
    startQueue((done) => {
      void queryClient.invalidateQueries();
      const failed = done.filter((a) => a.status === 'failed' || a.error);
      const sent = done.length - failed.length;
      // Two plain texts, not a plural: this chunk may show on '/', before the ICU compiler arrives.
      if (sent > 0)
        toast({
          title:
            sent === 1
              ? t({ message: 'Enviada 1 acción pendiente', comment: 'una sola; la otra frase es para 2 o más' })
              : t({ message: `Enviadas ${sent} acciones pendientes`, comment: 'siempre 2 o más' }),
        });
      for (const a of failed) {
        toast({ title: t`No se ha podido enviar`, description: `${a.label}: ${a.error}`, variant: 'destructive' });
      }
    });
  }, [queryClient]);

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
