import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The one wording of the app: "Sin valoraciones aún" where nobody has rated the person yet. */
export const NO_RATINGS = 'Sin valoraciones aún';

/**
 * A person's rating, the same on every screen that shows one (professionals, owners,
 * applicants): "★ 4,8 (12 valoraciones)" or "Sin valoraciones aún".
 */
export function RatingText({ avg, count, className }: { avg: number | null; count: number; className?: string }) {
  if (!count || avg === null) {
    return <span className={cn('text-muted-foreground', className)}>{NO_RATINGS}</span>;
  }
  const value = avg.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Star className="h-4 w-4 fill-current text-accent" aria-hidden="true" />
      <span className="sr-only">Valoración: </span>
      <span className="font-semibold">{value}</span>
      <span className="text-muted-foreground">({count === 1 ? '1 valoración' : `${count} valoraciones`})</span>
    </span>
  );
}
