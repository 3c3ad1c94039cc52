import { type Executor, fieldWorkerProfiles as fwp, profiles } from '@faena/db';
import type { GeoPoint, Language } from '@faena/shared';
import { m } from '@faena/shared';
import type { ProfessionalPage, ProfessionalQuery, ProfessionalSort } from '@faena/shared/schemas';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { earthOf, kmOf, metresBetween, withinMetres } from '../../lib/distance';
import { invalid } from '../../lib/errors';
import { cursorValue, decodeCursor, exactTime, pageOf } from '../../lib/keyset';
import { searchTsQuery } from '../../lib/text-search';
import { avatarUrl } from '../people';
import { lastInitial } from './service';

/**
 * The text search: every word the person typed must match, in Spanish (stemmed, accents
 * ignored through `faena_es`) and as a prefix of a stem, so "poda" finds "podador" and
 * "podas", "jose" finds "José" and a half-typed name still finds its person. Only letters and
 * digits reach to_tsquery, so its syntax cannot be abused. Null when nothing searchable is left.
 */
export function professionalTsQuery(q: string | undefined): string | null {
  const words = (q ?? '').normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');
}

/**
 * Where a professional may appear: active, not deleted, and serving at least one province — or,
 * given one, serving that province. The two are not written together: PostgreSQL cannot tell that
 * serving Jaén implies serving some province, and `cardinality(…) > 0` (the predicate of the
 * order indexes) made it read every listed professional's entry in one of them as a third
 * bitmap beside the province and the category: 6.5 → 3.4 ms at 25,000 professionals
 * (docs/performance.md, growth).
 */
export function listedProfessional(province?: string): SQL[] {
  return [
    eq(profiles.role, 'professional'),
    isNull(profiles.suspendedAt),
    isNull(profiles.deletedAt),
    province
      ? sql`${fwp.serviceProvinces} @> array[${province}]::text[]`
      : sql`cardinality(${fwp.serviceProvinces}) > 0`,
  ];
}

const ratingKey = sql`coalesce(${fwp.ratingAvg}, 0)`;

/**
 * Find professionals: listed professionals filtered by province served, category offered,
 * minimum rating and verification, searched in Castellano and in the searcher's language, in a stable order with keyset
 * pagination (a cursor of the last row's sort values and id). Each order walks its own
 * partial index (see the field_worker_profiles schema).
 */
