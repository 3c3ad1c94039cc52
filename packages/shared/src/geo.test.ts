import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, type GeoPoint, haversineKm } from './geo';

// Well-known points, independent of the municipalities' data.
const PUERTA_DEL_SOL: GeoPoint = { lat: 40.4168, lon: -3.7038 };
const PLACA_DE_CATALUNYA: GeoPoint = { lat: 41.3874, lon: 2.1686 };

describe('haversineKm', () => {
  it('gives the well-known Madrid–Barcelona straight line, about 505 km', () => {
    expect(haversineKm(PUERTA_DEL_SOL, PLACA_DE_CATALUNYA)).toBeCloseTo(505, 0);
  });

  it('is zero for one point and the same both ways', () => {
    expect(haversineKm(PUERTA_DEL_SOL, PUERTA_DEL_SOL)).toBe(0);
    expect(haversineKm(PLACA_DE_CATALUNYA, PUERTA_DEL_SOL)).toBe(haversineKm(PUERTA_DEL_SOL, PLACA_DE_CATALUNYA));
  });

  it('measures on a sphere of the mean radius: a quarter meridian, a degree of the equator, the antipode', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 90, lon: 0 })).toBeCloseTo((Math.PI / 2) * EARTH_RADIUS_KM, 6);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.195, 3);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it('crosses the Greenwich meridian and the Canaries’ longitudes without a sign slip', () => {
    // Las Palmas de Gran Canaria – Santa Cruz de Tenerife: about 92 km across the water.
    const lasPalmas = { lat: 28.0994, lon: -15.4134 };
    const santaCruz = { lat: 28.4682, lon: -16.2546 };
    expect(haversineKm(lasPalmas, santaCruz)).toBeGreaterThan(90);
    expect(haversineKm(lasPalmas, santaCruz)).toBeLessThan(95);
    // A kilometre east and west of Greenwich at Castellón's latitude: 2 × 1 km.
    const km = 1 / (111.195 * Math.cos(40 * (Math.PI / 180)));
    expect(haversineKm({ lat: 40, lon: -km }, { lat: 40, lon: km })).toBeCloseTo(2, 2);
  });
});
