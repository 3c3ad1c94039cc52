// Helpers shared by the project's scripts (start, test, dev, the command-line scripts' runner).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import util from 'node:util';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time (ms) of any file under the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(p, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

export function mtime(p) {
  try {
    return fs.statSync(path.join(root, p)).mtimeMs;
  } catch {
    return 0;
  }
}

/** Runs a command from the project root; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const SHARED_SOURCES = ['packages/shared/src', 'packages/db/src', 'packages/db/migrations', 'package-lock.json'];

/** The web build is older than its sources (or missing). */
export function webIsStale() {
  return (
    mtime('apps/web/dist/index.html') <
    newestMtime([
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      ...SHARED_SOURCES,
    ])
  );
}

/** The server build (server and command-line scripts) is older than its sources (or missing). */
export function serverIsStale() {
  return (
    mtime('apps/server/dist/server.js') <
    newestMtime(['apps/server/src', 'apps/server/tsup.config.ts', ...SHARED_SOURCES])
  );
}

/** What a production start needs from `npm run build` and is not there (paths from the root). */
export function missingBuild() {
  return ['apps/server/dist/server.js', 'apps/web/dist/index.html'].filter((p) => !fs.existsSync(path.join(root, p)));
}

/**
 * NODE_ENV as the server will see it: the environment, else the root `.env` (the server loads it
 * too, and variables already set win there as well).
 */
export function nodeEnv() {
  if (process.env.NODE_ENV) return process.env.NODE_ENV;
  try {
    return util.parseEnv(fs.readFileSync(path.join(root, '.env'), 'utf8')).NODE_ENV || undefined;
  } catch {
    return undefined;
  }
}

/** Builds the web app and the server when their sources are newer than the last build. */
export async function buildIfStale({ force = false } = {}) {
  const webStale = force || webIsStale();
  const serverStale = force || serverIsStale();
  if (webStale) {
    console.log('Compilando la web…');
    const code = await run(npm, ['run', 'build', '-w', '@faena/web', '--silent']);
    if (code !== 0) return code;
  }
  if (serverStale) {
    console.log('Compilando el servidor…');
    const code = await run(npm, ['run', 'build', '-w', '@faena/server', '--silent']);
    if (code !== 0) return code;
  }
  return 0;
}
