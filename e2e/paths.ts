import path from 'node:path';

/** The port of the test server; set E2E_PORT when another run may be using 3100. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * The test server's embedded database and uploads (made fresh for every run). One folder per
 * port, so two runs on one machine never share a database.
 */
export const E2E_DATA_DIR = path.join(ROOT, '.tmp', `e2e-data-${E2E_PORT}`);
/** Traces and screenshots of failures; Playwright empties it at the start of a run. */
export const E2E_OUTPUT_DIR = path.join(ROOT, '.tmp', `e2e-output-${E2E_PORT}`);

/** The test provider's webhook secret of the e2e server (the invoices spec signs a refund webhook). */
export const E2E_WEBHOOK_SECRET = 'e2e-secreto-de-webhooks-de-pruebas';

/**
 * The test server's map style: an address on this machine where nothing listens, so every map
 * meets what a phone without coverage meets (no style, no tiles) and shows its notice and its list,
 * on any machine, with or without internet. The browser's "Failed to load resource" for it is
 * expected (fixtures/index.ts).
 */
export const E2E_MAP_STYLE_URL = 'http://127.0.0.1:9/estilo-del-mapa.json';
