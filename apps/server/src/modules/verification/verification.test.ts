import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { multipart, pngOf, type UploadFile } from '../../../test/images';
import { pdfLibDocument, writePdf } from '../../../test/pdf';
import { tusClient, uploadIdOf } from '../../../test/tus';
import { contentDisposition, downloadName } from './service';

/**
 * Verification documents that pass: a real PDF is stored as sent and served back byte for
 * byte, always as a download that cannot run anything on this site. The refusals (and that
 * they store nothing) are in security/hostile-uploads.test.ts; the parser's verdicts in
 * pdf-check.test.ts.
 */

let ctx: TestContext;
let pro: TestUser;
let admin: TestUser;
let ip = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  pro = await signUp(ctx, { firstName: 'Paco', role: 'professional' });
  admin = await signUp(ctx, { firstName: 'Laura', admin: true });
});
afterAll(async () => {
  await ctx?.close();
});

async function send(kind: string, files: UploadFile[]) {
  const body = await multipart({ kind }, files);
  const res = await pro.agent.request({
    method: 'POST',
    url: '/api/verification/documents',
    remoteAddress: `10.9.0.${++ip}`,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().documents as { id: string; originalName: string; mimeType: string; bytes: number }[];
}

/** The headers every document is served with, whatever it is. */
function expectServedAsDownload(headers: Record<string, unknown>, type: string, disposition: string) {
  expect(headers['content-type']).toBe(type);
  expect(headers['content-disposition']).toBe(disposition);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('private, no-store');
  // The app-wide policy is replaced, not joined: one header, sandboxed, nothing allowed.
  expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'");
}

describe('a real PDF', () => {
  it('written by pdf-lib is accepted, and served back byte-identical as a sandboxed download', async () => {
    const pdf = await pdfLibDocument(2);
    const name = 'Póliza «RC» 2025 (copia).pdf';
    const [doc] = await send('seguro', [{ name, data: pdf, type: 'application/pdf' }]);
    expect(doc).toMatchObject({ originalName: name, mimeType: 'application/pdf', bytes: pdf.length });

    for (const who of [pro, admin]) {
      const res = await who.agent.get(`/api/verification/documents/${doc?.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdf)).toBe(true);
      expectServedAsDownload(
        res.headers,
        'application/pdf',
        `attachment; filename="Poliza _RC_ 2025 _copia_.pdf"; filename*=UTF-8''P%C3%B3liza%20%C2%ABRC%C2%BB%202025%20%28copia%29.pdf`,
      );
    }
    // Other answers keep the site's own policy.
    const list = await pro.agent.get('/api/verification');
    expect(list.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('written object by object (another producer) is accepted too', async () => {
    const pdf = writePdf({ pages: 3 });
    const [doc] = await send('autonomo', [{ name: 'alta.pdf', data: pdf }]);
    const res = await pro.agent.get(`/api/verification/documents/${doc?.id}`);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expectServedAsDownload(
      res.headers,
      'application/pdf',
      `attachment; filename="alta.pdf"; filename*=UTF-8''alta.pdf`,
    );
  });

  it('sent under another extension is downloaded as .pdf, never as a page', async () => {
    const [doc] = await send('dni', [{ name: 'dni.html', data: writePdf() }]);
    const res = await pro.agent.get(`/api/verification/documents/${doc?.id}`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dni.pdf"; filename*=UTF-8''dni.pdf`);
  });
});

describe('a photo of a document', () => {
  it('is re-encoded as JPEG and served the same way, named .jpg', async () => {
    const [doc] = await send('dni', [{ name: 'DNI por delante.png', data: await pngOf(600, 400) }]);
    expect(doc).toMatchObject({ originalName: 'DNI por delante.png', mimeType: 'image/jpeg' });
    const res = await admin.agent.get(`/api/verification/documents/${doc?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(res.rawPayload.length).toBe(doc?.bytes);
    expectServedAsDownload(
      res.headers,
      'image/jpeg',
      `attachment; filename="DNI por delante.jpg"; filename*=UTF-8''DNI%20por%20delante.jpg`,
    );
  });
});

describe('download names', () => {
  it('keep a matching extension, replace another, add a missing one', () => {
    expect(downloadName('poliza.PDF', 'application/pdf')).toBe('poliza.PDF');
    expect(downloadName('foto.jpeg', 'image/jpeg')).toBe('foto.jpeg');
    expect(downloadName('foto.png', 'image/jpeg')).toBe('foto.jpg');
    expect(downloadName('informe', 'application/pdf')).toBe('informe.pdf');
    expect(downloadName('seguro.2025', 'application/pdf')).toBe('seguro.pdf');
    expect(downloadName('.pdf', 'application/pdf')).toBe('documento.pdf');
  });

  it('quotes, backslashes, line breaks and non-Latin letters never reach the ASCII name', () => {
    const header = contentDisposition('a"b\\c\r\nd;e=f 日本.pdf');
    expect(header).toBe(
      `attachment; filename="a_b_c__d_e_f __.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0Ad%3Be%3Df%20%E6%97%A5%E6%9C%AC.pdf`,
    );
    expect(contentDisposition("l'acte*.pdf")).toBe(
      `attachment; filename="l_acte_.pdf"; filename*=UTF-8''l%27acte%2A.pdf`,
    );
  });
});

describe('documents sent by resumable upload', () => {
  /** Uploads a file by tus as the professional's browser does, in two PATCHes, and returns its id. */
  async function uploaded(user: TestUser, name: string, data: Buffer): Promise<string> {
    const tus = tusClient(user.agent);
    const id = uploadIdOf(await tus.create('verification', data.length, name));
    const half = Math.floor(data.length / 2);
    expect((await tus.patch(id, 0, data.subarray(0, half))).statusCode).toBe(204);
    expect((await tus.patch(id, half, data.subarray(half))).statusCode).toBe(204);
    return id;
  }

  const sendUploads = (user: TestUser, body: unknown) =>
    user.agent.request({
      method: 'POST',
      url: '/api/verification/uploads',
      payload: body as object,
      remoteAddress: `10.9.1.${++ip}`,
    });

  it('keeps every rule of the documents: a PDF stored as sent, a photo re-encoded, the uploads used up', async () => {
    const pdf = await pdfLibDocument(1);
    const photo = await pngOf(400, 300);
    const ids = [await uploaded(pro, 'Alta autónomo.pdf', pdf), await uploaded(pro, 'carné.png', photo)];
    const res = await sendUploads(pro, { kind: 'autonomo', uploadIds: ids });
    expect(res.statusCode, res.body).toBe(201);
    const docs = res.json().documents as { id: string; originalName: string; mimeType: string; bytes: number }[];
    expect(docs.find((d) => d.originalName === 'Alta autónomo.pdf')).toMatchObject({
      mimeType: 'application/pdf',
      bytes: pdf.length,
    });
    expect(docs.find((d) => d.originalName === 'carné.png')).toMatchObject({ mimeType: 'image/jpeg' });
    const stored = docs.find((d) => d.mimeType === 'application/pdf');
    expect((await pro.agent.get(`/api/verification/documents/${stored?.id}`)).rawPayload.equals(pdf)).toBe(true);
    // Used up: sending them again finds nothing.
    expect((await sendUploads(pro, { kind: 'autonomo', uploadIds: ids })).statusCode).toBe(404);
  });

  it('refuses a file that starts like a PDF and is not one, with the same message, and forgets it', async () => {
    const fake = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n');
    const id = await uploaded(pro, 'falso.pdf', fake);
    const res = await sendUploads(pro, { kind: 'dni', uploadIds: [id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('«falso.pdf» está dañado o no es un PDF válido.');
    expect((await tusClient(pro.agent).head(id)).statusCode).toBe(404);
  });

  it('takes only the professional’s own complete uploads: another’s is 404, a half one 409, an owner 403', async () => {
    const other = await signUp(ctx, { firstName: 'Otro', role: 'professional' });
    const theirs = await uploaded(other, 'suyo.pdf', await pdfLibDocument(1));
    expect((await sendUploads(pro, { kind: 'dni', uploadIds: [theirs] })).statusCode).toBe(404);

    const tus = tusClient(pro.agent);
    const pdf = await pdfLibDocument(1);
    const half = uploadIdOf(await tus.create('verification', pdf.length, 'medio.pdf'));
    expect((await tus.patch(half, 0, pdf.subarray(0, 100))).statusCode).toBe(204);
    expect((await sendUploads(pro, { kind: 'dni', uploadIds: [half] })).statusCode).toBe(409);

    const owner = await signUp(ctx, { firstName: 'Olga' });
    expect((await sendUploads(owner, { kind: 'dni', uploadIds: [half] })).statusCode).toBe(403);
    expect((await sendUploads(pro, { kind: 'dni', uploadIds: [] })).statusCode).toBe(400);
  });
});
