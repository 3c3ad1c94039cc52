import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PDF_HEADER_THEN_HTML,
  PDF_WITH_PAGE_CYCLE,
  PDF_WITHOUT_PAGES,
  pdfLibDocument,
  pdfWithManyPages,
  pdfWithNesting,
  writePdf,
} from '../../../test/pdf';
import { checkPdf, hasEndMarker, PDF_LIMITS } from './pdf-check';

/** The parser's verdicts on real, damaged and hostile files (no database, no HTTP). */

describe('real PDFs are accepted', () => {
  it('one written by pdf-lib, with its page count', async () => {
    expect(await checkPdf(await pdfLibDocument(3))).toEqual({ ok: true, pages: 3 });
  });

  it('one written object by object with a cross-reference table', async () => {
    expect(await checkPdf(writePdf({ pages: 2 }))).toEqual({ ok: true, pages: 2 });
  });

  it('an encrypted one that opens without a password (only changes are restricted)', async () => {
    const file = writePdf({ pages: 2, password: { user: '', owner: 'dueño' } });
    expect(await checkPdf(file)).toEqual({ ok: true, pages: 2 });
  });

  it(`up to ${PDF_LIMITS.maxPages} pages`, async () => {
    expect(await checkPdf(writePdf({ pages: PDF_LIMITS.maxPages }))).toEqual({
      ok: true,
      pages: PDF_LIMITS.maxPages,
    });
  });
});

const qpdf = (() => {
  try {
    execFileSync('qpdf', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.runIf(qpdf)('PDFs rewritten by qpdf (runs only where qpdf is installed)', () => {
  it('linearized, with object streams, and encrypted with AES-256', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-qpdf-'));
    try {
      const source = path.join(dir, 'source.pdf');
      fs.writeFileSync(source, await pdfLibDocument(2));
      const run = (args: string[]) => {
        const out = path.join(dir, `${args.join('_').replace(/\W/g, '')}.pdf`);
        execFileSync('qpdf', [...args, source, out]);
        return fs.readFileSync(out);
      };
      expect(await checkPdf(run(['--linearize']))).toEqual({ ok: true, pages: 2 });
      expect(await checkPdf(run(['--object-streams=generate']))).toEqual({ ok: true, pages: 2 });
      expect(await checkPdf(run(['--encrypt', '', 'dueno', '256', '--']))).toEqual({ ok: true, pages: 2 });
      expect(await checkPdf(run(['--encrypt', 'secreto', 'dueno', '256', '--']))).toEqual({
        ok: false,
        problem: 'encrypted',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what is refused', () => {
  it('`%PDF-` followed by a web page', async () => {
    expect(await checkPdf(PDF_HEADER_THEN_HTML)).toEqual({ ok: false, problem: 'damaged' });
    // Even when it ends like a PDF.
    const dressed = Buffer.concat([PDF_HEADER_THEN_HTML, Buffer.from('%%EOF\n')]);
    expect(await checkPdf(dressed)).toEqual({ ok: false, problem: 'damaged' });
  });

  it('a real PDF cut anywhere: half-way, before its end marker, after its last page object', async () => {
    const whole = await pdfLibDocument(2);
    for (const cut of [Math.floor(whole.length / 2), whole.length - 7, whole.length - 60]) {
      expect(await checkPdf(whole.subarray(0, cut)), `cut at ${cut} of ${whole.length}`).toEqual({
        ok: false,
        problem: 'damaged',
      });
    }
    const written = writePdf({ pages: 3 });
    const lastObject = written.lastIndexOf('endobj');
    // Every object is there, but the file ends before its cross-reference table.
    expect(await checkPdf(written.subarray(0, lastObject + 7))).toEqual({ ok: false, problem: 'damaged' });
  });

  it('a document locked with a password', async () => {
    const file = writePdf({ pages: 2, password: { user: 'secreto', owner: 'dueño' } });
    expect(await checkPdf(file)).toEqual({ ok: false, problem: 'encrypted' });
  });

  it('no pages, a page tree that contains itself, 100,000 nested arrays', async () => {
    expect(await checkPdf(PDF_WITHOUT_PAGES)).toEqual({ ok: false, problem: 'no-pages' });
    expect(await checkPdf(PDF_WITH_PAGE_CYCLE)).toEqual({ ok: false, problem: 'damaged' });
    expect(await checkPdf(pdfWithNesting(100_000))).toEqual({ ok: false, problem: 'damaged' });
  });

  it(`more than ${PDF_LIMITS.maxPages} pages`, async () => {
    expect(await checkPdf(writePdf({ pages: PDF_LIMITS.maxPages + 1 }))).toEqual({
      ok: false,
      problem: 'too-many-pages',
    });
  });

  it('noise after the header, and files that do not start as a PDF', async () => {
    const noise = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(50_000, 0x5a), Buffer.from('\n%%EOF\n')]);
    expect(await checkPdf(noise)).toEqual({ ok: false, problem: 'damaged' });
    expect(await checkPdf(Buffer.from('<html></html>\n%%EOF'))).toEqual({ ok: false, problem: 'damaged' });
    expect(await checkPdf(Buffer.alloc(0))).toEqual({ ok: false, problem: 'damaged' });
  });
});

describe('hostile files cost bounded time and memory', () => {
  // 20,000 pages without a cross-reference table: the whole file has to be scanned and indexed.
  const heavy = pdfWithManyPages(20_000);

  it('a file the worker cannot finish in time is refused, and the worker is ended', async () => {
    const started = Date.now();
    expect(await checkPdf(heavy, { timeoutMs: 50 })).toEqual({ ok: false, problem: 'too-complex' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a file that needs more memory than the worker has is refused', async () => {
    expect(await checkPdf(pdfWithManyPages(100_000), { heapMb: 16, timeoutMs: 60_000 })).toEqual({
      ok: false,
      problem: 'too-complex',
    });
  });

  it('within the limits the same file is parsed and refused for its page count only', async () => {
    expect(await checkPdf(heavy, { timeoutMs: 60_000 })).toEqual({ ok: false, problem: 'too-many-pages' });
  });

  it('the server thread keeps answering while a worker parses', async () => {
    let longestPause = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    try {
      await checkPdf(heavy, { timeoutMs: 60_000 });
    } finally {
      clearInterval(ticker);
    }
    const took = performance.now() - started;
    // In this thread, parsing would stop it for the whole time (PDF.js without a worker
    // yields only between promises); in a worker it is never stopped for long.
    expect(longestPause).toBeLessThan(took / 2);
  });

  it('the end marker is looked for in the last 1,024 bytes only', () => {
    const body = Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.alloc(2_000, 0x20)]);
    expect(hasEndMarker(body)).toBe(false);
    expect(hasEndMarker(Buffer.concat([body, Buffer.from('%%EOF\n'), Buffer.alloc(1_000)]))).toBe(true);
  });
});
