import { type Database, type Executor, images, portfolioItems } from '@faena/db';
import { m, todayIn } from '@faena/shared';
import {
  MAX_PORTFOLIO_ITEMS,
  type PortfolioItemDto,
  type UploadedImage,
  type zPortfolioItemInput,
} from '@faena/shared/schemas';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import { attachImages, deleteImagesOf, toUploadedImage } from '../images';
import { assertProfessionalRole } from '../profile';

type PortfolioRow = typeof portfolioItems.$inferSelect;
type PortfolioInput = z.output<typeof zPortfolioItemInput>;

const ONLY_PROFESSIONALS = m('Solo los profesionales tienen portafolio.');

function assertDoneOn(doneOn: string | null | undefined) {
  // Madrid's today is the latest in Spain (the Canaries are an hour behind).
  if (doneOn && doneOn > todayIn('Europe/Madrid'))
    throw invalid({ doneOn: m('La fecha del trabajo no puede ser posterior a hoy.') });
}

/** The item of this professional, or 404 for anyone else (its existence is not revealed). */
async function ownedItem(db: Executor, actor: Actor, id: string): Promise<PortfolioRow> {
  const [row] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
  if (!row || row.professionalId !== actor.profileId) throw notFound();
  return row;
}

/** Photos of many portfolio items in one query, each list in display order. */
async function photosOf(db: Executor, itemIds: string[]): Promise<Map<string, UploadedImage[]>> {
  const out = new Map<string, UploadedImage[]>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .select({ id: images.id, width: images.width, height: images.height, attachedTo: images.attachedTo })
    .from(images)
    .where(and(eq(images.purpose, 'portfolio'), inArray(images.attachedTo, itemIds)))
    .orderBy(asc(images.position));
  for (const row of rows) {
    if (!row.attachedTo) continue;
    const list = out.get(row.attachedTo) ?? [];
    list.push(toUploadedImage(row));
    out.set(row.attachedTo, list);
  }
  return out;
}

async function toDtos(db: Executor, rows: PortfolioRow[]): Promise<PortfolioItemDto[]> {
  const photos = await photosOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    doneOn: r.doneOn,
    photos: photos.get(r.id) ?? [],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A professional's portfolio, newest work first (by the date it was done, then when it was added). */
export async function portfolioOf(db: Executor, professionalId: string): Promise<PortfolioItemDto[]> {
  const rows = await db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.professionalId, professionalId))
    .orderBy(sql`${portfolioItems.doneOn} desc nulls last`, desc(portfolioItems.createdAt), desc(portfolioItems.id));
  return toDtos(db, rows);
}

export async function myPortfolio(db: Executor, actor: Actor): Promise<PortfolioItemDto[]> {
  assertProfessionalRole(actor, ONLY_PROFESSIONALS);
  return portfolioOf(db, actor.profileId);
}

export async function createPortfolioItem(
  db: Database,
  actor: Actor,
  input: PortfolioInput,
): Promise<PortfolioItemDto> {
  assertProfessionalRole(actor, ONLY_PROFESSIONALS);
  assertDoneOn(input.doneOn);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(portfolioItems)
    .where(eq(portfolioItems.professionalId, actor.profileId));
  if (n >= MAX_PORTFOLIO_ITEMS) {
    throw conflict(
      m('Puedes tener como máximo {max} trabajos en tu portafolio. Borra alguno antiguo.', {
        max: MAX_PORTFOLIO_ITEMS,
      }),
    );
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(portfolioItems)
      .values({
        professionalId: actor.profileId,
        title: input.title,
        description: input.description ?? null,
        category: input.category ?? null,
        doneOn: input.doneOn ?? null,
      })
      .returning();
    if (!created) throw new Error('trabajo del portafolio no creado');
    await attachImages(tx, {
      actorProfileId: actor.profileId,
      purpose: 'portfolio',
      targetId: created.id,
      imageIds: input.photoIds,
    });
    return created;
  });
  const [dto] = await toDtos(db, [row]);
  if (!dto) throw new AppError('INTERNAL');
  return dto;
}

export async function updatePortfolioItem(
  db: Database,
  actor: Actor,
  id: string,
  input: PortfolioInput,
): Promise<PortfolioItemDto> {
  await ownedItem(db, actor, id);
  assertDoneOn(input.doneOn);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(portfolioItems)
      .set({
        title: input.title,
        description: input.description ?? null,
        category: input.category ?? null,
        doneOn: input.doneOn ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(portfolioItems.id, id), eq(portfolioItems.professionalId, actor.profileId)))
      .returning();
    if (!updated) throw notFound();
    await attachImages(tx, {
      actorProfileId: actor.profileId,
      purpose: 'portfolio',
      targetId: id,
      imageIds: input.photoIds,
    });
    return updated;
  });
  const [dto] = await toDtos(db, [row]);
  if (!dto) throw new AppError('INTERNAL');
  return dto;
}

/** Deletes an item and its photos (rows now, files after commit). */
export async function deletePortfolioItem(db: Database, actor: Actor, id: string): Promise<void> {
  await ownedItem(db, actor, id);
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(portfolioItems)
      .where(and(eq(portfolioItems.id, id), eq(portfolioItems.professionalId, actor.profileId)))
      .returning({ id: portfolioItems.id });
    if (gone.length === 0) throw notFound();
    await deleteImagesOf(tx, 'portfolio', id);
  });
}
