import { categoryLabel, distanceText, provinceName } from '@faena/shared';
import type { ProfessionalCardDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { BriefcaseBusiness, MapPin } from 'lucide-react';
import { Avatar } from '@/components/Avatar';
import { Badge } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { completedText, displayName, hourlyRateText, RatingText, VerifiedBadge } from './ProfessionalBits';

const SHOWN_CATEGORIES = 3;

/** One professional in the search results: the name links to their portfolio. */
export function ProfessionalCard({ professional: p }: { professional: ProfessionalCardDto }) {
  const { t, i18n } = useLingui();
  const name = displayName(p);
  const radius = p.travelRadiusKm;
  const rate = hourlyRateText(p.hourlyRateCents);
  const extra = p.categories.length - SHOWN_CATEGORIES;
  return (
    <article className="relative flex gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors focus-within:border-primary hover:border-primary sm:gap-4">
      <Avatar url={p.avatarUrl} name={p.firstName} size="lg" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold leading-snug">
            <Link
              to={`/professional/${p.profileId}`}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {name}
            </Link>
            {p.verified ? <VerifiedBadge /> : null}
          </h2>
          {rate ? <p className="font-semibold">{rate}</p> : null}
        </div>
        {p.headline ? <p className="mt-0.5 [overflow-wrap:anywhere]">{p.headline}</p> : null}
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <RatingText avg={p.ratingAvg} count={p.ratingCount} />
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <BriefcaseBusiness className="h-4 w-4" aria-hidden="true" />
            {completedText(p.completedCount)}
          </span>
        </div>
        <p className="mt-1 flex items-start gap-1 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            {p.serviceProvinces.map(provinceName).join(', ')}
            {p.distanceKm !== null ? ` · ${distanceText(p.distanceKm)}` : null}
            {p.distanceKm !== null && radius && p.distanceKm > radius
              ? ` ${t`(se desplaza hasta ${radius} km)`}`
              : null}
          </span>
        </p>
        {p.categories.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {p.categories.slice(0, SHOWN_CATEGORIES).map((c) => (
              <li key={c}>
                <Badge>{i18n._(categoryLabel(c))}</Badge>
              </li>
            ))}
            {extra > 0 ? (
              <li>
                <Badge>+{extra}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
