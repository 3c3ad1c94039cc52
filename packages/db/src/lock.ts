import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the embedded database folder. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `La base de datos integrada de ${dataDir} está en uso por otro proceso (pid ${pid}). ` +
        'Detén ese proceso (por ejemplo, el servidor con Ctrl+C) o usa DATABASE_URL con un servidor PostgreSQL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Pid of the live process holding the folder, if any. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite takes no lock on its folder and two processes opening one folder corrupt it, so we
 * hold a pid file. A stale one (its process gone) is taken over, and PGlite's own stale
 * postmaster.pid is removed with it, or the next start would abort.
 */
export function acquireDataDirLock(dataDir: string, pgDataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      fs.rmSync(path.join(pgDataDir, 'postmaster.pid'), { force: true });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath);
        } catch {}
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new DatabaseLockedError(dataDir, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear la carpeta de datos ${dataDir}.`);
}
