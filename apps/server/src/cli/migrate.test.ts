import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from '@faena/db';
import { afterEach, describe, expect, it } from 'vitest';
import { type FreshStore, freshStore } from '../../test/fresh-store';

/**
 * `npm run migrate` (src/cli/migrate.ts, run from source as in a development checkout): once on
 * a fresh database, then nothing; on PostgreSQL two at once share the start's advisory lock; on
 * the embedded database it refuses a folder a server holds. The built command with production
 * dependencies only is checked by scripts/check-release.mjs in .ci/run.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const POSTGRES_PASS = Boolean(process.env.DATABASE_URL);
const JOURNAL = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function store(): Promise<FreshStore> {
  const fresh = await freshStore('migrate');
  cleanups.push(() => fresh.remove());
  return fresh;
}

function migrate(target: FreshStore): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
  };
  if (!target.databaseUrl) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/cli/migrate.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run migrate', () => {
  it('applies every migration once, then finds nothing to do', async () => {
    const target = await store();
    const first = await migrate(target);
    expect(first.output).toContain(`${JOURNAL.entries.length} nuevas, ${JOURNAL.entries.length} en total`);
    expect(first.code).toBe(0);
    const second = await migrate(target);
    expect(second.output).toContain(`ya estaba al día`);
    expect(second.code).toBe(0);
  }, 120_000);

  it.runIf(POSTGRES_PASS)(
    'two at once on PostgreSQL: one migrates, the other waits for the lock and finds none',
    async () => {
      const target = await store();
      const both = await Promise.all([migrate(target), migrate(target)]);
      expect(both.map((r) => r.code)).toEqual([0, 0]);
      const outputs = both.map((r) => r.output).sort();
      expect(outputs.filter((o) => o.includes(`${JOURNAL.entries.length} nuevas`))).toHaveLength(1);
      expect(outputs.filter((o) => o.includes('ya estaba al día'))).toHaveLength(1);
    },
    120_000,
  );

  it.skipIf(POSTGRES_PASS)(
    'refuses an embedded data folder a server holds, says why, and creates nothing',
    async () => {
      const target = await store();
      const release = acquireDataDirLock(target.dataDir, path.join(target.dataDir, 'pgdata'));
      cleanups.push(release);
      const result = await migrate(target);
      expect(result.code).toBe(1);
      expect(result.output).toContain('detén el servidor, ejecuta «npm run migrate»');
      expect(fs.existsSync(path.join(target.dataDir, 'pgdata'))).toBe(false);
    },
    60_000,
  );
});
