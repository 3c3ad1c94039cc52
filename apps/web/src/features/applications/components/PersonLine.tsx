import type { PersonDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import { RatingText } from '@/components/RatingText';
import { Link } from '@/components/ui/link';

/** Avatar, name (a link to the portfolio for professionals), rating and verified badge. */
export function PersonLine({
  person,
  linkToPortfolio,
  extra,
}: {
  person: PersonDto;
  linkToPortfolio?: boolean;
  extra?: string | null;
}) {
  const { t } = useLingui();
  const name = `${person.firstName}${person.lastName ? ` ${person.lastName}` : ''}`;
  return (
    <div className="flex items-center gap-3">
      {person.avatarUrl ? (
        <img
          src={person.avatarUrl}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          className="h-11 w-11 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-11 w-11 items-center justify-center rounded-full bg-primary-soft font-bold text-primary-soft-foreground"
        >
          {person.firstName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-1.5 font-semibold">
          {linkToPortfolio ? (
            <Link to={`/professional/${person.profileId}`} className="text-primary hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
          {person.verified ? (
            <span className="inline-flex items-center gap-0.5 text-xs font-semibold text-primary">
              <BadgeCheck className="h-4 w-4" aria-hidden="true" />{' '}
              {t({ message: 'Verificado', comment: 'profesional con la identidad verificada' })}
            </span>
          ) : null}
        </p>
        <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          <RatingText avg={person.ratingAvg} count={person.ratingCount} />
          {extra ? <span>· {extra}</span> : null}
        </p>
      </div>
    </div>
  );
}
