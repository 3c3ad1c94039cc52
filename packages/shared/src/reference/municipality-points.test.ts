import { describe, expect, it } from 'vitest';
import { haversineKm } from '../geo';
import { MUNICIPALITY_COUNT, municipalitiesOf, municipalityByCode } from './municipalities';
import {
  borrowedPointOf,
  MUNICIPALITY_POINT_CODES,
  MUNICIPALITY_POINTS_ATTRIBUTION,
  municipalityDistanceKm,
  municipalityPoint,
} from './municipality-points';
import { PROVINCES } from './provinces';

/** Spain's parts as boxes of latitude and longitude, a little wider than the land. */
const BOXES = {
  peninsula: { lat: [35.9, 43.85], lon: [-9.35, 3.35] },
  balearics: { lat: [38.6, 40.1], lon: [1.15, 4.35] },
  canaries: { lat: [27.6, 29.45], lon: [-18.2, -13.4] },
  ceuta: { lat: [35.86, 35.92], lon: [-5.39, -5.27] },
  melilla: { lat: [35.26, 35.32], lon: [-2.97, -2.92] },
} as const;

function boxOf(province: string): keyof typeof BOXES {
  if (province === '07') return 'balearics';
  if (province === '35' || province === '38') return 'canaries';
  if (province === '51') return 'ceuta';
  if (province === '52') return 'melilla';
  return 'peninsula';
}

describe('municipality points', () => {
  it('gives every municipality of Faena a point inside its own part of Spain, and no other code one', () => {
    const outside: string[] = [];
    let checked = 0;
    for (const province of PROVINCES) {
      const box = BOXES[boxOf(province.code)];
      for (const m of municipalitiesOf(province.code)) {
        const p = municipalityPoint(m.code);
        checked++;
        const inside = p && p.lat >= box.lat[0] && p.lat <= box.lat[1] && p.lon >= box.lon[0] && p.lon <= box.lon[1];
        if (!inside) outside.push(`${m.code} ${m.name}: ${p ? `${p.lat}, ${p.lon}` : 'sin punto'}`);
      }
    }
    expect(outside).toEqual([]);
    expect(checked).toBe(MUNICIPALITY_COUNT);
    expect(MUNICIPALITY_POINT_CODES).toHaveLength(MUNICIPALITY_COUNT);
    expect(MUNICIPALITY_POINT_CODES.filter((code) => !municipalityByCode(code))).toEqual([]);
  });

  it('flags the one borrowed point: Usansolo, newer than CNIG’s file, has Galdakao’s', () => {
    expect(MUNICIPALITY_POINT_CODES.filter((code) => borrowedPointOf(code))).toEqual(['48916']);
    expect(borrowedPointOf('48916')).toBe('48036');
    expect(municipalityPoint('48916')).toEqual(municipalityPoint('48036'));
    expect(borrowedPointOf('23092')).toBeUndefined();
  });

  it('measures known distances between municipalities', () => {
    // Jaén – Úbeda: about 46 km as the crow flies between the two towns (about 57 km by road).
    expect(municipalityDistanceKm('23050', '23092')).toBeCloseTo(45.9, 0);
    // Madrid – Barcelona: about 505 km between the centres; CNIG's Madrid point is 1.7 km south-east of Sol.
    expect(municipalityDistanceKm('28079', '08019')).toBeGreaterThan(500);
    expect(municipalityDistanceKm('28079', '08019')).toBeLessThan(510);
    expect(haversineKm(municipalityPoint('28079')!, { lat: 40.4168, lon: -3.7038 })).toBeLessThan(2);
    // Across a province border: Madrid – Toledo, about 68 km from Sol to Zocodover.
    expect(municipalityDistanceKm('28079', '45168')).toBeCloseTo(
      haversineKm({ lat: 40.4168, lon: -3.7038 }, { lat: 39.8589, lon: -4.0226 }),
      0,
    );
    expect(municipalityDistanceKm('23092', 'nope')).toBeUndefined();
  });

  it('carries the CC BY 4.0 credit of CNIG', () => {
    expect(MUNICIPALITY_POINTS_ATTRIBUTION).toMatch(
      /^Obra derivada de Nomenclátor Geográfico de Municipios y Entidades de Población \d{4} CC BY 4\.0 ign\.es$/,
    );
  });
});
