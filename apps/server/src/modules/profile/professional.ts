import { type Database, fieldWorkerProfiles, profiles } from '@faena/db';
import { type Msg, m } from '@faena/shared';
import type { zAvatarInput, zProfessionalProfileInput } from '@faena/shared/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { attachImages } from '../images';

type ProfessionalProfileInput = z.output<typeof zProfessionalProfileInput>;

/** Only professionals keep a professional profile and a portfolio (an owner gets a 403 that says so). */
export function assertProfessionalRole(
  actor: Actor,
  message: string | Msg = m('Solo los profesionales tienen perfil profesional.'),
) {
  if (actor.role !== 'professional') throw new AppError('FORBIDDEN', message);
}

/**
 * A professional edits their own `field_worker_profiles` row (never anyone else's: the row is
 * found by the actor's profile). The search vector follows by trigger (migration 0003).
 */
export async function updateProfessionalProfile(
  db: Database,
  actor: Actor,
  input: ProfessionalProfileInput,
): Promise<void> {
  assertProfessionalRole(actor);
  const values = {
    headline: input.headline,
    bio: input.bio ?? null,
    categories: input.categories,
    serviceProvinces: input.serviceProvinces,
    travelRadiusKm: input.travelRadiusKm ?? null,
    hourlyRateCents: input.hourlyRateCents ?? null,
    yearsExperience: input.yearsExperience ?? null,
    availability: input.availability ?? null,
    ...(input.publicPage === undefined ? {} : { publicPage: input.publicPage }),
    updatedAt: new Date(),
  };
  // A professional account always has its row (sign-up writes it); this also mends one that lacks it.
  await db
    .insert(fieldWorkerProfiles)
    .values({ profileId: actor.profileId, ...values })
    .onConflictDoUpdate({ target: fieldWorkerProfiles.profileId, set: values });
}

/**
 * Sets or removes the profile photo of any user: the upload (purpose 'avatar') is attached to
 * the profile through the shared pipeline — which deletes the photo it replaces, files after
 * commit — and `profiles.avatar_image_id` points at it, in one transaction.
 */
export async function setAvatar(db: Database, actor: Actor, input: z.output<typeof zAvatarInput>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await attachImages(tx, {
        actorProfileId: actor.profileId,
        purpose: 'avatar',
        targetId: actor.profileId,
        imageIds: input.imageId ? [input.imageId] : [],
      });
      await tx
        .update(profiles)
        .set({ avatarImageId: input.imageId, updatedAt: new Date() })
        .where(eq(profiles.id, actor.profileId));
    });
  } catch (error) {
    // The pipeline names its field imageIds; this route's field is imageId.
    if (error instanceof AppError && error.fields?.imageIds) {
      throw new AppError('VALIDATION', error.message, { imageId: error.fields.imageIds });
    }
    throw error;
  }
}
