import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockHolder } from '@faena/db';
import { afterEach, expect, it } from 'vitest';
import { freePort } from '../../test/postgres-cluster';

/**
 * Two containers on one embedded data folder, each server being pid 1 of its own PID namespace
 * (docs/security.md): the second start must refuse while the first runs, whatever the pids say.
 * The unit tests of the lock are packages/db/src/lock.test.ts. The embedded database is what
 * this is about, so it runs in the embedded pass only, like the SIGKILL test (faults.test.ts).
 */
const POSTGRES_PASS = Boolean(process.env.DATABASE_URL);
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const canUnshare = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Contained {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/**
 * The real server (src/server.ts through tsx's loader) as pid 1 of a new PID namespace with its
 * own /proc, on the embedded database in dataDir. --kill-child: killing unshare kills the server.
 */
function serverInPidNamespace(port: number, dataDir: string): Contained {
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_SECRET: 'secreto-de-las-pruebas-de-fallos-0123456789',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(
    'unshare',
    [
      '--pid',
      '--fork',
      '--mount-proc',
      '--kill-child',
      process.execPath,
      '--import',
      'tsx',
      path.join(ROOT, 'apps/server/src/server.ts'),
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { child, exited, output: () => output };
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

it.skipIf(POSTGRES_PASS || !canUnshare)(
  `two real servers in separate PID namespaces (both pid 1) on one data folder: the second refuses with the Spanish message while the first runs${
    POSTGRES_PASS ? ' (skipped: embedded pass only)' : canUnshare ? '' : ' (skipped: unshare not permitted here)'
  }`,
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-contenedores-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const firstPort = await freePort(3600, 3619);
    const first = serverInPidNamespace(firstPort, dataDir);
    // Up to two minutes: a fresh embedded database migrates first.
    for (let i = 0; i < 600 && !(await healthy(firstPort)); i++) {
      if (first.child.exitCode !== null) throw new Error(`el primer servidor terminó al arrancar:\n${first.output()}`);
      await sleep(200);
    }
    expect(await healthy(firstPort), first.output()).toBe(true);
    // The first server sees itself as pid 1, as in a container.
    expect(lockHolder(dataDir)).toMatchObject({ pid: 1, hostname: os.hostname() });

    // Another port, so that only the data folder can stop it.
    const second = serverInPidNamespace(await freePort(firstPort + 1, 3619), dataDir);
    const code = await second.exited;
    expect(code, second.output()).not.toBe(0);
    expect(second.output()).toContain(
      `La base de datos integrada de ${dataDir} está en uso por el proceso 1 del equipo «${os.hostname()}»`,
    );
    expect(second.output()).toContain('Detén ese proceso');
    expect(second.output()).toContain('DATABASE_URL');

    // The first one is untouched and still holds the folder.
    expect(await healthy(firstPort)).toBe(true);
    expect(lockHolder(dataDir)).toMatchObject({ pid: 1 });

    // Killing it (unshare, then the server by --kill-child) frees the folder with no stale lock.
    first.child.kill('SIGKILL');
    await first.exited;
    for (let i = 0; i < 50 && lockHolder(dataDir) !== null; i++) await sleep(100);
    expect(lockHolder(dataDir)).toBeNull();
  },
  180_000,
);
