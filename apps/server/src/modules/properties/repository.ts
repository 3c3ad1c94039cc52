import { type Executor, properties, tasks } from '@faena/db';
import type { PropertyDto } from '@faena/shared/schemas';
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { imagesOf } from '../images';

export type PropertyRow = typeof properties.$inferSelect;

export async function findProperty(db: Executor, id: string): Promise<PropertyRow | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}

export async function countTasksByProperty(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ propertyId: tasks.propertyId, n: count() })
    .from(tasks)
    .where(inArray(tasks.propertyId, ids))
    .groupBy(tasks.propertyId);
  return new Map(rows.map((r) => [r.propertyId, Number(r.n)]));
}

export async function toPropertyDto(db: Executor, row: PropertyRow, taskCount?: number): Promise<PropertyDto> {
  const n = taskCount ?? (await countTasksByProperty(db, [row.id])).get(row.id) ?? 0;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    province: row.province,
    municipalityCode: row.municipalityCode,
    municipality: row.municipality,
    address: row.address,
    cadastralRef: row.cadastralRef,
    poligono: row.poligono,
    parcela: row.parcela,
    sizeHa: row.sizeHa === null ? null : Number(row.sizeHa),
    description: row.description,
    accessNotes: row.accessNotes,
    accessTrack: row.accessTrack as PropertyDto['accessTrack'],
    accessGate: row.accessGate as PropertyDto['accessGate'],
    accessKeys: row.accessKeys,
    needs4x4: row.needs4x4,
    point: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lon: row.longitude } : null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    taskCount: n,
    photos: await imagesOf(db, 'property', row.id),
  };
}

export async function listOwnerProperties(db: Executor, ownerId: string, archived: boolean): Promise<PropertyDto[]> {
  const rows = await db
    .select()
    .from(properties)
    .where(
      and(eq(properties.ownerId, ownerId), archived ? isNotNull(properties.archivedAt) : isNull(properties.archivedAt)),
    )
    .orderBy(desc(properties.createdAt));
  const counts = await countTasksByProperty(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(rows.map((row) => toPropertyDto(db, row, counts.get(row.id) ?? 0)));
}
