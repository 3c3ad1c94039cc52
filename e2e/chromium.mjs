// Debian's Chromium (`apt-get install chromium`), never a downloaded browser, and the flags every
// launch of it shares: a root user in a container (no sandbox, no GPU) and a closed network (no
// QUIC, no first-run, background or component downloads, no sync). The browser tests
// (e2e/playwright.config.ts) and the benchmarks (bench/lib/lighthouse.ts,
// bench/lib/responsiveness.ts, bench/session-bytes.mjs) launch it with these; each adds its own
// headless flag (Lighthouse's chrome-launcher needs `--headless=new`, the others pass
// `--headless`) and whatever else it needs. Types in chromium.d.mts.

/** Where Debian installs it. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The Chromium to launch: the environment variable `variable` when set, Debian's otherwise. The
 * browser tests and bench/session-bytes.mjs read CHROMIUM_PATH; Lighthouse and the responsiveness
 * bench read CHROME_PATH (chrome-launcher's own variable, the one .ci/run sets).
 *
 * @param {'CHROMIUM_PATH' | 'CHROME_PATH'} variable
 * @returns {string}
 */
export function chromiumPath(variable) {
  return process.env[variable] ?? DEFAULT_CHROMIUM_PATH;
}

/** The shared flags, without a headless flag. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
