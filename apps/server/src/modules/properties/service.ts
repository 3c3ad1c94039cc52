import { type Database, properties, tasks } from '@faena/db';
import { m, ruralParcelOf, TASK_LIVE } from '@faena/shared';
import { municipalityByCode } from '@faena/shared/municipalities';
import type { zPropertyInput } from '@faena/shared/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import { attachImages } from '../images';
import { findProperty, type PropertyRow } from './repository';

type PropertyInput = z.output<typeof zPropertyInput>;

function municipalityOf(input: PropertyInput) {
  const municipality = municipalityByCode(input.municipalityCode);
  if (!municipality || municipality.province !== input.province) {
    throw invalid({ municipalityCode: m('Elige un municipio de la lista de la provincia.') });
  }
  return municipality;
}

/**
 * The columns of where and how to reach the finca. A rústica cadastral reference carries its
 * polígono and parcela: they are filled from it when the owner left them empty.
 */
function ruralFields(input: PropertyInput) {
  const fromRef = input.cadastralRef && !input.poligono && !input.parcela ? ruralParcelOf(input.cadastralRef) : null;
  return {
    address: input.address ?? null,
    cadastralRef: input.cadastralRef ?? null,
    poligono: input.poligono ?? fromRef?.poligono ?? null,
    parcela: input.parcela ?? fromRef?.parcela ?? null,
    sizeHa: input.sizeHa ?? null,
    description: input.description ?? null,
    accessNotes: input.accessNotes ?? null,
    accessTrack: input.accessTrack ?? null,
    accessGate: input.accessGate ?? null,
    accessKeys: input.accessKeys ?? null,
    needs4x4: input.needs4x4,
    // Left out, the point stays as it is (a form without the map); null takes it away.
    ...(input.point !== undefined && {
      latitude: input.point?.lat ?? null,
      longitude: input.point?.lon ?? null,
    }),
  };
}

/** The property of this owner, or 404 for anyone else (its existence is not revealed). */
export async function ownedProperty(db: Database, actor: Actor, id: string): Promise<PropertyRow> {
  const row = await findProperty(db, id);
  if (!row || row.ownerId !== actor.profileId) throw notFound();
  return row;
}

export function assertOwnerRole(actor: Actor) {
  if (actor.role !== 'property_owner') {
    throw new AppError('FORBIDDEN', m('Solo los propietarios pueden registrar propiedades y publicar tareas.'));
  }
}

export async function createProperty(db: Database, actor: Actor, input: PropertyInput): Promise<PropertyRow> {
  assertOwnerRole(actor);
  const municipality = municipalityOf(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(properties)
      .values({
        ownerId: actor.profileId,
        name: input.name,
        kind: input.kind,
        province: input.province,
        municipalityCode: municipality.code,
        municipality: municipality.name,
        ...ruralFields(input),
      })
      .returning();
    if (!row) throw new Error('propiedad no creada');
    await attachImages(tx, {
      actorProfileId: actor.profileId,
      purpose: 'property',
      targetId: row.id,
      imageIds: input.photoIds,
    });
    return row;
  });
}

export async function updateProperty(
  db: Database,
  actor: Actor,
  id: string,
  input: PropertyInput,
): Promise<PropertyRow> {
  const current = await ownedProperty(db, actor, id);
  const municipality = municipalityOf(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(properties)
      .set({
        name: input.name,
        kind: input.kind,
        province: input.province,
        municipalityCode: municipality.code,
        municipality: municipality.name,
        ...ruralFields(input),
        updatedAt: new Date(),
      })
      .where(eq(properties.id, current.id))
      .returning();
    if (!row) throw notFound();
    // Tasks copy the place so browsing filters one table; keep the copies in step.
    await tx
      .update(tasks)
      .set({ province: row.province, municipality: row.municipality, updatedAt: new Date() })
      .where(eq(tasks.propertyId, row.id));
    await attachImages(tx, {
      actorProfileId: actor.profileId,
      purpose: 'property',
      targetId: row.id,
      imageIds: input.photoIds,
    });
    return row;
  });
}

export async function archiveProperty(db: Database, actor: Actor, id: string): Promise<PropertyRow> {
  const current = await ownedProperty(db, actor, id);
  if (current.archivedAt) return current;
  const [active] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.propertyId, id), inArray(tasks.status, [...TASK_LIVE])))
    .limit(1);
  if (active) {
    throw conflict(m('Esta propiedad tiene tareas en marcha. Cancélalas o espera a que terminen antes de archivarla.'));
  }
  const [row] = await db
    .update(properties)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(eq(properties.id, id))
    .returning();
  return row ?? current;
}

export async function restoreProperty(db: Database, actor: Actor, id: string): Promise<PropertyRow> {
  const current = await ownedProperty(db, actor, id);
  const [row] = await db
    .update(properties)
    .set({ archivedAt: null, updatedAt: new Date() })
    .where(eq(properties.id, current.id))
    .returning();
  return row ?? current;
}

/** Deletes a property without tasks; one with tasks can only be archived. */
export async function deleteProperty(db: Database, actor: Actor, id: string): Promise<void> {
  const current = await ownedProperty(db, actor, id);
  await db.transaction(async (tx) => {
    const [withTask] = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.propertyId, current.id)).limit(1);
    if (withTask) throw conflict(m('Esta propiedad tiene tareas: archívala en lugar de borrarla.'));
    await attachImages(tx, {
      actorProfileId: actor.profileId,
      purpose: 'property',
      targetId: current.id,
      imageIds: [],
    });
    await tx.delete(properties).where(eq(properties.id, current.id));
  });
}
