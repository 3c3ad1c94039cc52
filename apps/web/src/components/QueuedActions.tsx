import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CloudOff, TriangleAlert } from 'lucide-react';
import type { Url } from '@/lib/api-types';
import { discard, type QueuedAction, type QueuedKind, useQueued, useQueuedProgress } from '@/lib/offline-queue';
import { Button } from './ui/button';

/**
 * The actions taken offline that go to `path` (a progress timeline, a conversation) or are of one
 * kind (every application, on My applications): pending
 * until the connection returns, or refused by the server with its reason, never dropped silently.
 */
export function QueuedActions({ path, kind }: { path?: Url<'post'>; kind?: QueuedKind }) {
  const { t } = useLingui();
  const queued = useQueued(path ?? { kind: kind ?? 'task' });
  if (queued.length === 0) return null;
  return (
    <section aria-label={t`Pendiente de enviar`} className="my-4 flex flex-col gap-2">
      {queued.map((action) => (
        <div
          key={action.id}
          className={
            action.status === 'failed'
              ? 'rounded-lg border border-destructive/40 bg-card p-3 text-sm'
              : 'rounded-lg border border-dashed border-border bg-muted p-3 text-sm'
          }
        >
          <p className="flex items-center gap-2 font-semibold">
            {action.status === 'failed' ? (
              <TriangleAlert className="h-4 w-4 text-destructive" aria-hidden="true" />
            ) : (
              <CloudOff className="h-4 w-4" aria-hidden="true" />
            )}
            {action.status === 'failed' ? t`No se ha podido enviar` : t`Pendiente de enviar`}
          </p>
          <p className="mt-1 break-words">{action.label}</p>
          {action.photos?.files.length ? (
            <p className="text-muted-foreground">
              <PhotoCount count={action.photos.files.length} />
            </p>
          ) : null}
          {action.status === 'failed' ? (
            <>
              <p className="mt-1 font-medium text-destructive">{action.error}</p>
              <Button variant="ghost" size="sm" className="mt-1" onClick={() => void discard(action.id)}>
                {t`Descartar`}
              </Button>
            </>
          ) : (
            <Waiting action={action} />
          )}
        </div>
      ))}
    </section>
  );
}

/** "45 %", as UploadProgress writes it (not imported from there: screens without a photo picker show this list). */
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 });

/** A pending action: waiting for the connection, or its photos on their way with their percentage. */
function Waiting({ action }: { action: QueuedAction }) {
  const { t } = useLingui();
  const sent = useQueuedProgress(action.id);
  if (sent === null) return <p className="mt-1 text-muted-foreground">{t`Se enviará en cuanto vuelva la conexión.`}</p>;
  const label = action.photos?.files.length === 1 ? t`Enviando la foto` : t`Enviando las fotos`;
  return (
    <div className="mt-1 flex flex-col gap-1">
      <p className="flex justify-between text-muted-foreground">
        <span>{label}…</span>
        <span className="tabular-nums">{percent.format(sent)}</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(sent * 100)}
        aria-valuetext={percent.format(sent)}
        className="h-2 w-full overflow-hidden rounded-full bg-card"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round(sent * 100)}%` }} />
      </div>
    </div>
  );
}

/** "1 foto", "3 fotos". */
function PhotoCount({ count }: { count: number }) {
  const { t } = useLingui();
  return t`${plural(count, { one: '# foto', other: '# fotos' })}`;
}
