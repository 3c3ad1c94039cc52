/// <reference path="./fs-native-extensions.d.ts" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fsExt from 'fs-native-extensions';

/** The lock file in the data folder. */
export const LOCK_FILE = 'db.lock';

/**
 * What the holder wrote into the lock file. Only for the message: the decision is the
 * operating system's lock alone (a pid says little across containers, where every server may
 * be pid 1).
 */
export interface LockHolder {
  pid: number | null;
  hostname: string | null;
  startedAt: string | null;
}

/** "el proceso 1 del equipo «web-1», en marcha desde …", or "otro proceso" when unknown. */
export function describeHolder(holder: LockHolder | null): string {
  if (!holder || holder.pid === null) return 'otro proceso';
  let text = `el proceso ${holder.pid}`;
  if (holder.hostname) text += ` del equipo «${holder.hostname}»`;
  if (holder.startedAt) text += `, en marcha desde ${holder.startedAt}`;
  return text;
}

/** Thrown when another live process holds the embedded database folder. */
export class DatabaseLockedError extends Error {
  readonly pid: number | null;
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      `La base de datos integrada de ${dataDir} está en uso por ${describeHolder(holder)}, y solo un proceso ` +
        'puede abrirla a la vez. Detén ese proceso (el servidor con Ctrl+C, u otro contenedor que use la misma ' +
        'carpeta de datos) o usa DATABASE_URL con un servidor PostgreSQL.',
    );
    this.name = 'DatabaseLockedError';
    this.pid = holder?.pid ?? null;
  }
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    const text = fs.readFileSync(lockPath, 'utf8').trim();
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    return {
      pid: Number.isInteger(parsed.pid) ? (parsed.pid as number) : null,
      hostname: typeof parsed.hostname === 'string' ? parsed.hostname : null,
      startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : null,
    };
  } catch {
    // Unreadable (Windows keeps a locked file's bytes from other processes) or half written.
    return null;
  }
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Whether a live process holds the folder, answered by the operating system: if a shared lock
 * on the lock file cannot be had, someone holds it exclusively, and the kernel drops a lock
 * when its process dies. Returns what the holder wrote about itself (fields null when unknown),
 * or null when the folder is free. The current process counts as a holder too.
 */
export function lockHolder(dataDir: string): LockHolder | null {
  const lockPath = path.join(dataDir, LOCK_FILE);
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    if (fsExt.tryLock(fd, { shared: true })) {
      fsExt.unlock(fd);
      return null;
    }
  } finally {
    fs.closeSync(fd);
  }
  return readHolder(lockPath) ?? { pid: null, hostname: null, startedAt: null };
}

/**
 * PGlite takes no lock on its folder and two processes opening one folder corrupt it, so we
 * hold an exclusive operating-system lock (fcntl open-file-description lock on Linux, flock on
 * macOS, LockFileEx on Windows) on DATA_DIR/db.lock for as long as the database is open. The
 * kernel releases it when the descriptor is closed or the process dies, however it dies, so
 * there is no stale lock to judge by pid. Once we hold it, PGlite's own postmaster.pid, left
 * by a killed process, is removed, or the next start would abort.
 *
 * The file is never deleted (a process could then lock the old file while another locks a new
 * one) and only written once locked: our pid, hostname and start time, for the message.
 */
export function acquireDataDirLock(dataDir: string, pgDataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  // Created if missing, never truncated on open: it holds the current holder's details.
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  let locked = false;
  try {
    // A few short retries: lockHolder() takes a shared lock for an instant to ask.
    for (let attempt = 0; attempt < 5 && !locked; attempt++) {
      if (attempt > 0) sleepSync(20);
      locked = fsExt.tryLock(fd);
    }
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  if (!locked) {
    fs.closeSync(fd);
    throw new DatabaseLockedError(dataDir, readHolder(lockPath));
  }
  try {
    const me: LockHolder = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, `${JSON.stringify(me)}\n`, 0);
    fs.rmSync(path.join(pgDataDir, 'postmaster.pid'), { force: true });
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  // The descriptor stays open (holding the lock) until release() or the process's end.
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      fs.ftruncateSync(fd, 0);
      fsExt.unlock(fd);
    } catch {
    } finally {
      fs.closeSync(fd);
    }
  };
}
