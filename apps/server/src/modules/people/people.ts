import { type Executor, fieldWorkerProfiles, profiles } from '@faena/db';
import type { PersonDto } from '@faena/shared/schemas';
import { eq, inArray } from 'drizzle-orm';

/** Where a profile picture is served (its thumbnail), or null without one. */
export function avatarUrl(imageId: string | null): string | null {
  return imageId ? `/api/images/${imageId}/thumb` : null;
}

export interface PersonCard extends PersonDto {
  completedCount: number;
  headline: string | null;
}

export interface PersonOptions {
  /** Profiles whose full name and phone the viewer may see (the other party of a job). */
  partyOf?: ReadonlySet<string>;
}

/**
 * How one person appears to others, loaded in one query for many: first name, avatar, rating
 * (as a professional or as an owner), verified badge. The last name and the phone only for
 * the other party of an assigned job (PRODUCT.md, "Rules that protect users").
 */
export async function loadPeople(
  db: Executor,
  ids: string[],
  options: PersonOptions = {},
): Promise<Map<string, PersonCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ p: profiles, fwp: fieldWorkerProfiles })
    .from(profiles)
    .leftJoin(fieldWorkerProfiles, eq(fieldWorkerProfiles.profileId, profiles.id))
    .where(inArray(profiles.id, unique));
  const out = new Map<string, PersonCard>();
  for (const { p, fwp } of rows) out.set(p.id, personCardOf(p, fwp, options.partyOf?.has(p.id) ?? false));
  return out;
}

/**
 * One person's card from their profile row and professional row (when they have one), with the
 * last name and the phone only when the viewer is the other party of their job (`party`). The
 * one place that decides how a person appears; `loadPeople` and the task detail's joined read use it.
 */
export function personCardOf(
  p: typeof profiles.$inferSelect,
  fwp: typeof fieldWorkerProfiles.$inferSelect | null,
  party: boolean,
): PersonCard {
  const professional = p.role === 'professional';
  const avg = professional ? fwp?.ratingAvg : p.ownerRatingAvg;
  return {
    profileId: p.id,
    firstName: p.deletedAt ? 'Usuario eliminado' : p.firstName,
    lastName: party ? p.lastName : null,
    avatarUrl: avatarUrl(p.avatarImageId),
    ratingAvg: avg === null || avg === undefined ? null : Number(avg),
    ratingCount: (professional ? fwp?.ratingCount : p.ownerRatingCount) ?? 0,
    verified: p.verified,
    phone: party ? p.phone : null,
    completedCount: fwp?.completedCount ?? 0,
    headline: fwp?.headline ?? null,
  };
}

export async function loadPerson(db: Executor, id: string, options: PersonOptions = {}): Promise<PersonCard | null> {
  return (await loadPeople(db, [id], options)).get(id) ?? null;
}

/** The PersonDto part only (for schemas that do not carry the professional fields). */
export function asPerson(card: PersonCard): PersonDto {
  const { completedCount: _c, headline: _h, ...person } = card;
  return person;
}
