#!/usr/bin/env node
// `npm run dev`: the API with reload on change (tsx watch, port 3000) and the web app with
// hot reload (Vite, port 5173, which forwards /api to the API).
import { spawn } from 'node:child_process';
import { npm, root } from './lib.mjs';

const children = [
  spawn(npm, ['run', 'dev', '-w', '@faena/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { PORT: '3000', PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn(npm, ['run', 'dev', '-w', '@faena/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
