import type { ImageDto } from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Images } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

// The viewer (and Radix's dialog) is downloaded when a photo is first pointed at, focused or
// opened: no screen's own chunk carries it.
const loadViewer = () => import('./PhotoViewer');
const PhotoViewer = lazy(() => loadViewer().then((m) => ({ default: m.PhotoViewer })));
const preload = () => {
  void loadViewer();
};

/** How the thumbnails are laid out where the gallery is shown. */
const LAYOUTS = {
  /** A task's or a portfolio item's photos, a progress update's. */
  grid: {
    list: 'grid grid-cols-3 gap-2 sm:grid-cols-4',
    button: 'rounded-lg',
    image: 'aspect-square h-full w-full object-cover transition-transform hover:scale-105',
  },
  /** Small squares in a row: the statements of a dispute. */
  strip: { list: 'flex flex-wrap gap-2', button: 'rounded', image: 'h-20 w-20 object-cover' },
  /** Two a row inside a message bubble. */
  bubble: { list: 'grid grid-cols-2 gap-1', button: 'rounded-lg', image: 'aspect-square w-full object-cover' },
  /** The first photo only, wide, with how many there are: the top of a property's card. */
  cover: { list: '', button: 'relative rounded-t-xl', image: 'aspect-[16/9] w-full object-cover' },
} as const;

export interface PhotoGalleryProps {
  photos: ImageDto[];
  /** What the photos are of ("Poda de 40 olivos"): the viewer's title, and the default descriptions. */
  title: string;
  /** Each photo's description; by default "<title>: foto 2 de 5". */
  alt?(index: number, count: number): string;
  layout?: keyof typeof LAYOUTS;
  className?: string;
}

/**
 * Thumbnails (lazy, of fixed size so the page does not jump) that open the photo viewer on the
 * photo chosen: every gallery of the app, instead of the raw file in a new tab.
 */
export function PhotoGallery({ photos, title, alt, layout = 'grid', className }: PhotoGalleryProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(0);
  if (photos.length === 0) return null;
  const count = photos.length;
  const describe = (i: number) => {
    const number = i + 1;
    return alt ? alt(i, count) : t`${title}: foto ${number} de ${count}`;
  };
  const look = LAYOUTS[layout];
  return (
    <>
      <ul className={cn(look.list, className)}>
        {(layout === 'cover' ? photos.slice(0, 1) : photos).map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              ref={(el) => {
                thumbs.current[index] = el;
              }}
              aria-haspopup="dialog"
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => {
                opener.current = index;
                setOpen(index);
              }}
              className={cn('block w-full cursor-zoom-in overflow-hidden bg-muted', look.button)}
            >
              <img
                src={photo.thumbUrl}
                alt={describe(index)}
                loading="lazy"
                decoding="async"
                width={200}
                height={200}
                className={look.image}
              />
              {layout === 'cover' && photos.length > 1 ? (
                <span
                  className="absolute bottom-2 right-2 flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white"
                  aria-hidden="true"
                >
                  <Images className="h-3.5 w-3.5" />
                  {` ${plural(count, { one: '# foto', other: '# fotos' })}`}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={<Opening />}>
          <PhotoViewer
            photos={photos}
            title={title}
            alt={describe}
            initialIndex={open}
            onClose={() => setOpen(null)}
            returnFocusTo={() => thumbs.current[opener.current]}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The dark screen while the viewer itself is still on its way (the first time, on a slow line). */
function Opening() {
  const { t } = useLingui();
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-black text-white" role="status">
      {t`Abriendo la foto…`}
    </div>
  );
}