export async function searchProfessionals(
  db: Executor,
  query: ProfessionalQuery,
  from: GeoPoint | null,
  language: Language = 'es',
): Promise<ProfessionalPage> {
  const sort: ProfessionalSort = query.sort ?? 'rating';
  if (!from && (sort === 'nearest' || query.radiusKm)) {
    throw invalid({ propertyId: m('Elige una propiedad o un municipio desde el que medir la distancia.') });
  }
  const limit = query.limit ?? 20;
  const where = listedProfessional(query.province);
  const origin = from && earthOf(from.lat, from.lon);
  const chord = origin && sql<number>`(${fwp.earthPoint} <-> ${origin})`;
  const metres = origin && metresBetween(fwp.earthPoint, origin);
  if (origin && query.radiusKm) where.push(withinMetres(fwp.earthPoint, origin, sql`${query.radiusKm * 1000}::float8`));
  if (sort === 'nearest') where.push(sql`${fwp.earthPoint} is not null`);
  if (query.category) where.push(sql`${fwp.categories} @> array[${query.category}]::text[]`);
  if (query.minRating !== undefined) where.push(sql`${fwp.ratingAvg} >= ${query.minRating}`);
  if (query.verified) where.push(eq(profiles.verified, true));
  const text = professionalTsQuery(query.q);
  if (text)
    where.push(sql`${fwp.searchVector} @@ ${searchTsQuery(language, (config) => sql`to_tsquery(${config}, ${text})`)}`);

  // Orders written exactly as the indexes are, so the planner walks them.
  const order: SQL[] =
    sort === 'rating'
      ? [sql`${ratingKey} desc`, sql`${fwp.ratingCount} desc nulls last`, sql`${fwp.profileId} desc nulls last`]
      : sort === 'completed'
        ? [sql`${fwp.completedCount} desc nulls last`, sql`${fwp.profileId} desc nulls last`]
        : sort === 'nearest' && chord
          ? [sql`${chord} asc`] // the GiST index's order; points never coincide (tasks/browse.ts)
          : [sql`${fwp.createdAt} desc nulls last`, sql`${fwp.profileId} desc nulls last`];

  if (query.cursor) {
    const { uuid, count: isCount, time, between } = cursorValue;
    if (sort === 'rating') {
      const [avg, count, id] = decodeCursor<[number, number, string]>(query.cursor, [between(0, 5), isCount, uuid]);
      where.push(
        sql`(${ratingKey}, ${fwp.ratingCount}, ${fwp.profileId}) < (${avg}::numeric, ${count}::int, ${id}::uuid)`,
      );
    } else if (sort === 'completed') {
      const [count, id] = decodeCursor<[number, string]>(query.cursor, [isCount, uuid]);
      where.push(sql`(${fwp.completedCount}, ${fwp.profileId}) < (${count}::int, ${id}::uuid)`);
    } else if (sort === 'nearest') {
      const [d, id] = decodeCursor<[number, string]>(query.cursor, [between(0, 2 * 6_400_000), uuid]);
      where.push(sql`(${chord}, ${fwp.profileId}) > (${d}::float8, ${id}::uuid)`);
    } else {
      const [at, id] = decodeCursor<[string, string]>(query.cursor, [time, uuid]);
      where.push(sql`(${fwp.createdAt}, ${fwp.profileId}) < (${at}::timestamptz, ${id}::uuid)`);
    }
  }

  const rows = await db
    .select({
      profileId: fwp.profileId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarImageId: profiles.avatarImageId,
      verified: profiles.verified,
      headline: fwp.headline,
      categories: fwp.categories,
      serviceProvinces: fwp.serviceProvinces,
      hourlyRateCents: fwp.hourlyRateCents,
      ratingAvg: fwp.ratingAvg,
      ratingCount: fwp.ratingCount,
      completedCount: fwp.completedCount,
      travelRadiusKm: fwp.travelRadiusKm,
      createdAtExact: exactTime(fwp.createdAt),
      distanceM: metres ?? sql<null>`null::float8`,
      chord: chord ?? sql<null>`null::float8`,
    })
    .from(fwp)
    .innerJoin(profiles, eq(profiles.id, fwp.profileId))
    .where(and(...where))
    .orderBy(...order)
    .limit(limit + 1);

  const { page, nextCursor } = pageOf(rows, limit, (last) =>
    sort === 'rating'
      ? [last.ratingAvg ?? 0, last.ratingCount, last.profileId]
      : sort === 'completed'
        ? [last.completedCount, last.profileId]
        : sort === 'nearest'
          ? [last.chord === null ? 0 : Number(last.chord), last.profileId]
          : [last.createdAtExact, last.profileId],
  );
  return {
    items: page.map((r) => ({
      profileId: r.profileId,
      firstName: r.firstName,
      lastInitial: lastInitial(r.lastName),
      avatarUrl: avatarUrl(r.avatarImageId),
      verified: r.verified,
      headline: r.headline,
      categories: r.categories,
      serviceProvinces: r.serviceProvinces,
      hourlyRateCents: r.hourlyRateCents,
      ratingAvg: r.ratingAvg === null ? null : Number(r.ratingAvg),
      ratingCount: r.ratingCount,
      completedCount: r.completedCount,
      travelRadiusKm: r.travelRadiusKm,
      distanceKm: kmOf(r.distanceM === null ? null : Number(r.distanceM)),
    })),
    nextCursor,
  };
}
