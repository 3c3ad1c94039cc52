#!/usr/bin/env node
// `npm start`: serves the web app and the API from one process (PORT, default 3000) on the
// embedded database unless DATABASE_URL is set. The try-out (no NODE_ENV) first builds what is
// stale; with NODE_ENV=production it never builds: a release is built once (`npm run build`)
// and may run with production dependencies only, where there is nothing to build with.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale, missingBuild, nodeEnv, root } from './lib.mjs';

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('Faltan las dependencias. Ejecuta primero: npm install');
  process.exit(1);
}
if (nodeEnv() === 'production') {
  const missing = missingBuild();
  if (missing.length > 0) {
    console.error(
      `Falta la compilación de Faena (${missing.join(', ')}). Con NODE_ENV=production «npm start» no compila: ` +
        'ejecuta antes «npm run build» (con las dependencias de desarrollo instaladas).',
    );
    process.exit(1);
  }
} else {
  const code = await buildIfStale();
  if (code !== 0) process.exit(code);
}

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 1 : 0)));
