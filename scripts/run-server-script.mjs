#!/usr/bin/env node
// Runs one of the server's command-line scripts (apps/server/src/cli/<name>.ts) with tsx,
// from the project root, passing the remaining arguments: `npm run admin -- grant a@b.es`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
const script = path.join(root, 'apps', 'server', 'src', 'cli', `${name}.ts`);
const result = spawnSync(process.execPath, [tsx, script, ...args], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
