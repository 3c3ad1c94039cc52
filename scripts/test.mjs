#!/usr/bin/env node
// `npm test`: every test. Vitest (units, API on the embedded database, or on PostgreSQL when
// DATABASE_URL is set, and web components), then the browser tests against the built app.
// `npm test -- --no-e2e` runs only Vitest (CI runs the browser tests as their own step).
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale, npm, root, run } from './lib.mjs';

const args = process.argv.slice(2);
const skipE2e = args.includes('--no-e2e');
const vitestArgs = args.filter((a) => a !== '--no-e2e');

const vitest = await run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...vitestArgs]);
if (vitest !== 0 || skipE2e) process.exit(vitest);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `\nFalta Chromium en ${chromium} para las pruebas de navegador. Instálalo con:\n  sudo apt-get install -y chromium\n(o indica otro con CHROMIUM_PATH). Las pruebas de Vitest han pasado.`,
  );
  process.exit(1);
}
const built = await buildIfStale();
if (built !== 0) process.exit(built);
process.exit(await run(npm, ['run', 'test', '-w', '@faena/e2e', '--silent']));
