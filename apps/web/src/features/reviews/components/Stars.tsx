import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A rating shown as stars, with the number for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useLingui();
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={t`${rating} de 5 estrellas`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn('h-4 w-4', n <= rating ? 'fill-current text-accent' : 'text-muted-foreground')}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/** Choosing 1–5 stars: a radio group, so keyboard and screen readers work without tricks. */
export function StarInput({ value, onChange, name }: { value: number; onChange(n: number): void; name: string }) {
  const { t } = useLingui();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t`Puntuación`}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span className="sr-only">{plural(stars, { one: '# estrella', other: '# estrellas' })}</span>
            <Star
              className={cn('h-8 w-8', stars <= value ? 'fill-current text-accent' : 'text-muted-foreground')}
              aria-hidden="true"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
