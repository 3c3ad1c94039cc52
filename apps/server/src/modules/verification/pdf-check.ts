import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Whether an uploaded file really is a PDF, judged by Mozilla's PDF.js (`pdfjs-dist`, the
 * parser Firefox opens every PDF of the web with; decision 0014), not by its first bytes.
 *
 * PDF.js runs in a worker thread started for each file, never in the server's own thread: a
 * hostile file (a cross-reference table to rebuild over 10 MB, thousands of pages, deep
 * nesting) costs seconds of CPU, and there it cannot stall other requests; the thread has its
 * own heap limit and is terminated after a time limit. The library is only loaded there, so
 * the server starts without it and its globals (PDF.js installs DOMMatrix, Path2D…) stay out
 * of the server's thread.
 */

export type PdfProblem = 'damaged' | 'encrypted' | 'no-pages' | 'too-many-pages' | 'too-complex';
export type PdfVerdict = { ok: true; pages: number } | { ok: false; problem: PdfProblem };

export interface PdfLimits {
  /** Wall-clock time for one file, from the worker's start; then it is terminated. */
  timeoutMs: number;
  /** The worker's old-generation heap; exceeding it ends the worker. */
  heapMb: number;
  /** More pages than this is not a verification document. */
  maxPages: number;
}

export const PDF_LIMITS: PdfLimits = { timeoutMs: 10_000, heapMb: 128, maxPages: 200 };

/** Files checked at the same time; the rest wait their turn (the machine has few cores). */
const PARALLEL = 2;

/**
 * Runs inside the worker (CommonJS, evaluated from this string so the built server needs no
 * extra file). It loads the parser, opens the document with its error recovery off
 * (`stopAtErrors`), without eval and without fonts, counts the pages and reads every page's
 * dictionary, then posts one verdict. A failure to load the parser is a fault of the server,
 * not of the file: it is posted as such.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  let pdfjs;
  try {
    pdfjs = await import(workerData.moduleUrl);
  } catch (error) {
    parentPort.postMessage({ fault: String(error && error.stack || error) });
    return;
  }
  const task = pdfjs.getDocument({
    data: workerData.data,
    stopAtErrors: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    verbosity: 0,
  });
  let verdict;
  try {
    const doc = await task.promise;
    const pages = doc.numPages;
    if (!(pages >= 1)) verdict = { ok: false, problem: 'no-pages' };
    else if (pages > workerData.maxPages) verdict = { ok: false, problem: 'too-many-pages' };
    else {
      for (let n = 1; n <= pages; n++) await doc.getPage(n);
      verdict = { ok: true, pages };
    }
  } catch (error) {
    const name = error && error.name;
    verdict = { ok: false, problem: name === 'PasswordException' ? 'encrypted' : 'damaged' };
  }
  parentPort.postMessage({ verdict });
  await task.destroy().catch(() => {});
})();
`;

let moduleUrl: string | undefined;
/** Where the parser is, found on first use (the legacy build is the one meant for Node). */
function parserUrl(): string {
  moduleUrl ??= pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  return moduleUrl;
}

/**
 * The end of a complete PDF: `%%EOF` within its last 1,024 bytes, the tolerance Acrobat
 * documents. PDF.js rebuilds a cut file's cross-reference table from what is left, so without
 * this a download that broke off after the last page object would pass.
 */
export function hasEndMarker(data: Buffer): boolean {
  return data.subarray(Math.max(0, data.length - 1024)).includes('%%EOF', 0, 'latin1');
}

let running = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < PARALLEL) running++;
  else await new Promise<void>((resolve) => queue.push(resolve)); // the slot is handed over
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

/** Checks one file; resolves with the verdict, rejects only if the parser cannot be loaded. */
export function checkPdf(data: Buffer, limits: Partial<PdfLimits> = {}): Promise<PdfVerdict> {
  const { timeoutMs, heapMb, maxPages } = { ...PDF_LIMITS, ...limits };
  if (!data.subarray(0, 1024).includes('%PDF-', 0, 'latin1') || !hasEndMarker(data)) {
    return Promise.resolve({ ok: false, problem: 'damaged' });
  }
  return inTurn(
    () =>
      new Promise<PdfVerdict>((resolve, reject) => {
        // A copy handed over to the worker: the caller keeps the bytes it will store.
        const copy = new Uint8Array(data);
        const worker = new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: { data: copy, moduleUrl: parserUrl(), maxPages },
          transferList: [copy.buffer],
          resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 },
          // PDF.js warns on the console about what it does not need here (canvas, fonts).
          stdout: true,
          stderr: true,
        });
        worker.stdout.resume();
        worker.stderr.resume();
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          outcome();
          void worker.terminate();
        };
        const timer = setTimeout(() => settle(() => resolve({ ok: false, problem: 'too-complex' })), timeoutMs);
        worker.on('message', (message: { verdict?: PdfVerdict; fault?: string }) => {
          if (message.fault) settle(() => reject(new Error(`No se pudo cargar el lector de PDF: ${message.fault}`)));
          else if (message.verdict) {
            const verdict = message.verdict;
            settle(() => resolve(verdict));
          }
        });
        // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or anything the parser let escape: the
        // file is what made it fail, so it is refused rather than answered with a 500.
        worker.on('error', (error: NodeJS.ErrnoException) =>
          settle(() =>
            resolve({ ok: false, problem: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-complex' : 'damaged' }),
          ),
        );
        worker.on('exit', () => settle(() => resolve({ ok: false, problem: 'damaged' })));
      }),
  );
}
