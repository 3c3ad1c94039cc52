#!/usr/bin/env node
// `npm run test:e2e`: builds what changed, then runs the Playwright browser tests (Debian's Chromium).
import { buildIfStale, npm, run } from './lib.mjs';

const built = await buildIfStale();
if (built !== 0) process.exit(built);
process.exit(await run(npm, ['run', 'test', '-w', '@faena/e2e', '--silent', '--', ...process.argv.slice(2)]));
