import { categoryLabel, formatDate, provinceName } from '@faena/shared';
import type { PortfolioItemDto, ProfessionalPublicDto, PublicReviewDto } from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Award, BriefcaseBusiness, CalendarClock, Clock, MapPin, Pencil, Star, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '@/components/Avatar';
import { PhotoGallery } from '@/components/PhotoGallery';
import { QueryState } from '@/components/QueryState';
import { ButtonLink } from '@/components/ui/button';
import { Alert, Badge, Card } from '@/components/ui/card';
import { Fact } from '@/components/ui/fact';
import { Link } from '@/components/ui/link';
import { usePageTitle } from '@/lib/page-title';
import { getProfessional, professionalKeys } from '../api';
import { OfferWorkButton } from '../components/OfferWorkDialog';
import { completedText, displayName, hourlyRateText, RatingText, VerifiedBadge } from '../components/ProfessionalBits';

/** What the public profile shows from other features, given by app/screens/ProfessionalScreen.tsx. */
export interface ProfessionalSlots {
  /** 'Enviar mensaje' to this professional (features/messages). */
  MessageButton: ComponentType<{ withProfileId: string }>;
}

export function ProfessionalPage(slots: ProfessionalSlots) {
  const { t } = useLingui();
  const { professionalId = '' } = useParams();
  const query = useQuery({
    queryKey: professionalKeys.one(professionalId),
    queryFn: () => getProfessional(professionalId),
    retry: false,
  });
  usePageTitle(query.data ? displayName(query.data) : t`Perfil profesional`);
  return (
    <QueryState query={query} errorTitle={t`No se ha podido cargar el perfil`} notFound layout="page">
      {(pro) => <Portfolio pro={pro} slots={slots} />}
    </QueryState>
  );
}

/** Called while rendering, by a component that calls useLingui(). */
function years(n: number): string {
  return plural(n, { one: '# año', other: '# años' });
}

