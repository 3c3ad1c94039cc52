import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A list item's small square picture, or a muted "no photo" sign when there is none. Decorative
 * (alt ""): the item's title beside it already names it.
 */
export function Thumbnail({ src, size, className }: { src?: string | null; size: number; className?: string }) {
  return (
    <div className={cn('shrink-0 overflow-hidden rounded-lg bg-muted', className)}>
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={size}
          height={size}
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-muted-foreground">
          <ImageOff className="h-6 w-6" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
