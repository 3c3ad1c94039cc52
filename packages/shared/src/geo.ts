import { translateComposed } from './formatting';
import { m } from './messages';
/** A point on the Earth in decimal degrees (WGS84 / ETRS89: the same to well under a metre in Spain). */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The Earth's mean radius (IUGG), in km: the sphere the great-circle distance is measured on. */
export const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

/**
 * The straight-line (great-circle) distance between two points in km, by the haversine formula on
 * a sphere of the Earth's mean radius: within about 0.5 % of the distance on the ellipsoid, which is
 * finer than a municipality's point. Roads are longer: this is "as the crow flies".
 */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How far a place is, as a card says it: 'a 23 km' (whole km), 'a menos de 1 km'. */
export function distanceText(km: number): string {
  return translateComposed(km < 1 ? m('a menos de 1 km') : m('a {km} km', { km: Math.round(km) }));
}
