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

  useEffect(() => {
    startQueue((done) => {
      void queryClient.invalidateQueries();
      const failed = done.filter((a) => a.status === 'failed' || a.error);
      const sent = done.length - failed.length;
      if (sent > 0)
        toast({ title: sent === 1 ? 'Enviada 1 acción pendiente' : `Enviadas ${sent} acciones pendientes` });
      for (const a of failed) {
        toast({ title: 'No se ha podido enviar', description: `${a.label}: ${a.error}`, variant: 'destructive' });
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
