import { jobs } from '@faena/db';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { enqueueJob } from './queue';
import { backoffMs, JobWorker } from './worker';

// pino's own silent logger: what the worker logs is not looked at here.
const silent = pino({ level: 'silent' });

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('the job worker', () => {
  it('runs a due job once and leaves a future one for later', async () => {
    const seen: string[] = [];
    const worker = new JobWorker(db.handle, silent).register('prueba.registrar', async (payload) => {
      seen.push(String(payload.valor));
    });
    const now = new Date();
    // Due exactly at `now`: the default (the time of enqueueing) can fall a millisecond
    // after `now` on a slower database, and the job would not yet be due.
    await enqueueJob(db.handle.db, { kind: 'prueba.registrar', payload: { valor: 'ahora' }, runAt: now });
    await enqueueJob(db.handle.db, {
      kind: 'prueba.registrar',
      payload: { valor: 'luego' },
      runAt: new Date(now.getTime() + 7 * 86_400_000),
    });
    expect(await worker.drain(now)).toBe(1);
    expect(seen).toEqual(['ahora']);
    expect(await worker.drain(new Date(now.getTime() + 8 * 86_400_000))).toBe(1);
    expect(seen).toEqual(['ahora', 'luego']);
  });

  it('ignores a second job with the same key while the first is pending', async () => {
    await enqueueJob(db.handle.db, {
      kind: 'prueba.clave',
      dedupeKey: 'oferta:1',
      runAt: new Date(Date.now() + 60_000),
    });
    await enqueueJob(db.handle.db, {
      kind: 'prueba.clave',
      dedupeKey: 'oferta:1',
      runAt: new Date(Date.now() + 60_000),
    });
    const rows = await db.handle.db.select().from(jobs).where(eq(jobs.dedupeKey, 'oferta:1'));
    expect(rows).toHaveLength(1);
  });

  it('retries a failing job with backoff and gives up after its attempts', async () => {
    let calls = 0;
    const worker = new JobWorker(db.handle, silent).register('prueba.falla', async () => {
      calls += 1;
      throw new Error('fallo a propósito');
    });
    await enqueueJob(db.handle.db, { kind: 'prueba.falla', maxAttempts: 3 });
    let now = Date.now();
    for (let i = 0; i < 5; i++) {
      await worker.drain(new Date(now));
      now += 60 * 60_000;
    }
    expect(calls).toBe(3);
    const [row] = await db.handle.db.select().from(jobs).where(eq(jobs.kind, 'prueba.falla'));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'fallo a propósito' });
  });

  it('backs off exponentially up to 30 minutes', () => {
    expect(backoffMs(1)).toBeGreaterThanOrEqual(4_000);
    expect(backoffMs(1)).toBeLessThanOrEqual(6_000);
    expect(backoffMs(3)).toBeGreaterThanOrEqual(16_000);
    expect(backoffMs(30)).toBeLessThanOrEqual(36 * 60_000);
  });
});
