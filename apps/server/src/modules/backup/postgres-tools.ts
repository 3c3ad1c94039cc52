import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BackupRefused } from './errors';

export type PgTool = 'pg_dump' | 'pg_restore';

export interface FoundTool {
  path: string;
  major: number;
}

/** The major version a PostgreSQL program prints (`pg_dump (PostgreSQL) 15.18 (Debian …)` → 15). */
export function parseMajor(versionText: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionText) ?? /(\d+)(?:\.\d+)?/.exec(versionText);
  return match ? Number(match[1]) : null;
}

function versionOf(program: string): number | null {
  const result = spawnSync(program, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (result.status !== 0) return null;
  return parseMajor(result.stdout);
}

/**
 * Every copy of a program on this machine with its version: Debian installs each major version's
 * clients side by side in /usr/lib/postgresql/<n>/bin, and PATH has one of them (or another).
 */
export function candidates(tool: PgTool, env: NodeJS.ProcessEnv = process.env): FoundTool[] {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian)) dirs.push(path.join(debian, version, 'bin'));
  }
  const found = new Map<string, FoundTool>();
  for (const dir of dirs) {
    const program = path.join(dir, tool);
    if (!fs.existsSync(program)) continue;
    const real = fs.realpathSync(program);
    if (found.has(real)) continue;
    const major = versionOf(real);
    if (major !== null) found.set(real, { path: real, major });
  }
  return [...found.values()];
}

/**
 * The program to use with a server (pg_dump) or an archive (pg_restore) of major version `need`:
 * the same version when installed, else the oldest newer one (both read older servers and
 * archives, never newer ones). Refuses in Spanish, saying what to install, when there is none.
 */
export function choosePgTool(tool: PgTool, need: number, found: FoundTool[] = candidates(tool)): FoundTool {
  const usable = found.filter((f) => f.major >= need).sort((a, b) => a.major - b.major);
  if (usable[0]) return usable[0];
  const what = tool === 'pg_dump' ? `un servidor PostgreSQL ${need}` : `una copia hecha con pg_dump ${need}`;
  if (found.length === 0) {
    throw new BackupRefused(
      `No se encuentra ${tool}, el programa de PostgreSQL que hace falta para ${tool === 'pg_dump' ? 'copiar' : 'restaurar'} ${what}. ` +
        `Instálalo (en Debian o Ubuntu: sudo apt-get install postgresql-client-${need}, o postgresql-client) y vuelve a ejecutar la orden. No se ha cambiado nada.`,
    );
  }
  const have = found.map((f) => f.major).sort((a, b) => b - a)[0];
  throw new BackupRefused(
    `${tool} ${have} es más antiguo que ${what} y no puede leerlo. Instala la versión ${need} o posterior ` +
      `(en Debian o Ubuntu: sudo apt-get install postgresql-client-${need}) y vuelve a ejecutar la orden. No se ha cambiado nada.`,
  );
}

/**
 * libpq settings for the programs, from the app's DATABASE_URL: the URL without its password
 * (a command line is visible to every user of the machine) and the password in PGPASSWORD.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

/** Runs a PostgreSQL program; resolves with what it printed, rejects with its errors when it fails. */
export function runPgTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-8_000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else reject(new Error(`${path.basename(program)} terminó con el código ${code}: ${stderr.trim()}`));
    });
  });
}
