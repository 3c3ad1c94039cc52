import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { type RunningUpload, UploadCancelled, type UploadHandlers, type UploadPhase } from '@/lib/uploads';
import { Button } from './ui/button';

/** One file on its way, as the list shows it. */
export interface UploadItem {
  key: string;
  name: string;
  sent: number;
  total: number;
  phase: UploadPhase;
}

export type UploadOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** "45 %", as Spanish writes it (a no-break space before the sign). */
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 });

function ratioOf(item: UploadItem): number {
  if (item.phase === 'processing') return 1;
  return item.total > 0 ? Math.min(1, item.sent / item.total) : 0;
}

let counter = 0;

/**
 * Uploads that run one after the other (on a slow uplink, one at a time finishes the first photo
 * soonest), with their progress for UploadProgress and a way to cancel each. Leaving the screen
 * stops them but keeps what reached the server: the same file chosen again resumes.
 */
export function useUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  /** Running uploads by key; null while waiting for their turn. */
  const running = useRef(new Map<string, RunningUpload<unknown> | null>());

  useEffect(() => {
    const all = running.current;
    return () => {
      for (const upload of all.values()) upload?.stop();
      all.clear();
    };
  }, []);

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  /**
   * Uploads `files` in order with `start`, calling `onEach` as each ends (not for cancelled ones).
   * `onEach` answering 'stop' ends the run: the files not started yet are returned.
   */
  const run = useCallback(
    async <T,>(
      files: File[],
      start: (file: File, handlers: UploadHandlers) => RunningUpload<T>,
      onEach: (file: File, outcome: UploadOutcome<T>) => 'continue' | 'stop',
    ): Promise<File[]> => {
      const entries = files.map((file) => ({ key: `subida-${++counter}`, file }));
      for (const { key } of entries) running.current.set(key, null);
      setItems((list) => [
        ...list,
        ...entries.map(({ key, file }) => ({
          key,
          name: file.name,
          sent: 0,
          total: file.size,
          phase: 'waiting' as const,
        })),
      ]);
      for (const [index, { key, file }] of entries.entries()) {
        // Cancelled while it waited for its turn.
        if (!running.current.has(key)) continue;
        update(key, { phase: 'uploading' });
        const upload = start(file, {
          onProgress: (sent, total) => update(key, { sent, total }),
          onPhase: (phase) => update(key, { phase }),
        });
        running.current.set(key, upload as RunningUpload<unknown>);
        let outcome: UploadOutcome<T>;
        try {
          outcome = { ok: true, value: await upload.done };
        } catch (error) {
          outcome = { ok: false, error };
        }
        running.current.delete(key);
        setItems((list) => list.filter((item) => item.key !== key));
        if (!outcome.ok && outcome.error instanceof UploadCancelled) continue;
        if (onEach(file, outcome) === 'stop') {
          const rest = entries.slice(index + 1).filter((e) => running.current.has(e.key));
          for (const e of rest) running.current.delete(e.key);
          setItems((list) => list.filter((item) => !rest.some((e) => e.key === item.key)));
          return rest.map((e) => e.file);
        }
      }
      return [];
    },
    [update],
  );

  const cancel = useCallback((key: string) => {
    const upload = running.current.get(key);
    if (upload === undefined) return;
    if (upload === null) {
      running.current.delete(key);
      setItems((list) => list.filter((item) => item.key !== key));
    } else {
      void upload.cancel();
    }
  }, []);

  const cancelAll = useCallback(() => {
    for (const key of [...running.current.keys()]) cancel(key);
  }, [cancel]);

  return { items, busy: items.length > 0, run, cancel, cancelAll };
}

/** What is being uploaded (photos by default): each has its own sentences, since the noun's gender and plural vary. */
export type UploadNoun = 'photos' | 'documents';
export const DOCUMENTS: UploadNoun = 'documents';

const PHASES = {
  waiting: msg({ message: 'En espera', comment: 'estado de un archivo que se sube' }),
  uploading: null,
  resuming: msg`Reanudando…`,
  offline: msg`Sin conexión: seguirá donde se quedó`,
  processing: msg`Preparando…`,
} satisfies Record<UploadPhase, unknown>;

function Bar({ ratio, label, className }: { ratio: number; label: string; className?: string }) {
  const value = Math.round(ratio * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={percent.format(ratio)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${value}%` }} />
    </div>
  );
}

/**
 * The files on their way: each with its percentage, what it is doing (waiting, resuming after
 * a cut, without connection) and 'Cancelar'; and the whole batch's percentage by bytes.
 */
export function UploadProgress({
  items,
  onCancel,
  onCancelAll,
  noun = 'photos',
}: {
  items: UploadItem[];
  onCancel(key: string): void;
  onCancelAll(): void;
  /** What is being uploaded. */
  noun?: UploadNoun;
}) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  const total = items.reduce((sum, item) => sum + item.total, 0);
  const sent = items.reduce((sum, item) => sum + ratioOf(item) * item.total, 0);
  const overall = total > 0 ? sent / total : 0;
  const count = items.length;
  const documents = noun === 'documents';
  const offline = items.some((item) => item.phase === 'offline');
  const heading = offline
    ? documents
      ? plural(count, {
          one: 'Sin conexión: # documento a medio subir',
          other: 'Sin conexión: # documentos a medio subir',
        })
      : plural(count, { one: 'Sin conexión: # foto a medio subir', other: 'Sin conexión: # fotos a medio subir' })
    : documents
      ? plural(count, { one: 'Subiendo # documento', other: 'Subiendo # documentos' })
      : plural(count, { one: 'Subiendo # foto', other: 'Subiendo # fotos' });
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3">
      <div className="flex items-center justify-between gap-3 text-sm font-medium">
        <span>{heading}</span>
        <span className="tabular-nums">{percent.format(overall)}</span>
      </div>
      <Bar ratio={overall} label={t`Progreso total`} />
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const ratio = ratioOf(item);
          const phase = PHASES[item.phase];
          const name = item.name;
          return (
            <li key={item.key} className="flex flex-col gap-1">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm font-medium">{item.name}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="-my-1 shrink-0"
                  aria-label={t`Cancelar la subida de ${name}`}
                  onClick={() => onCancel(item.key)}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                  {t`Cancelar`}
                </Button>
              </div>
              <Bar ratio={ratio} label={item.name} />
              <div className="flex justify-between gap-2 text-xs text-muted-foreground">
                <span>{phase ? t(phase) : ''}</span>
                <span className="tabular-nums">{percent.format(ratio)}</span>
              </div>
            </li>
          );
        })}
      </ul>
      {items.length > 1 ? (
        <Button variant="outline" size="sm" className="self-start" onClick={onCancelAll}>
          {documents
            ? t({ message: 'Cancelar todos', comment: 'los documentos que se suben' })
            : t({ message: 'Cancelar todas', comment: 'las fotos que se suben' })}
        </Button>
      ) : null}
    </div>
  );
}
