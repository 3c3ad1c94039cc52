import type { ImageDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * The photo viewer (lightbox) of every gallery, loaded only when a photo is opened
 * (components/PhotoGallery.tsx): one photo at a time over a dark screen, with its count
 * ("3 de 8"). A Radix dialog: its title names the photos, focus stays inside and goes back to
 * the thumbnail that opened it, Escape closes. Arrow keys, the buttons or a swipe change the photo;
 * pinch, a double tap or + and − zoom, and a finger (or the mouse) moves around a zoomed photo.
 * The photos either side are loaded ahead, so the next one is there at once.
 */

const MAX_SCALE = 4;
const STEP = 1.5;
/** A horizontal move this long (px) changes the photo. */
const SWIPE = 50;

interface View {
  scale: number;
  x: number;
  y: number;
}
const FIT: View = { scale: 1, x: 0, y: 0 };

export interface PhotoViewerProps {
  photos: ImageDto[];
  /** What the photos are of: the dialog's title. */
  title: string;
  /** The description of each photo (the thumbnail's alt). */
  alt(index: number): string;
  initialIndex: number;
  onClose(): void;
  /** Where focus goes back to on closing: the thumbnail that opened the viewer. */
  returnFocusTo(): HTMLElement | null | undefined;
}

export function PhotoViewer({ photos, title, alt, initialIndex, onClose, returnFocusTo }: PhotoViewerProps) {
  const { t } = useLingui();
  const count = photos.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), count - 1));
  const [view, setView] = useState<View>(FIT);
  /** A finger's horizontal drag while not zoomed: the photo follows it until it is let go. */
  const [drag, setDrag] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    start: View;
    from: { x: number; y: number };
    distance: number;
    mid: { x: number; y: number };
  } | null>(null);
  const lastTap = useRef(0);

  const photo = photos[index];
  const zoomed = view.scale > 1;

  // The photos either side, loaded before they are asked for.
  useEffect(() => {
    for (const n of [index + 1, index - 1]) {
      const next = photos[n];
      if (next) new Image().src = next.url;
    }
  }, [index, photos]);

  const go = (to: number) => {
    if (to < 0 || to >= count || to === index) return;
    setIndex(to);
    setView(FIT);
    setDrag(0);
  };

  /** Keeps a zoomed photo on the screen: it may not be moved further than its own overflow. */
  const clamp = (v: View): View => {
    const scale = Math.min(Math.max(v.scale, 1), MAX_SCALE);
    if (scale === 1) return FIT;
    const box = stage.current?.getBoundingClientRect();
    const maxX = ((box?.width ?? 0) * (scale - 1)) / 2;
    const maxY = ((box?.height ?? 0) * (scale - 1)) / 2;
    return { scale, x: Math.min(Math.max(v.x, -maxX), maxX), y: Math.min(Math.max(v.y, -maxY), maxY) };
  };

  /** Zooms to `scale` keeping the point `at` (screen coordinates; the centre by default) where it is. */
  const zoomTo = (scale: number, at?: { x: number; y: number }) => {
    setView((v) => {
      const box = stage.current?.getBoundingClientRect();
      if (!box || !at) return clamp({ scale, x: (v.x * scale) / v.scale, y: (v.y * scale) / v.scale });
      // The point's offset from the centre, in the photo's own (unzoomed) pixels, stays under `at`.
      const dx = at.x - (box.left + box.width / 2);
      const dy = at.y - (box.top + box.height / 2);
      const px = (dx - v.x) / v.scale;
      const py = (dy - v.y) / v.scale;
      return clamp({ scale, x: dx - px * scale, y: dy - py * scale });
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    const actions: Record<string, () => void> = {
      ArrowRight: () => go(index + 1),
      ArrowLeft: () => go(index - 1),
      Home: () => go(0),
      End: () => go(count - 1),
      '+': () => zoomTo(view.scale * STEP),
      '=': () => zoomTo(view.scale * STEP),
      '-': () => zoomTo(view.scale / STEP),
      '0': () => setView(FIT),
    };
    const act = actions[key];
    if (!act || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    act();
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const middle = () => {
    const all = [...pointers.current.values()];
    return {
      x: all.reduce((s, p) => s + p.x, 0) / all.length,
      y: all.reduce((s, p) => s + p.y, 0) / all.length,
    };
  };
  const begin = () => {
    gesture.current = { start: view, from: middle(), distance: distance(), mid: middle() };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    begin();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const g = gesture.current;
    const now = middle();
    if (pointers.current.size >= 2 && g.distance > 0) {
      // Pinch: the scale follows the fingers' spread, the photo follows their middle.
      const scale = Math.min(Math.max((g.start.scale * distance()) / g.distance, 1), MAX_SCALE);
      setView(clamp({ scale, x: g.start.x + (now.x - g.mid.x), y: g.start.y + (now.y - g.mid.y) }));
    } else if (g.start.scale > 1) {
      setView(clamp({ ...g.start, x: g.start.x + (now.x - g.from.x), y: g.start.y + (now.y - g.from.y) }));
    } else {
      setDrag(now.x - g.from.x);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const g = gesture.current;
    const end = { x: event.clientX, y: event.clientY };
    const wasPinch = pointers.current.size >= 2;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other goes on moving the photo from here.
      begin();
      return;
    }
    gesture.current = null;
    setDrag(0);
    if (!g || wasPinch || g.start.scale > 1) return;
    const dx = end.x - g.from.x;
    const dy = end.y - g.from.y;
    if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(dy)) {
      go(dx < 0 ? index + 1 : index - 1);
      return;
    }
    // A double tap (or double click) zooms in where it landed, or back out.
    if (Math.abs(dx) < 10 && Math.abs(dy) < 10) {
      const now = event.timeStamp;
      if (now - lastTap.current < 300) {
        lastTap.current = 0;
        if (zoomed) setView(FIT);
        else zoomTo(2.5, end);
      } else {
        lastTap.current = now;
      }
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    gesture.current = null;
    setDrag(0);
  };

  if (!photo) return null;
  const atStart = index === 0;
  const atEnd = index === count - 1;
  const number = index + 1;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black" />
        <Dialog.Content
          className="fixed inset-0 z-[60] flex flex-col text-white outline-none"
          onKeyDown={onKeyDown}
          // Focus on the viewer itself (its title is read), not on its first button ('Reducir').
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const back = returnFocusTo();
            if (!back) return;
            event.preventDefault();
            back.focus();
          }}
        >
          <div className="flex items-center gap-1 px-2 py-2 sm:gap-2 sm:px-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate text-base font-semibold">{title}</Dialog.Title>
              <p className="text-sm text-white/80" aria-live="polite" aria-atomic="true">
                {t`${number} de ${count}`}
              </p>
            </div>
            <ViewerButton
              label={t`Reducir`}
              off={!zoomed}
              onClick={() => zoomTo(view.scale / STEP)}
              icon={<ZoomOut className="h-5 w-5" aria-hidden="true" />}
            />
            <ViewerButton
              label={t`Ampliar`}
              off={view.scale >= MAX_SCALE}
              onClick={() => zoomTo(view.scale * STEP)}
              icon={<ZoomIn className="h-5 w-5" aria-hidden="true" />}
            />
            <Dialog.Close aria-label={t`Cerrar`} title={t`Cerrar`} className={ROUND}>
              <X className="h-6 w-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            {count > 1
              ? t`Flechas izquierda y derecha: otra foto. Más y menos: ampliar y reducir. Escape: cerrar.`
              : t`Más y menos: ampliar y reducir. Escape: cerrar.`}
          </Dialog.Description>
          <div
            ref={stage}
            className={cn(
              'relative min-h-0 flex-1 touch-none select-none overflow-hidden',
              zoomed ? 'cursor-grab active:cursor-grabbing' : 'cursor-zoom-in',
            )}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
          >
            <div className="absolute inset-0 flex items-center justify-center p-2 sm:px-16">
              <img
                key={photo.id}
                src={photo.url}
                alt={alt(index)}
                width={photo.width}
                height={photo.height}
                draggable={false}
                decoding="async"
                className={cn(
                  'h-auto max-h-full w-auto max-w-full bg-contain bg-center bg-no-repeat object-contain',
                  gesture.current ? '' : 'transition-transform duration-150',
                )}
                style={{
                  // The thumbnail, already loaded, shows until the full photo arrives.
                  backgroundImage: `url("${photo.thumbUrl}")`,
                  transform: `translate(${view.x + drag}px, ${view.y}px) scale(${view.scale})`,
                }}
              />
            </div>
            {count > 1 ? (
              <>
                <ViewerButton
                  label={t`Foto anterior`}
                  off={atStart}
                  onClick={() => go(index - 1)}
                  icon={<ChevronLeft className="h-7 w-7" aria-hidden="true" />}
                  className="absolute left-1 top-1/2 -translate-y-1/2 sm:left-3"
                />
                <ViewerButton
                  label={t`Foto siguiente`}
                  off={atEnd}
                  onClick={() => go(index + 1)}
                  icon={<ChevronRight className="h-7 w-7" aria-hidden="true" />}
                  className="absolute right-1 top-1/2 -translate-y-1/2 sm:right-3"
                />
              </>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const ROUND =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A round button on the dark screen. `off` greys it and makes it do nothing without disabling it:
 * a disabled button would drop the keyboard's focus out of the dialog when the last photo is
 * reached.
 */
function ViewerButton({
  label,
  icon,
  off = false,
  onClick,
  className,
}: {
  label: string;
  icon: ReactNode;
  off?: boolean;
  onClick(): void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={off || undefined}
      onClick={() => !off && onClick()}
      className={cn(ROUND, off && 'cursor-default opacity-40 hover:bg-black/50', className)}
    >
      {icon}
    </button>
  );
}
