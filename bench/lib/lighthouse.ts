// Lighthouse (its default mobile profile and simulated throttling) on the system Chromium: the
// performance category, plus SEO and accessibility when asked (the public pages); the median
// score of `runs` runs per page, a fresh browser each run.
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
  /** SEO and accessibility scores (0–100) of the median run, when asked for with `withSeo`. */
  seo?: number;
  accessibility?: number;
  /** The SEO and accessibility audits the median run failed (their ids). */
  failedAudits?: string[];
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
  withSeo = false,
): Promise<LighthousePage> {
  const results: (Omit<LighthousePage, 'path' | 'scores' | 'median' | 'medians'> & { score: number })[] = [];
  const categories = withSeo ? ['performance', 'seo', 'accessibility'] : ['performance'];
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
          onlyCategories: categories,
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
        ...(withSeo ? seoAndAccessibilityOf(lhr) : {}),
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
    ...(withSeo ? { seo: chosen?.seo, accessibility: chosen?.accessibility, failedAudits: chosen?.failedAudits } : {}),
  };
}

type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<string, { score: number | null; scoreDisplayMode?: string }>;
};

/** The SEO and accessibility scores and the audits of those two categories that failed. */
function seoAndAccessibilityOf(lhr: Report): Pick<LighthousePage, 'seo' | 'accessibility' | 'failedAudits'> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failedAudits = ['seo', 'accessibility'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => ref.id)
      .filter((id) => {
        const audit = lhr.audits[id];
        return audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric'
          ? (audit.score ?? 0) < 1
          : false;
      }),
  );
  return { seo: score('seo'), accessibility: score('accessibility'), failedAudits };
}

/**
 * The public pages Lighthouse measures (issue 23), read from the site's own sitemaps so they exist
 * in this database: the first public task and professional, a province's tasks and a trade's
 * professionals in a province.
 */
export async function publicPagesOf(baseUrl: string): Promise<{ label: string; path: string }[]> {
  const locs = async (sitemap: string) => {
    const response = await fetch(baseUrl + sitemap);
    if (!response.ok) throw new Error(`${sitemap} respondió ${response.status}`);
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  };
  const tasks = await locs('/sitemaps/tareas-1.xml');
  const professionals = await locs('/sitemaps/profesionales-1.xml');
  const listings = await locs('/sitemaps/listados.xml');
  const pick = (label: string, found: string | undefined) => {
    if (!found) throw new Error(`El mapa del sitio no tiene ${label}`);
    return { label, path: found };
  };
  return [
    pick('tarea pública', tasks[0]),
    pick('profesional público', professionals[0]),
    pick(
      'tareas en una provincia',
      listings.find((l) => l.startsWith('/tareas/en/')),
    ),
    pick(
      'profesionales de un oficio',
      listings.find((l) => l.startsWith('/profesionales/en/')),
    ),
  ];
}

/** The 'layout-shifts' audit's table: which element moved and how much of the CLS it caused. */
function layoutShiftsOf(details: unknown): LighthousePage['layoutShifts'] {
  const items = (details as { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] })?.items;
  return (items ?? []).map((item) => ({
    element: item.node?.snippet ?? item.node?.selector ?? '?',
    score: Math.round((item.score ?? 0) * 1000) / 1000,
  }));
}
