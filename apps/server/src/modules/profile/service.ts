import { type Executor, profiles } from '@faena/db';
import type { Language } from '@faena/shared';
import { m } from '@faena/shared';
import { municipalityByCode } from '@faena/shared/municipalities';
import type { zProfileUpdate } from '@faena/shared/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { invalid } from '../../lib/errors';

/**
 * The municipality picked from the list: its INE code (a professional's base for distances)
 * and its name from INE's list, within the province sent with it. A typed name alone keeps no code.
 */
function municipalityFields(body: z.output<typeof zProfileUpdate>) {
  if (body.locationMunicipalityCode === undefined) {
    return body.locationMunicipality !== undefined ? { locationMunicipality: body.locationMunicipality } : {};
  }
  if (body.locationMunicipalityCode === null) {
    return { locationMunicipalityCode: null, locationMunicipality: body.locationMunicipality ?? null };
  }
  const municipality = municipalityByCode(body.locationMunicipalityCode);
  if (!municipality || (body.locationProvince && municipality.province !== body.locationProvince)) {
    throw invalid({ locationMunicipalityCode: m('Elige un municipio de la lista de la provincia.') });
  }
  return {
    locationMunicipalityCode: municipality.code,
    locationMunicipality: municipality.name,
    locationProvince: municipality.province,
  };
}

/** Saves the actor's own details: their name always, phone and location when sent. */
export async function updateProfile(db: Executor, actor: Actor, body: z.output<typeof zProfileUpdate>): Promise<void> {
  await db
    .update(profiles)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.locationProvince !== undefined ? { locationProvince: body.locationProvince } : {}),
      ...municipalityFields(body),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, actor.profileId));
}

/** 'Idioma': the account's language, for its screens on every device, its e-mails and notifications. */
export async function setLanguage(db: Executor, actor: Actor, language: Language): Promise<void> {
  await db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.id, actor.profileId));
}
