import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * PDFs for the verification-document tests: real ones from pdf-lib and from a small writer
 * here (with a correct cross-reference table, optionally encrypted with a password), and
 * hostile ones (an HTML page after `%PDF-`, cycles, deep nesting, no pages, too many).
 */

/** A real PDF written by pdf-lib: `pages` A4 pages of text (Spanish accents included). */
export async function pdfLibDocument(pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Póliza de responsabilidad civil');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Póliza de responsabilidad civil — página ${i} de ${pages}`, { x: 50, y: 780, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

interface WriteOptions {
  /** How many pages the page tree really holds (default 1). */
  pages?: number;
  /** Encrypts the file with the standard security handler (RC4, revision 2). */
  password?: { user: string; owner: string };
}

/** 32 bytes every PDF password is padded with (ISO 32000-1, 7.6.3.3). */
const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);

/** RC4, which Node's OpenSSL 3 only has in its legacy provider. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  const swap = (a: number, b: number) => {
    const t = s.readUInt8(a);
    s.writeUInt8(s.readUInt8(b), a);
    s.writeUInt8(t, b);
  };
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s.readUInt8(i) + key.readUInt8(i % key.length)) & 255;
    swap(i, j);
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s.readUInt8(i)) & 255;
    swap(i, j);
    out.writeUInt8(data.readUInt8(n) ^ s.readUInt8((s.readUInt8(i) + s.readUInt8(j)) & 255), n);
  }
  return out;
}

/**
 * A small PDF written object by object with a correct cross-reference table: each page draws a
 * line (a content stream). With `password` it is really encrypted: the content streams are
 * RC4-encrypted with keys derived from the user password (algorithms 2–4 of ISO 32000-1), so
 * without the password nothing can be read; an empty user password is a file anyone can open
 * that only restricts changing it.
 */
export function writePdf({ pages = 1, password }: WriteOptions = {}): Buffer {
  const fileId = md5(Buffer.from(`faena-${pages}-${password?.user ?? ''}`));
  const permissions = -44; // may print and copy, may not modify
  let fileKey: Buffer | null = null;
  let encryptDict = '';
  if (password) {
    const o = rc4(md5(padded(password.owner)).subarray(0, 5), padded(password.user));
    const p = Buffer.alloc(4);
    p.writeInt32LE(permissions);
    fileKey = md5(padded(password.user), o, p, fileId).subarray(0, 5);
    const u = rc4(fileKey, PAD);
    encryptDict = `<</Filter/Standard/V 1/R 2/O<${o.toString('hex')}>/U<${u.toString('hex')}>/P ${permissions}>>`;
  }
  const objectKey = (num: number) => {
    const suffix = Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0]);
    return md5(fileKey as Buffer, suffix).subarray(0, 10);
  };

  // 1 catalog, 2 page tree, then per page: the page and its content stream.
  const bodies: Buffer[] = [
    Buffer.from('<</Type/Catalog/Pages 2 0 R>>'),
    Buffer.from(
      `<</Type/Pages/Count ${pages}/Kids[${Array.from({ length: pages }, (_, i) => `${3 + 2 * i} 0 R`).join(' ')}]>>`,
    ),
  ];
  for (let i = 0; i < pages; i++) {
    const contentNum = 4 + 2 * i;
    bodies.push(Buffer.from(`<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents ${contentNum} 0 R>>`));
    let content: Buffer = Buffer.from(`50 50 m ${100 + (i % 400)} 700 l S`);
    if (fileKey) content = rc4(objectKey(contentNum), content);
    bodies.push(
      Buffer.concat([Buffer.from(`<</Length ${content.length}>>stream\n`), content, Buffer.from('\nendstream')]),
    );
  }
  if (encryptDict) bodies.push(Buffer.from(encryptDict));

  const header = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const chunks: Buffer[] = [header];
  let offset = header.length;
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(offset);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(object);
    offset += object.length;
  });
  const xref = [
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  const id = `<${fileId.toString('hex')}>`;
  const encrypt = encryptDict ? `/Encrypt ${bodies.length} 0 R` : '';
  chunks.push(
    Buffer.from(`${xref}trailer\n<</Size ${bodies.length + 1}/Root 1 0 R${encrypt}/ID[${id}${id}]>>\n`),
    Buffer.from(`startxref\n${offset}\n%%EOF\n`),
  );
  return Buffer.concat(chunks);
}

/** A one-page PDF of about 600 bytes, for tests that need any valid document. */
export const SMALL_PDF = writePdf();

/** `%PDF-` and then a web page: what the first-bytes check used to accept. */
export const PDF_HEADER_THEN_HTML = Buffer.from(
  '%PDF-1.7\n<!doctype html><html><body><script>fetch("/api/profile").then(r=>r.text()).then(alert)</script></body></html>\n',
);

/** An unencrypted PDF whose page tree holds no page. */
export const PDF_WITHOUT_PAGES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A page tree that is its own child, claiming a billion pages. */
export const PDF_WITH_PAGE_CYCLE = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[2 0 R 2 0 R]/Count 1000000000>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A page whose dictionary nests `depth` arrays inside each other (a stack-overflow attempt). */
export function pdfWithNesting(depth = 100_000): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/X ${'['.repeat(depth)}${']'.repeat(depth)}>>endobj\n` +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** `pages` tiny pages and no cross-reference table, so a reader has to scan the whole file. */
export function pdfWithManyPages(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = Array.from(
    { length: pages },
    (_, i) => `${i + 3} 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\n`,
  );
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[${kids}]/Count ${pages}>>endobj\n` +
      `${objects.join('')}trailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}
