// The gate's Lighthouse step (.ci/run): '/' and '/auth' of the production build and the public
// pages (a task, a professional, two listings: issue 23), on a server started here with the demo
// data (a fresh embedded database in a temporary folder), must score at least --floor for
// performance (0.85: loose, for a loaded CI machine; the target is 0.95, measured by
// `npm run bench`), and the public pages exactly 100 for SEO and accessibility (the issue's
// target; those two do not depend on the machine's load). A page below the floor is measured once
// more and keeps its better run (best of 2). Prints the scores; exits 1 when a page stays below the floor. With --report FILE it
// writes the pages as passed/failed checks in the shape scripts/ci-summary.mjs counts.
//
//   npm run build && npx tsx bench/lighthouse-gate.ts [--floor 0.85] [--runs 2] [--report f.json]
//
// Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); never downloads one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { lighthousePage, publicPagesOf } from './lib/lighthouse';
import { startServer } from './lib/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    floor: { type: 'string', default: '0.85' },
    runs: { type: 'string', default: '2' },
    port: { type: 'string', default: '3690' },
    report: { type: 'string' },
  },
});
const floor = Math.round(Number(opts.floor) * 100);
const runs = Math.max(1, Number(opts.runs));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-lighthouse-'));
const server = await startServer({
  root,
  port: Number(opts.port),
  dataDir,
  env: { SEED_DEMO: 'auto' },
  timeoutMs: 120_000,
});
const checks: {
  page: string;
  scores: number[];
  best: number;
  seo?: number;
  accessibility?: number;
  passed: boolean;
}[] = [];
try {
  const pages = [
    { path: '/', isPublic: false },
    { path: '/auth', isPublic: false },
    ...(await publicPagesOf(server.url)).map((p) => ({ path: p.path, isPublic: true })),
  ];
  for (const { path: page, isPublic } of pages) {
    const scores: number[] = [];
    let best: Awaited<ReturnType<typeof lighthousePage>> | undefined;
    const passes = (r: NonNullable<typeof best>) =>
      r.median >= floor && (!isPublic || (r.seo === 100 && r.accessibility === 100));
    while (scores.length < runs && !(best && passes(best))) {
      const result = await lighthousePage(server.url + page, undefined, 1, undefined, isPublic);
      scores.push(result.median);
      if (!best || passes(result) || result.median > best.median) best = result;
    }
    if (!best) throw new Error(`Lighthouse no midió ${page}`);
    const passed = passes(best);
    const metrics = best.metrics;
    checks.push({ page, scores, best: best.median, seo: best.seo, accessibility: best.accessibility, passed });
    const seo = isPublic
      ? ` SEO ${best.seo} accesibilidad ${best.accessibility}${best.failedAudits?.length ? ` (fallan: ${best.failedAudits.join(', ')})` : ''}`
      : '';
    console.log(
      `Lighthouse ${page.slice(0, 60).padEnd(6)} ${(best.median / 100).toFixed(2)} (${scores.map((s) => (s / 100).toFixed(2)).join(', ')}) ` +
        `mínimo ${(floor / 100).toFixed(2)}${seo}: ${passed ? 'bien' : 'POR DEBAJO'}  ` +
        `FCP ${metrics.fcp?.toFixed(0)} ms, LCP ${metrics.lcp?.toFixed(0)} ms, TBT ${metrics.tbt?.toFixed(0)} ms, CLS ${metrics.cls?.toFixed(3)}`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const failed = checks.filter((c) => !c.passed).length;
if (opts.report) {
  // numPassedTests/numFailedTests: the fields scripts/ci-summary.mjs sums (Vitest's report shape).
  fs.writeFileSync(
    opts.report,
    `${JSON.stringify({ kind: 'lighthouse', floor, numPassedTests: checks.length - failed, numFailedTests: failed, numPendingTests: 0, checks }, null, 2)}\n`,
  );
}
process.exit(failed ? 1 : 0);
