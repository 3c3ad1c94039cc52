import {
  IMAGE_ACCEPT,
  type ImagePurpose,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_ITEM,
  type UploadedImage,
} from '@faena/shared/schemas';
import { msg, plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, CloudOff, ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { uploadPhoto } from '@/lib/uploads';
import { UploadProgress, useUploads } from './UploadProgress';
import { Button, buttonClass } from './ui/button';

export type { UploadedImage };

export interface PhotoUploaderProps {
  /** What the photos are for; the server only lets them be attached to that kind of thing. */
  purpose: ImagePurpose;
  /** The photos chosen so far, in display order (send their ids with the form). */
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  max?: number;
  label?: string;
  /** The form's own error for this field, such as the server's `fields.imageIds`. */
  error?: string;
  disabled?: boolean;
  /**
   * With no connection the photos cannot be uploaded now: when given, those not uploaded yet are
   * handed back (already made smaller) for the form to queue them (lib/offline-queue.ts); what
   * reached the server stays there and the queue's upload goes on from it. Without it, an upload
   * waits for the connection and goes on by itself.
   */
  onOffline?: (files: File[]) => void;
  /**
   * Told when uploads start and end, for a screen whose save is not its form's submit (a
   * dialog's button) and must wait. A form around the picker is held by the picker itself.
   */
  onBusyChange?: (busy: boolean) => void;
}

/** Said when a form is sent while its photos are still on their way. */
export const WAIT_FOR_PHOTOS_MESSAGE = msg`Espera a que terminen de subirse las fotos, o cancela las que no quieras.`;
/** Its Castellano, for the forms that still show it as it is. */
export const WAIT_FOR_PHOTOS = WAIT_FOR_PHOTOS_MESSAGE.message ?? '';

const ACCEPTED = new Set(IMAGE_ACCEPT.split(','));

/** The checks the server makes that the browser can make first, to spare a slow upload. */
function problemWith(files: File[], room: number, max: number): string | null {
  if (files.length > room)
    return plural(room, {
      one: `Puedes añadir # foto más (máximo ${max}).`,
      other: `Puedes añadir # fotos más (máximo ${max}).`,
    });
  for (const file of files) {
    const name = file.name;
    // An empty type (some phones' galleries) is left for the server to judge by content.
    if (file.type && !ACCEPTED.has(file.type)) return t`La foto "${name}" no es una imagen JPEG, PNG o WebP.`;
    if (file.size > MAX_IMAGE_BYTES) return t`La foto "${name}" es demasiado grande: máximo 10 MB.`;
  }
  return null;
}

type Action = 'left' | 'right' | 'remove';

/**
 * The photo picker of every form: a native file input (the phone's own camera and gallery),
 * uploads on selection — resumable (lib/uploads.ts: a dropped connection goes on from where it
 * stopped), one photo after another, each with its percentage and 'Cancelar' — and thumbnails in
 * order with buttons to reorder and remove.
 */
export function PhotoUploader({
  purpose,
  value,
  onChange,
  max = MAX_IMAGES_PER_ITEM,
  label,
  error,
  disabled,
  onOffline,
  onBusyChange,
}: PhotoUploaderProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [preparing, setPreparing] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const uploads = useUploads();
  const inputRef = useRef<HTMLInputElement>(null);
  // An upload may finish after the user reordered or removed photos: add to what is current.
  const current = useRef(value);
  current.current = value;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<{ imageId: string; action: Action } | null>(null);

  const room = Math.max(0, max - value.length);
  const uploading = preparing || uploads.items.length;
  const busy = uploading > 0;
  const [held, setHeld] = useState(false);
  // `error` may be a shared rule's message (Castellano, marked m()): shown in the language.
  const shownError =
    (held && busy ? t(WAIT_FOR_PHOTOS_MESSAGE) : null) ?? uploadError ?? (error ? i18n._(error) : error);
  const total = value.length;

  // Sending the form while photos are still on their way would save it without them, silently:
  // the submit is held (before the form's own handler) and the user told to wait or cancel.
  const busyNow = useRef(busy);
  busyNow.current = busy;
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const hold = (event: Event) => {
      if (!busyNow.current) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(true);
    };
    form.addEventListener('submit', hold);
    return () => form.removeEventListener('submit', hold);
  }, []);
  useEffect(() => {
    if (!busy) setHeld(false);
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  // Reordering and removing re-render the list: keep the keyboard user's place in it.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (!target) return;
    const index = value.findIndex((image) => image.id === target.imageId);
    if (index === -1) {
      inputRef.current?.focus();
      return;
    }
    const order: Action[] = target.action === 'left' ? ['left', 'right', 'remove'] : ['right', 'left', 'remove'];
    for (const action of order) {
      const button = buttons.current.get(`${target.imageId}:${action}`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  }, [value]);

  async function onSelect(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after an error) fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    setUploadError(null);
    setPreparing(files.length);
    // Made smaller on the phone first (longest side ≤ 2048 px), one at a time to spare its memory.
    const ready: File[] = [];
    try {
      const { compressImage } = await import('@/lib/compress-image');
      for (const file of files) ready.push(await compressImage(file));
    } catch {
      ready.splice(0, ready.length, ...files);
    }
    setPreparing(0);
    const problem = problemWith(ready, room, max);
    if (problem) {
      setUploadError(problem);
      return;
    }
    const errors: string[] = [];
    const offline: File[] = [];
    const rest = await uploads.run(
      ready,
      (file, handlers) => uploadPhoto(file, purpose, { ...handlers, whenOffline: onOffline ? 'fail' : 'wait' }),
      (file, outcome) => {
        if (outcome.ok) {
          // Added as each one is ready, to what is current (the user may have reordered meanwhile).
          const next = [...current.current, outcome.value].slice(0, max);
          current.current = next;
          onChange(next);
          return 'continue';
        }
        if (onOffline && outcome.error instanceof ApiError && outcome.error.status === 0) {
          offline.push(file);
          return 'stop';
        }
        errors.push(i18n._(errorMessage(outcome.error)));
        setUploadError(errors.join(' '));
        return 'continue';
      },
    );
    if (onOffline && offline.length + rest.length > 0) onOffline([...offline, ...rest]);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...value];
    const [image] = next.splice(index, 1);
    if (!image) return;
    next.splice(index + by, 0, image);
    focusNext.current = { imageId: image.id, action: by < 0 ? 'left' : 'right' };
    onChange(next);
  }

  function remove(index: number) {
    const next = value.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? { imageId: neighbour.id, action: 'remove' } : { imageId: '', action: 'remove' };
    setUploadError(null);
    onChange(next);
  }

  const buttonRef = (imageId: string, action: Action) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${imageId}:${action}`, element);
    else buttons.current.delete(`${imageId}:${action}`);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label ?? t`Fotos`}
      </label>
      {/* The native picker's own words ("Choose files") follow the browser's language, not the
          page's; it stays in the page for the label and the screen reader, and a Spanish button opens it. */}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={max > 1}
        disabled={disabled || busy || room === 0}
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        aria-invalid={shownError ? true : undefined}
        onChange={onSelect}
        tabIndex={-1}
        className="sr-only"
      />
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        disabled={disabled || busy || room === 0}
        aria-describedby={hintId}
        className={cn(
          'inline-flex h-11 items-center gap-2 self-start rounded-lg bg-primary-soft px-4 font-semibold text-primary-soft-foreground',
          'hover:brightness-95 disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <ImagePlus className="h-5 w-5" aria-hidden="true" />
        {value.length ? t`Añadir más fotos` : max === 1 ? t`Elegir foto` : t`Elegir fotos`}
      </button>
      <p id={hintId} className="text-sm text-muted-foreground">
        {room === 0
          ? plural(max, {
              one: 'Máximo # foto. Quita una para añadir otra.',
              other: 'Máximo # fotos. Quita una para añadir otra.',
            })
          : plural(max, {
              one: 'JPEG, PNG o WebP de hasta 10 MB. Máximo # foto.',
              other: 'JPEG, PNG o WebP de hasta 10 MB. Máximo # fotos.',
            })}
      </p>
      {/* Said once per batch; the percentages are in the progress bars below, not read out at every step. */}
      <p role="status" aria-live="polite" className="sr-only">
        {busy ? plural(uploading, { one: 'Subiendo # foto…', other: 'Subiendo # fotos…' }) : ''}
      </p>
      {preparing > 0 ? (
        <p className="text-sm text-muted-foreground">
          {plural(preparing, { one: 'Preparando # foto…', other: 'Preparando # fotos…' })}
        </p>
      ) : null}
      <UploadProgress items={uploads.items} onCancel={uploads.cancel} onCancelAll={uploads.cancelAll} />
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {value.map((image, index) => {
            const number = index + 1;
            return (
              <li key={image.id} className="overflow-hidden rounded-lg border border-border bg-card">
                <img
                  src={image.thumbUrl}
                  alt={t`Foto ${number} de ${total}`}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-muted object-cover"
                />
                <div className="flex items-center justify-between">
                  <button
                    ref={buttonRef(image.id, 'left')}
                    type="button"
                    className={buttonClass('ghost', 'icon')}
                    aria-label={t`Mover foto ${number} a la izquierda`}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ChevronLeft className="h-5 w-5" aria-hidden="true" />
                  </button>
                  <button
                    ref={buttonRef(image.id, 'remove')}
                    type="button"
                    className={buttonClass('ghost', 'icon')}
                    aria-label={t`Quitar foto ${number}`}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    <X className="h-5 w-5" aria-hidden="true" />
                  </button>
                  <button
                    ref={buttonRef(image.id, 'right')}
                    type="button"
                    className={buttonClass('ghost', 'icon')}
                    aria-label={t`Mover foto ${number} a la derecha`}
                    disabled={disabled || index === value.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ChevronRight className="h-5 w-5" aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * (Here rather than in a file of its own: every form that shows it has a PhotoUploader, so it
 * travels in the same chunk.) Photos chosen with no connection, kept by the form to travel with its queued action (the
 * message, the task, the progress update): says so, and lets the user take them out.
 */
/**
 * Photos chosen with no connection, waiting to travel with what they belong to: one whole
 * sentence per case (a task, a progress update, a message), so each language says it its way.
 */
export function OfflinePhotos({
  files,
  with: what,
  onRemove,
}: {
  files: File[];
  with: 'task' | 'progress' | 'message';
  onRemove(): void;
}) {
  const { t } = useLingui();
  const count = files.length;
  if (count === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm" role="status">
      <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        {what === 'task'
          ? plural(count, {
              one: 'Sin conexión: # foto se subirá con la tarea cuando vuelva la conexión.',
              other: 'Sin conexión: # fotos se subirán con la tarea cuando vuelva la conexión.',
            })
          : what === 'progress'
            ? plural(count, {
                one: 'Sin conexión: # foto se subirá con el avance cuando vuelva la conexión.',
                other: 'Sin conexión: # fotos se subirán con el avance cuando vuelva la conexión.',
              })
            : plural(count, {
                one: 'Sin conexión: # foto se subirá con el mensaje cuando vuelva la conexión.',
                other: 'Sin conexión: # fotos se subirán con el mensaje cuando vuelva la conexión.',
              })}
      </span>
      <Button variant="link" size="sm" onClick={onRemove}>
        {t`Quitar`}
      </Button>
    </p>
  );
}
