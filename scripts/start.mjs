#!/usr/bin/env node
// `npm start`: builds what is not built yet, then serves the web app and the API from one
// process (PORT, default 3000) on the embedded database unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale, root } from './lib.mjs';

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('Faltan las dependencias. Ejecuta primero: npm install');
  process.exit(1);
}
const code = await buildIfStale();
if (code !== 0) process.exit(code);

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 1 : 0)));