function Portfolio({ pro, slots: { MessageButton } }: { pro: ProfessionalPublicDto; slots: ProfessionalSlots }) {
  const { t, i18n } = useLingui();
  const name = displayName(pro);
  const rate = hourlyRateText(pro.hourlyRateCents);
  const provinces = pro.serviceProvinces.map(provinceName).join(', ');
  const radius = pro.travelRadiusKm;
  const notGiven = t({ message: 'Sin indicar', comment: 'dato que el profesional no ha dado' });
  const zone = pro.serviceProvinces.length === 0 ? notGiven : radius ? t`${provinces} · hasta ${radius} km` : provinces;
  const firstName = pro.firstName;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <Link
        to="/find-professionals"
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t`Buscar profesionales`}
      </Link>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Avatar url={pro.avatarUrl} name={pro.firstName} size="xl" />
        <div className="min-w-0 flex-1 basis-48">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
            {pro.verified ? <VerifiedBadge /> : null}
          </div>
          {pro.headline ? <p className="mt-1 text-lg [overflow-wrap:anywhere]">{pro.headline}</p> : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <RatingText avg={pro.ratingAvg} count={pro.ratingCount} />
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <BriefcaseBusiness className="h-4 w-4" aria-hidden="true" />
              {completedText(pro.completedCount)}
            </span>
          </p>
        </div>
        {pro.viewer.canOffer ? (
          <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:self-start">
            <OfferWorkButton professionalId={pro.profileId} name={name} />
            <MessageButton withProfileId={pro.profileId} />
          </div>
        ) : null}
        {pro.viewer.isSelf ? (
          <div className="w-full sm:w-auto sm:self-start">
            <ButtonLink to="/profile" variant="outline">
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t`Editar mi perfil`}
            </ButtonLink>
          </div>
        ) : null}
      </div>

      {pro.viewer.isSelf && pro.serviceProvinces.length === 0 ? (
        <Alert variant="warning" title={t`Tu perfil aún no aparece en las búsquedas`} className="mt-4">
          {t`Elige en «Mi perfil» al menos una provincia en la que trabajes.`}
        </Alert>
      ) : null}

      <Card className="mt-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact icon={<Wallet className="h-5 w-5" aria-hidden="true" />} label={t`Tarifa orientativa`}>
            {rate ?? t`A convenir`}
          </Fact>
          <Fact icon={<Award className="h-5 w-5" aria-hidden="true" />} label={t`Experiencia`}>
            {pro.yearsExperience === null ? notGiven : years(pro.yearsExperience)}
          </Fact>
          <Fact icon={<MapPin className="h-5 w-5" aria-hidden="true" />} label={t`Trabaja en`}>
            {zone}
          </Fact>
          <Fact icon={<Clock className="h-5 w-5" aria-hidden="true" />} label={t`Disponibilidad`}>
            {pro.availability ?? notGiven}
          </Fact>
          <Fact icon={<CalendarClock className="h-5 w-5" aria-hidden="true" />} label={t`En Faena desde`}>
            {formatDate(pro.memberSince.slice(0, 10))}
          </Fact>
        </dl>
        {pro.categories.length > 0 ? (
          <div className="mt-5">
            <h2 className="text-sm text-muted-foreground">{t`Categorías`}</h2>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {pro.categories.map((c) => (
                <li key={c}>
                  <Badge tone="primary">{i18n._(categoryLabel(c))}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>

      {pro.bio ? (
        <section aria-labelledby="sobre" className="mt-8">
          <h2 id="sobre" className="text-xl font-semibold">
            {t`Sobre ${firstName}`}
          </h2>
          <p className="mt-2 whitespace-pre-line leading-relaxed [overflow-wrap:anywhere]">{pro.bio}</p>
        </section>
      ) : null}

      <section aria-labelledby="portafolio" className="mt-8">
        <h2 id="portafolio" className="text-xl font-semibold">
          {t`Portafolio`}
        </h2>
        {pro.portfolio.length === 0 ? (
          <p className="mt-2 text-muted-foreground">
            {pro.viewer.isSelf
              ? t`Aún no has añadido trabajos. Añádelos con fotos desde «Mi perfil».`
              : t`Todavía no ha añadido trabajos a su portafolio.`}
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-4">
            {pro.portfolio.map((item) => (
              <li key={item.id}>
                <PortfolioItem item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="valoraciones" className="mt-8">
        <h2 id="valoraciones" className="text-xl font-semibold">
          {t`Valoraciones`}
        </h2>
        {pro.reviews.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{t`Todavía no tiene valoraciones.`}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {pro.reviews.map((review) => (
              <li key={review.id}>
                <Review review={review} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PortfolioItem({ item }: { item: PortfolioItemDto }) {
  const { i18n } = useLingui();
  const titleId = `trabajo-${item.id}`;
  const meta = [i18n._(categoryLabel(item.category)), item.doneOn ? formatDate(item.doneOn) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <article aria-labelledby={titleId}>
      <Card>
        <h3 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
          {item.title}
        </h3>
        {meta ? <p className="text-sm text-muted-foreground">{meta}</p> : null}
        {item.description ? (
          <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{item.description}</p>
        ) : null}
        {item.photos.length > 0 ? (
          <div className="mt-3">
            <PhotoGallery photos={item.photos} title={item.title} />
          </div>
        ) : null}
      </Card>
    </article>
  );
}

function Review({ review }: { review: PublicReviewDto }) {
  const { t } = useLingui();
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-2">
        <Avatar url={review.reviewer.avatarUrl} name={review.reviewer.firstName} size="sm" />
        <span className="font-semibold">{review.reviewer.firstName}</span>
        <span className="inline-flex items-center gap-1">
          <Star className="h-4 w-4 fill-current text-accent" aria-hidden="true" />
          {review.rating}
          <span className="sr-only">{` ${t({ message: 'de 5', comment: 'tras la puntuación de una valoración: «4 de 5»' })}`}</span>
        </span>
        <span className="ml-auto text-sm text-muted-foreground">{formatDate(review.createdAt.slice(0, 10))}</span>
      </div>
      {review.taskTitle ? <p className="mt-1 text-sm text-muted-foreground">{review.taskTitle}</p> : null}
      {review.comment ? <p className="mt-2 whitespace-pre-line">{review.comment}</p> : null}
      {review.reply ? (
        <p className="mt-2 border-l-2 border-border pl-3 text-sm text-muted-foreground">{review.reply}</p>
      ) : null}
    </Card>
  );
}
