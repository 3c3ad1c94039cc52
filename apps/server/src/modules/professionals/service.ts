import { type Executor, fieldWorkerProfiles, profiles } from '@faena/db';
import type { ProfessionalPublicDto, PublicReviewDto } from '@faena/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { avatarUrl } from '../people';
import { reviewsOf as publishedReviews } from '../reviews';
import { portfolioOf } from './portfolio';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "Sánchez Lara" → "S.": the most of a professional's last name that others see. */
export function lastInitial(lastName: string | null | undefined): string | null {
  const first = lastName?.trim().match(/\p{L}/u)?.[0];
  return first ? `${first.toLocaleUpperCase('es')}.` : null;
}

/** Published reviews of a professional, newest first, as the portfolio shows them. */
export async function reviewsOf(db: Executor, professionalId: string): Promise<PublicReviewDto[]> {
  return (await publishedReviews(db, professionalId)).map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    createdAt: r.publishedAt ?? r.createdAt,
    reviewer: { firstName: r.reviewer.firstName, avatarUrl: r.reviewer.avatarUrl },
    taskTitle: r.taskTitle || null,
  }));
}

/**
 * The public portfolio of a professional, for any signed-in user. An unknown id, an owner, a
 * suspended or a deleted professional all answer the same 404.
 */
export async function publicProfessional(db: Executor, viewer: Actor, id: string): Promise<ProfessionalPublicDto> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await db
    .select({ p: profiles, fwp: fieldWorkerProfiles })
    .from(profiles)
    .innerJoin(fieldWorkerProfiles, eq(fieldWorkerProfiles.profileId, profiles.id))
    .where(eq(profiles.id, id));
  if (row?.p.role !== 'professional' || row.p.suspendedAt || row.p.deletedAt) throw notFound();
  const { p, fwp } = row;
  const [portfolio, reviews] = await Promise.all([portfolioOf(db, p.id), reviewsOf(db, p.id)]);
  return {
    profileId: p.id,
    firstName: p.firstName,
    lastInitial: lastInitial(p.lastName),
    avatarUrl: avatarUrl(p.avatarImageId),
    verified: p.verified,
    headline: fwp.headline,
    bio: fwp.bio,
    categories: fwp.categories,
    serviceProvinces: fwp.serviceProvinces,
    travelRadiusKm: fwp.travelRadiusKm,
    hourlyRateCents: fwp.hourlyRateCents,
    yearsExperience: fwp.yearsExperience,
    availability: fwp.availability,
    ratingAvg: fwp.ratingAvg === null ? null : Number(fwp.ratingAvg),
    ratingCount: fwp.ratingCount,
    completedCount: fwp.completedCount,
    memberSince: p.createdAt.toISOString(),
    portfolio,
    reviews,
    viewer: {
      isSelf: viewer.profileId === p.id,
      canOffer: viewer.role === 'property_owner' && viewer.profileId !== p.id,
    },
  };
}
