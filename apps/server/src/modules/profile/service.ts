import { type Executor, profiles } from '@faena/db';
import type { zProfileUpdate } from '@faena/shared/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';

/** Saves the actor's own details: their name always, phone and location when sent. */
export async function updateProfile(db: Executor, actor: Actor, body: z.output<typeof zProfileUpdate>): Promise<void> {
  await db
    .update(profiles)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.locationProvince !== undefined ? { locationProvince: body.locationProvince } : {}),
      ...(body.locationMunicipality !== undefined ? { locationMunicipality: body.locationMunicipality } : {}),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, actor.profileId));
}
