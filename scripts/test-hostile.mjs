#!/usr/bin/env node
// `npm run test:hostile`: the hostile-input and upload property tests with many more generated
// cases than CI runs (HOSTILE_RUNS per route, 200 unless set; HOSTILE_SEED to replay a run).
import path from 'node:path';
import { root, run } from './lib.mjs';

process.env.HOSTILE_RUNS ??= '200';
const code = await run(process.execPath, [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  'apps/server/src/security/hostile-input.test.ts',
  'apps/server/src/security/hostile-uploads.test.ts',
  ...process.argv.slice(2),
]);
process.exit(code);
