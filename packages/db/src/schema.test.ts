import { PROVINCES, TASK_CATEGORIES } from '@faena/shared';
import { MUNICIPALITY_POINT_CODES, municipalityPoint } from '@faena/shared/municipality-points';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { queryRows } from './client';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('migrations', () => {
  it('keep the search labels equal to the shared reference data', async () => {
    const rows = await queryRows<{ kind: string; slug: string; label: string }>(
      db.handle.db,
      sql`select kind, slug, label from search_labels order by kind, slug`,
    );
    const categories = Object.fromEntries(rows.filter((r) => r.kind === 'category').map((r) => [r.slug, r.label]));
    const provinces = Object.fromEntries(rows.filter((r) => r.kind === 'province').map((r) => [r.slug, r.label]));
    expect(categories).toEqual(TASK_CATEGORIES);
    expect(provinces).toEqual(Object.fromEntries(PROVINCES.map((p) => [p.code, p.name])));
  });

  it('give Spanish search that ignores accents and word endings', async () => {
    const [row] = await queryRows<{ match: boolean; province: boolean }>(
      db.handle.db,
      sql`select to_tsvector('faena_es', 'Podar los olivos en Cáceres') @@ plainto_tsquery('faena_es', 'poda olivo') as match,
                 to_tsvector('faena_es', 'Cáceres') @@ plainto_tsquery('faena_es', 'caceres') as province`,
    );
    expect(row).toEqual({ match: true, province: true });
  });

  it('keep the municipality points equal to the shared file', async () => {
    const rows = await queryRows<{ code: string; latitude: number; longitude: number }>(
      db.handle.db,
      sql`select code, latitude, longitude from municipality_points order by code`,
    );
    expect(rows.map((r) => r.code)).toEqual(MUNICIPALITY_POINT_CODES);
    for (const row of rows) {
      expect({ lat: row.latitude, lon: row.longitude }, row.code).toEqual(municipalityPoint(row.code));
    }
  });

  it('measure on the Earth with earthdistance (Jaén–Úbeda ≈ 46 km)', async () => {
    const [row] = await queryRows<{ km: number }>(
      db.handle.db,
      sql`select earth_distance(ll_to_earth(a.latitude, a.longitude), ll_to_earth(b.latitude, b.longitude)) / 1000 as km
            from municipality_points a, municipality_points b where a.code = '23050' and b.code = '23092'`,
    );
    expect(row?.km).toBeGreaterThan(40);
    expect(row?.km).toBeLessThan(52);
  });
});
