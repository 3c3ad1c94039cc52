// Lighthouse (its default mobile profile and simulated throttling) on the system Chromium,
// performance category only; the median score of `runs` runs per page, a fresh browser each run.
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../../e2e/chromium.mjs';

export interface LighthousePage {
  path: string;
  scores: number[];
  median: number;
  /** Metrics of the median run (ms, CLS unitless). */
  metrics: Record<string, number>;
  /** Each metric's median over the runs (ms, CLS unitless): what the targets are checked against. */
  medians: Record<string, number>;
  /** The opportunities of the median run that Lighthouse estimates save ≥ 100 ms. */
  opportunities: { id: string; savingsMs: number }[];
  /** The elements that moved in the median run, with their share of the layout shift. */
  layoutShifts: { element: string; score: number }[];
}

// chrome-launcher starts a headed browser unless told otherwise: the new headless mode, then the shared flags.
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/**
 * `cpus` (a taskset CPU list, e.g. '0-1'): the cores the browser may use. The bench pins itself,
 * and so the browser it launches, to its load core; Lighthouse measures a page on a phone-like
 * slowdown of the whole machine's CPU, so it gets them all back (the renderers it starts inherit).
 */
export async function lighthousePage(
  url: string,
  cookie: string | undefined,
  runs: number,
  cpus?: string,
): Promise<LighthousePage> {
  const results: (Omit<LighthousePage, 'path' | 'scores' | 'median' | 'medians'> & { score: number })[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath('CHROME_PATH'),
      chromeFlags: FLAGS,
    });
    if (cpus) spawnSync('taskset', ['-a', '-p', '-c', cpus, String(chrome.pid)], { stdio: 'ignore' });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        },
        undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse no devolvió informe');
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        metrics: {
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
        },
        opportunities: Object.values(lhr.audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) >= 100)
          .map((a) => ({ id: a.id, savingsMs: Math.round(a.numericValue ?? 0) })),
        layoutShifts: layoutShiftsOf(lhr.audits['layout-shifts']?.details),
      });
    } finally {
      await chrome.kill();
    }
  }
  const scores = results.map((r) => r.score);
  const m = median(scores);
  const chosen = results.find((r) => r.score === m) ?? results[0];
  return {
    path: new URL(url).pathname,
    scores,
    median: m,
    metrics: chosen?.metrics ?? {},
    medians: Object.fromEntries(
      Object.keys(results[0]?.metrics ?? {}).map((k) => [k, median(results.map((r) => r.metrics[k] ?? Number.NaN))]),
    ),
    opportunities: chosen?.opportunities ?? [],
    layoutShifts: chosen?.layoutShifts ?? [],
  };
}

/** The 'layout-shifts' audit's table: which element moved and how much of the CLS it caused. */
function layoutShiftsOf(details: unknown): LighthousePage['layoutShifts'] {
  const items = (details as { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] })?.items;
  return (items ?? []).map((item) => ({
    element: item.node?.snippet ?? item.node?.selector ?? '?',
    score: Math.round((item.score ?? 0) * 1000) / 1000,
  }));
}
