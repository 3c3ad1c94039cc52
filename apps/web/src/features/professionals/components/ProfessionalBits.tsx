import { formatCents } from '@faena/shared';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
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
  const { t } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-soft-foreground',
        className,
      )}
    >
      {/* One text node after the icon, as before the messages (the space is not the message's). */}
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {` ${t({ message: 'Verificado', comment: 'insignia de un profesional verificado' })}`}
    </span>
  );
}

/** The rating as every screen shows it (components/RatingText). */
export { RatingText } from '@/components/RatingText';

/** Called while rendering, by components that call useLingui() (they re-render on a change of language). */
export function completedText(count: number): string {
  return plural(count, { one: '# trabajo completado', other: '# trabajos completados' });
}
