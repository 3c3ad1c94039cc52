#!/usr/bin/env node
// Runs one of the server's command-line scripts from the project root, passing the remaining
// arguments: `npm run admin -- grant a@b.es`. The built one (apps/server/dist/cli/<name>.js, made
// by `npm run build`) when it is there and up to date, so a release with production dependencies
// only can run it; the TypeScript source through tsx (a dev dependency) in a development checkout
// whose build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, serverIsStale } from './lib.mjs';

const [name, ...args] = process.argv.slice(2);
const built = path.join(root, 'apps', 'server', 'dist', 'cli', `${name}.js`);
const source = path.join(root, 'apps', 'server', 'src', 'cli', `${name}.ts`);

function tsxCli() {
  try {
    const require = createRequire(import.meta.url);
    return path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
  } catch {
    return null; // production dependencies only
  }
}

const tsx = tsxCli();
const hasSource = fs.existsSync(source);
let command;
if (fs.existsSync(built) && (tsx === null || !hasSource || !serverIsStale())) command = ['--enable-source-maps', built];
else if (tsx !== null && hasSource) command = [tsx, source];
else {
  console.error(
    hasSource
      ? `La orden «${name}» no está compilada y faltan las dependencias de desarrollo para ejecutarla desde el código: ejecuta «npm run build».`
      : `No existe la orden «${name}» compilada (${path.relative(root, built)}): ejecuta «npm run build» si es una de las de Faena (admin, seed, migrate).`,
  );
  process.exit(1);
}
const result = spawnSync(process.execPath, [...command, ...args], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
