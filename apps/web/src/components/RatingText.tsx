import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The one wording of the app: "Sin valoraciones aún" where nobody has rated the person yet. */
export const NO_RATINGS = msg`Sin valoraciones aún`;

/**
 * A person's rating, the same on every screen that shows one (professionals, owners,
 * applicants): "★ 4,8 (12 valoraciones)" or "Sin valoraciones aún".
 */
export function RatingText({ avg, count, className }: { avg: number | null; count: number; className?: string }) {
  const { t } = useLingui();
  if (!count || avg === null) {
    return <span className={cn('text-muted-foreground', className)}>{t(NO_RATINGS)}</span>;
  }
  const value = avg.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Star className="h-4 w-4 fill-current text-accent" aria-hidden="true" />
      <span className="sr-only">{`${t`Valoración:`} `}</span>
      <span className="font-semibold">{value}</span>
      <span className="text-muted-foreground">
        {plural(count, { one: '(# valoración)', other: '(# valoraciones)' })}
      </span>
    </span>
  );
}
