import { type Executor, properties } from '@faena/db';
import type { GeoPoint } from '@faena/shared';
import { m } from '@faena/shared';
import { municipalityPoint } from '@faena/shared/municipality-points';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { invalid } from './errors';

/**
 * Where 'Distancia' measures from: the municipality chosen in the query (its INE code), else the
 * viewer's own base municipality ('Municipio' in /profile), else nowhere (no distances shown).
 */
export function distanceOrigin(baseMunicipalityCode: string | null, near: string | undefined): GeoPoint | null {
  if (near) return nearOrigin(near);
  return municipalityPoint(baseMunicipalityCode) ?? null;
}

/**
 * Find professionals' origin: one of the owner's own properties (its marked point, else its
 * municipality's), else a chosen municipality, else nowhere.
 */
export async function propertyOrigin(
  db: Executor,
  ownerProfileId: string,
  propertyId: string | undefined,
  near: string | undefined,
): Promise<GeoPoint | null> {
  if (!propertyId) return near ? nearOrigin(near) : null;
  const [row] = await db
    .select({ lat: properties.latitude, lon: properties.longitude, code: properties.municipalityCode })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.ownerId, ownerProfileId)));
  if (!row) throw invalid({ propertyId: m('Elige una de tus propiedades.') });
  const point = pointOf(row.lat, row.lon) ?? municipalityPoint(row.code);
  if (!point) throw invalid({ propertyId: m('Esa propiedad no tiene municipio: edítala y elige uno de la lista.') });
  return point;
}

function nearOrigin(near: string): GeoPoint {
  const point = municipalityPoint(near);
  if (!point) throw invalid({ near: m('Elige un municipio de la lista.') });
  return point;
}

/** A point from two nullable columns. */
export function pointOf(lat: number | null | undefined, lon: number | null | undefined): GeoPoint | null {
  return lat === null || lat === undefined || lon === null || lon === undefined ? null : { lat, lon };
}

/** Metres to km with two decimals (the web rounds once more to write 'a 23 km'; one decimal here made 21.45 a 22). */
export function kmOf(metres: number | null | undefined): number | null {
  return metres === null || metres === undefined ? null : Math.round(Number(metres) / 10) / 100;
}

/** earthdistance's point for a latitude and a longitude (values or placeholders). */
export function earthOf(lat: unknown, lon: unknown): SQL {
  return sql`ll_to_earth(${lat}::float8, ${lon}::float8)`;
}

/** The great-circle distance in metres between two earthdistance points. */
export function metresBetween(point: SQLWrapper, origin: SQLWrapper): SQL<number> {
  return sql<number>`earth_distance(${point}, ${origin})`;
}

/**
 * "Within `metres` of the origin", the one way every search writes it: the box around the origin
 * first (a GiST index on the point serves it), then the exact distance on the sphere, since the
 * box is larger than the circle.
 */
export function withinMetres(point: SQLWrapper, origin: SQLWrapper, metres: SQLWrapper): SQL {
  return sql`(earth_box(${origin}, ${metres}) @> ${point} and ${metresBetween(point, origin)} <= ${metres})`;
}
