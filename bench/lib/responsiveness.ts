/// <reference lib="dom" />
// Responsiveness on a slow phone: Debian's Chromium driven by Playwright, its CPU slowed down 4×
// (CDP Emulation.setCPUThrottlingRate, from after the list is loaded to the end of the round), a
// professional with `loaded` tasks on Browse tasks (pressed 'Cargar más tareas' until then). Three interactions are timed, INP-style, with the Event Timing
// API (a PerformanceObserver on 'event' entries, durationThreshold 16): an interaction's latency is
// the longest duration of its entries (input delay + processing + presentation until the next
// paint). Beside it, informative, the time from the input to its result on screen (a
// MutationObserver sees it, then one frame): a filter's results arriving, the task's heading, the
// message in the conversation.
//
//   (a) filter: Browse tasks' 'Urgencia' select, changed with the keyboard (a trusted input)
//   (b) open:   a click on a task card of the loaded list
//   (c) send:   'Enviar' in a conversation with an owner
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../../e2e/chromium.mjs';

export interface InteractionSample {
  /** INP-style latency (ms): the longest Event Timing entry of the interaction; 16 when none reached 16 ms. */
  inp: number;
  /** Whether an entry reached the 16 ms threshold (false: the latency is below 16 ms). */
  observed: boolean;
  /** Input to the result on screen (ms), informative. */
  resultMs: number;
}

export interface ResponsivenessResult {
  cpuThrottling: number;
  loaded: number;
  runs: number;
  /** Seconds each run took to load the list ('Cargar más tareas' presses). */
  loadSeconds: number[];
  interactions: Record<
    'filter' | 'open' | 'send',
    { samples: InteractionSample[]; medianInp: number; medianResultMs: number }
  >;
}

const FLAGS = ['--headless', ...CHROMIUM_FLAGS];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** Installed before any page script: the event entries and the time of the last input. */
function instrument() {
  // tsx (esbuild's keepNames) wraps named functions of the code passed to page.evaluate in
  // __name(…): give the page one.
  const g = globalThis as unknown as { __name?: (f: unknown) => unknown };
  g.__name ??= (f) => f;
  const w = window as unknown as {
    __ev: { id: number; name: string; start: number; duration: number }[];
    __input: number | null;
    __result: number | null;
  };
  w.__ev = [];
  w.__input = null;
  w.__result = null;
  new PerformanceObserver((list) => {
    // interactionId: in Chromium since 96, not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (e.interactionId) w.__ev.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
    }
    // durationThreshold is in the spec and in Chromium, not yet in TypeScript's DOM types.
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(
      type,
      (e) => {
        if (w.__input === null) w.__input = e.timeStamp;
      },
      { capture: true },
    );
  }
}

type Check = { kind: 'filter' } | { kind: 'open'; path: string } | { kind: 'send'; text: string };

/** Arms the result watcher and forgets earlier entries; the next input starts the interaction. */
async function arm(page: Page, check: Check) {
  await page.evaluate((c) => {
    const w = window as unknown as { __ev: unknown[]; __input: number | null; __result: number | null };
    w.__ev = [];
    w.__input = null;
    w.__result = null;
    const done = () => {
      if (c.kind === 'filter') {
        return (
          location.search.includes('urgency=') &&
          document.querySelector('section[aria-label="Resultados"]')?.getAttribute('aria-busy') === 'false'
        );
      }
      if (c.kind === 'open') {
        const h1 = document.querySelector('main h1, h1');
        return location.pathname === c.path && !!h1 && h1.textContent !== 'Buscar tareas';
      }
      return !!document.querySelector('[aria-label^="Mensajes con"]')?.textContent?.includes(c.text);
    };
    const observer = new MutationObserver(() => {
      if (w.__input === null || !done()) return;
      observer.disconnect();
      // The frame that shows it.
      requestAnimationFrame(() => setTimeout(() => (w.__result = performance.now())));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, check);
}

async function collect(page: Page): Promise<InteractionSample> {
  await page.waitForFunction(() => (window as unknown as { __result: number | null }).__result !== null, null, {
    timeout: 60_000,
  });
  // Event Timing entries are delivered after the paint, in a later task.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const w = window as unknown as {
      __ev: { id: number; start: number; duration: number }[];
      __input: number;
      __result: number;
    };
    const longest = w.__ev.reduce((max, e) => Math.max(max, e.duration), 0);
    return { inp: longest || 16, observed: longest > 0, resultMs: Math.round(w.__result - w.__input) };
  });
}

