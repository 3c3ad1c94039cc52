import { formatCents } from '@faena/shared';
import { BadgeCheck, Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** "Pedro S.": first name and, at most, the initial of the last name. */
export function displayName(person: { firstName: string; lastInitial: string | null }): string {
  return person.lastInitial ? `${person.firstName} ${person.lastInitial}` : person.firstName;
}

/** "22,00 €/h", or null when the professional gave no rate. */
export function hourlyRateText(cents: number | null): string | null {
  return cents === null ? null : `${formatCents(cents)}/h`;
}

export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-soft-foreground',
        className,
      )}
    >
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> Verificado
    </span>
  );
}

/** "★ 4,8 (12 valoraciones)" or "Sin valoraciones aún". */
export function RatingText({ avg, count, className }: { avg: number | null; count: number; className?: string }) {
  if (!count || avg === null) {
    return <span className={cn('text-muted-foreground', className)}>Sin valoraciones aún</span>;
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

export function completedText(count: number): string {
  return count === 1 ? '1 trabajo completado' : `${count} trabajos completados`;
}
