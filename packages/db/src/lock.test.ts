import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DatabaseLockedError, LOCK_FILE, lockHolder } from './lock';

// The data folder's lock (one process per embedded database). The same test in PID namespaces,
// with the real server, is apps/server/src/security/data-folder-lock.test.ts.
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-cerrojo-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function acquire(dir: string): () => void {
  const release = acquireDataDirLock(dir, path.join(dir, 'pgdata'));
  cleanups.push(release);
  return release;
}

function refusal(dir: string): DatabaseLockedError {
  try {
    acquire(dir);
  } catch (error) {
    if (error instanceof DatabaseLockedError) return error;
    throw error;
  }
  throw new Error('el segundo bloqueo se concedió');
}

/** A Node process that takes the folder's lock and waits, printing a line once it holds it. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const code = `import { acquireDataDirLock } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'lock.ts')).href)};
acquireDataDirLock(${JSON.stringify(dir)}, ${JSON.stringify(path.join(dir, 'pgdata'))});
console.log('bloqueado');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('bloqueado')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`el proceso terminó (${code}) sin bloquear:\n${output}`)));
  });
  return child;
}

describe('data folder lock', () => {
  it('in one process: a second acquire is refused with DatabaseLockedError naming the holder; after release it succeeds', () => {
    const dir = dataDir();
    const release = acquire(dir);
    const error = refusal(dir);
    expect(error.message).toContain(`en uso por el proceso ${process.pid} del equipo «${os.hostname()}»`);
    expect(error.message).toContain('Detén ese proceso');
    expect(error.message).toContain('DATABASE_URL');
    expect(error.pid).toBe(process.pid);
    expect(lockHolder(dir)).toMatchObject({ pid: process.pid, hostname: os.hostname() });

    release();
    expect(lockHolder(dir)).toBeNull();
    acquire(dir)();
  });

  it('the pid in the file never decides: a file naming a live process is taken when the OS lock is free, and a stale postmaster.pid removed', () => {
    const dir = dataDir();
    // What a process killed mid-run leaves behind, naming a pid that is alive (our parent).
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, hostname: os.hostname() }));
    fs.mkdirSync(path.join(dir, 'pgdata'));
    fs.writeFileSync(path.join(dir, 'pgdata', 'postmaster.pid'), '-42\n');
    expect(lockHolder(dir)).toBeNull();

    acquire(dir);
    expect(fs.existsSync(path.join(dir, 'pgdata', 'postmaster.pid'))).toBe(false);
    expect(lockHolder(dir)).toMatchObject({ pid: process.pid });
  });

  it('a child process holding the lock and killed with SIGKILL: the lock is free at once', async () => {
    const dir = dataDir();
    const child = await holderProcess(dir);
    expect(lockHolder(dir)).toMatchObject({ pid: child.pid, hostname: os.hostname() });
    expect(refusal(dir).message).toContain(`en uso por el proceso ${child.pid}`);

    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // No wait, no retry: the kernel dropped the lock with the process.
    expect(lockHolder(dir)).toBeNull();
    acquire(dir);
    expect(lockHolder(dir)).toMatchObject({ pid: process.pid });
  });
});