async function loadList(page: Page, loaded: number, log: (m: string) => void) {
  await page.goto('/browse-tasks');
  const cards = page.locator('section[aria-label="Resultados"] a[href^="/task/"]');
  await cards.first().waitFor({ timeout: 60_000 });
  const more = page.getByRole('button', { name: 'Cargar más tareas' });
  let count = await cards.count();
  while (count < loaded) {
    await more.click({ timeout: 60_000 });
    await page.waitForFunction(
      (n) => document.querySelectorAll('section[aria-label="Resultados"] a[href^="/task/"]').length > n,
      count,
      { timeout: 60_000 },
    );
    count = await cards.count();
    if (count % 200 === 0) log(`    ${count} tareas cargadas`);
  }
  await page.waitForFunction(
    () => document.querySelector('section[aria-label="Resultados"]')?.getAttribute('aria-busy') === 'false',
  );
  return count;
}

/** Client-side navigation (the router listens to popstate): keeps what the app holds in memory. */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

export async function responsiveness(options: {
  url: string;
  /** Cookie header of a signed-in professional. */
  cookie: string;
  /** The conversation (with an owner) the professional sends the message in. */
  conversationId: string;
  loaded: number;
  runs: number;
  throttling: number;
  log: (m: string) => void;
}): Promise<ResponsivenessResult> {
  const { url, log } = options;
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath('CHROME_PATH'),
    args: FLAGS,
  });
  const samples = {
    filter: [] as InteractionSample[],
    open: [] as InteractionSample[],
    send: [] as InteractionSample[],
  };
  const loadSeconds: number[] = [];
  try {
    for (let run = 1; run <= options.runs; run++) {
      const context: BrowserContext = await browser.newContext({
        baseURL: url,
        viewport: { width: 412, height: 915 },
        deviceScaleFactor: 2.625,
        isMobile: true,
        hasTouch: false,
        locale: 'es-ES',
        serviceWorkers: 'block',
      });
      await context.addCookies(
        options.cookie.split('; ').map((pair) => {
          const i = pair.indexOf('=');
          return { name: pair.slice(0, i), value: pair.slice(i + 1), url };
        }),
      );
      await context.addInitScript(instrument);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      try {
        // The list is loaded at full speed (minutes less a round; nothing of it is measured), and
        // the CPU slowed down before the first measured input.
        const started = performance.now();
        const count = await loadList(page, options.loaded, log);
        loadSeconds.push((performance.now() - started) / 1000);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttling });

        // (a) A filter: 'Urgencia' one option down, from the keyboard.
        const urgency = page.getByLabel('Urgencia');
        await urgency.focus();
        await arm(page, { kind: 'filter' });
        await page.keyboard.press('ArrowDown');
        const filter = await collect(page);
        samples.filter.push(filter);
        // Back to every urgency: the loaded list again, from the cache (refetched behind it).
        await page.keyboard.press('ArrowUp');
        await page.waitForFunction(
          (n) =>
            !location.search.includes('urgency=') &&
            document.querySelectorAll('section[aria-label="Resultados"] a[href^="/task/"]').length >= n &&
            document.querySelector('section[aria-label="Resultados"]')?.getAttribute('aria-busy') === 'false',
          count,
          { timeout: 120_000 },
        );

        // (b) Opening a task near the end of the list (where the reader is after 'Cargar más').
        const card = page.locator('section[aria-label="Resultados"] a[href^="/task/"]').nth(count - 3);
        await card.scrollIntoViewIfNeeded();
        const href = (await card.getAttribute('href')) as string;
        await arm(page, { kind: 'open', path: href });
        await card.click();
        const open = await collect(page);
        samples.open.push(open);

        // (c) A message, in the app that still holds the list.
        await navigateInApp(page, `/messages?c=${options.conversationId}`);
        const box = page.getByLabel('Escribe un mensaje');
        await box.waitFor({ timeout: 60_000 });
        const text = `Puedo ir el lunes a primera hora (medida ${run}, ${Date.now().toString(36)}).`;
        await box.fill(text);
        await arm(page, { kind: 'send', text });
        await page.getByRole('button', { name: 'Enviar', exact: true }).click();
        const send = await collect(page);
        samples.send.push(send);
        const fmt = (s: InteractionSample) => `${s.observed ? '' : '< '}${s.inp} ms (resultado ${s.resultMs} ms)`;
        log(
          `  ronda ${run}: ${count} tareas en ${loadSeconds.at(-1)?.toFixed(0)} s; filtro ${fmt(filter)}, abrir ${fmt(open)}, enviar ${fmt(send)}`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const summary = (xs: InteractionSample[]) => ({
    samples: xs,
    medianInp: median(xs.map((s) => s.inp)),
    medianResultMs: median(xs.map((s) => s.resultMs)),
  });
  return {
    cpuThrottling: options.throttling,
    loaded: options.loaded,
    runs: options.runs,
    loadSeconds,
    interactions: { filter: summary(samples.filter), open: summary(samples.open), send: summary(samples.send) },
  };
}
