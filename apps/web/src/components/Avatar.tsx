import { cn } from '@/lib/cn';

const SIZES = {
  sm: 'h-7 w-7 text-sm',
  md: 'h-11 w-11 text-base',
  lg: 'h-16 w-16 text-xl',
  xl: 'h-16 w-16 text-xl sm:h-28 sm:w-28 sm:text-3xl',
} as const;

const PIXELS = { sm: 28, md: 44, lg: 64, xl: 112 } as const;

/**
 * A person's profile photo in a circle, or the initial of their name when they have none.
 * Decorative (alt=""): the name is always written next to it.
 */
export function Avatar({
  url,
  name,
  size = 'md',
  className,
}: {
  url: string | null | undefined;
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-full bg-muted object-cover', SIZES[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary-soft-foreground',
        SIZES[size],
        className,
      )}
    >
      {name.trim().slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}
