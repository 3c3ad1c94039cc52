import data from '../../data/municipality-points.json';
import { type GeoPoint, haversineKm } from '../geo';

// About 266 kB of JSON (75 kB gzip): the server imports it; the web only ever through a dynamic
// import() on a screen that measures distance, never in the first download of '/'.
// Made by tools/geo/import-cnig-municipalities.ts; where it comes from: docs/third-party-data.md.
const POINTS = new Map(Object.entries(data.points as Record<string, number[]>));
const BORROWED = new Map(Object.entries(data.borrowed as Record<string, string>));

/**
 * The credit CNIG's licence (CC BY 4.0) asks for, to show wherever these points reach a user
 * (a distance, a map).
 */
export const MUNICIPALITY_POINTS_ATTRIBUTION: string = data.attribution;

/**
 * A municipality's point (INE code): CNIG's point for it, the place of its capital (main
 * settlement), to about 11 m. A municipality newer than CNIG's file has the point of the one it was
 * split from: see borrowedPointOf.
 */
export function municipalityPoint(code: string | null | undefined): GeoPoint | undefined {
  const point = code ? POINTS.get(code) : undefined;
  return point ? { lat: point[0]!, lon: point[1]! } : undefined;
}

/** The code whose point a municipality borrows (48916 Usansolo → 48036 Galdakao), if it does. */
export function borrowedPointOf(code: string): string | undefined {
  return BORROWED.get(code);
}

/** The straight-line distance in km between two municipalities' points, if both are known. */
export function municipalityDistanceKm(a: string, b: string): number | undefined {
  const [pa, pb] = [municipalityPoint(a), municipalityPoint(b)];
  return pa && pb ? haversineKm(pa, pb) : undefined;
}

/** Every code with a point, sorted (for checks). */
export const MUNICIPALITY_POINT_CODES: readonly string[] = [...POINTS.keys()].sort();
