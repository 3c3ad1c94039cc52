import fs from 'node:fs';
import path from 'node:path';
import { images, uploads, verificationDocuments } from '@faena/db';
import { MAX_IMAGE_BYTES } from '@faena/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../test/helpers';
import { hugePng, jpegOf, multipart, pngOf, SVG_WITH_SCRIPT, type UploadFile } from '../../test/images';
import {
  PDF_HEADER_THEN_HTML,
  PDF_WITH_PAGE_CYCLE,
  PDF_WITHOUT_PAGES,
  pdfLibDocument,
  pdfWithNesting,
  SMALL_PDF,
  writePdf,
} from '../../test/pdf';
import { tusClient, uploadIdOf } from '../../test/tus';
import { nextIp } from './world';

/**
 * Upload attacks at the HTTP level. The photo route's single attacks (text named
 * .jpg, truncated JPEG, SVG, 400-megapixel bomb, nine files, 11 MB) are in
 * modules/images/images.test.ts; here: the same attacks on the verification documents route,
 * files that start like a PDF and are not one (or are damaged, locked or hostile), and
 * generated mangled multipart bodies on both routes. Every one is refused with a Spanish
 * 4xx and stores nothing: no row, no file.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10) * 3;

let ctx: TestContext;
let pro: TestUser;
let owner: TestUser;
let small: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  pro = await signUp(ctx, { firstName: 'Paco', role: 'professional' });
  owner = await signUp(ctx, { firstName: 'Olga' });
  small = await pngOf(40, 30);
});
afterAll(async () => {
  await ctx?.close();
});

function storedFiles(): number {
  const root = path.join(ctx.config.DATA_DIR, 'uploads');
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function stored() {
  const [row] = await ctx.database.db
    .select({
      images: sql<number>`(select count(*)::int from ${images})`,
      documents: sql<number>`(select count(*)::int from ${verificationDocuments})`,
    })
    .from(sql`(select 1) as one`);
  return { ...row, files: storedFiles() };
}

type Answer = { statusCode: number; body: string; json(): { error: { code: string; message: string } } };

async function refusedStoringNothing(send: () => Promise<Answer>): Promise<Answer> {
  const before = await stored();
  const res = await send();
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(await stored()).toEqual(before);
  return res;
}

async function sendDocuments(kind: string | null, files: UploadFile[]) {
  const body = await multipart(kind ? { kind } : {}, files);
  return pro.agent.request({
    method: 'POST',
    url: '/api/verification/documents',
    remoteAddress: nextIp(),
    ...body,
  }) as Promise<Answer>;
}

describe('verification documents: upload attacks', () => {
  it('refuses HTML and an SVG with a script named .pdf, judged by content', async () => {
    for (const [name, data] of [
      ['poliza.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['dni.pdf', SVG_WITH_SCRIPT],
      ['dni.jpg', SVG_WITH_SCRIPT],
    ] as const) {
      const res = await refusedStoringNothing(() => sendDocuments('dni', [{ name, data, type: 'application/pdf' }]));
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(`«${name}» no es un PDF ni una foto JPEG, PNG o WebP.`);
    }
  });

  it('refuses a truncated JPEG and a 400-megapixel PNG bomb, and a good file sent with them', async () => {
    const whole = await jpegOf(1200, 900);
    const truncated = await refusedStoringNothing(() =>
      sendDocuments('dni', [
        { name: 'bien.png', data: small },
        { name: 'cortado.jpg', data: whole.subarray(0, whole.length / 2) },
      ]),
    );
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error.message).toBe('«cortado.jpg» está dañado o es demasiado grande.');
    const bomb = await refusedStoringNothing(() => sendDocuments('seguro', [{ name: 'bomba.png', data: hugePng() }]));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error.message).toBe('«bomba.png» está dañado o es demasiado grande.');
  });

  it('refuses more than five files at once and a file over 10 MB', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `d${i}.png`, data: small }));
    const many = await refusedStoringNothing(() => sendDocuments('dni', six));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toBe('Envía como máximo 5 documentos a la vez.');
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const large = await refusedStoringNothing(() => sendDocuments('dni', [{ name: 'grande.pdf', data: big }]));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe('Cada documento puede ocupar como máximo 10 MB.');
  });

  it('refuses a missing or unknown kind, an empty upload and an owner', async () => {
    const pdf = { name: 'poliza.pdf', data: SMALL_PDF };
    for (const kind of [null, 'pasaporte-falso']) {
      const res = await refusedStoringNothing(() => sendDocuments(kind, [pdf]));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Indica qué documento es.');
    }
    const none = await refusedStoringNothing(() => sendDocuments('dni', []));
    expect(none.json().error.message).toBe('Elige al menos un documento.');
    const body = await multipart({ kind: 'dni' }, [pdf]);
    const byOwner = await refusedStoringNothing(
      () =>
        owner.agent.request({
          method: 'POST',
          url: '/api/verification/documents',
          remoteAddress: nextIp(),
          ...body,
        }) as Promise<Answer>,
    );
    expect(byOwner.statusCode).toBe(403);
  });
});

describe('verification documents: files that start like a PDF', () => {
  it('refuses `%PDF-` followed by a web page: parsed, not judged by its first bytes', async () => {
    for (const data of [PDF_HEADER_THEN_HTML, Buffer.concat([PDF_HEADER_THEN_HTML, Buffer.from('%%EOF\n')])]) {
      const res = await refusedStoringNothing(() =>
        sendDocuments('dni', [{ name: 'dni.pdf', data, type: 'application/pdf' }]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('«dni.pdf» está dañado o no es un PDF válido.');
    }
  });

  it('refuses a real PDF cut short, even sent with a good one', async () => {
    const whole = await pdfLibDocument(2);
    for (const cut of [Math.floor(whole.length / 2), whole.length - 7]) {
      const res = await refusedStoringNothing(() =>
        sendDocuments('seguro', [
          { name: 'bien.pdf', data: whole },
          { name: 'poliza-cortada.pdf', data: whole.subarray(0, cut) },
        ]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('«poliza-cortada.pdf» está dañado o no es un PDF válido.');
    }
  });

  it('refuses a PDF locked with a password, and accepts one that only restricts changes', async () => {
    const locked = writePdf({ pages: 2, password: { user: 'secreto', owner: 'dueño' } });
    const res = await refusedStoringNothing(() => sendDocuments('dni', [{ name: 'dni-cifrado.pdf', data: locked }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('«dni-cifrado.pdf» está protegido con contraseña. Envíalo sin contraseña.');
    const restricted = writePdf({ pages: 2, password: { user: '', owner: 'dueño' } });
    const before = await stored();
    const accepted = await sendDocuments('dni', [{ name: 'dni-restringido.pdf', data: restricted }]);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await stored()).toMatchObject({ documents: (before.documents ?? 0) + 1, files: before.files + 1 });
    // Removed again: the professional may hold at most ten documents, and later tests upload.
    const [doc] = (accepted.json() as unknown as { documents: { id: string }[] }).documents;
    expect((await pro.agent.delete(`/api/verification/documents/${doc?.id}`)).statusCode).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('refuses a PDF without pages, a page tree that contains itself, deep nesting and too many pages', async () => {
    for (const [name, data, message] of [
      ['vacio.pdf', PDF_WITHOUT_PAGES, '«vacio.pdf» no tiene ninguna página.'],
      ['ciclo.pdf', PDF_WITH_PAGE_CYCLE, '«ciclo.pdf» está dañado o no es un PDF válido.'],
      ['anidado.pdf', pdfWithNesting(100_000), '«anidado.pdf» está dañado o no es un PDF válido.'],
      ['largo.pdf', writePdf({ pages: 201 }), '«largo.pdf» tiene demasiadas páginas: como máximo 200.'],
    ] as const) {
      const res = await refusedStoringNothing(() => sendDocuments('certificado', [{ name, data }]));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });
});

/** A well-formed upload of a small PNG to be mangled. */
async function goodBody(route: string): Promise<{ payload: Buffer; boundary: string }> {
  const fields: Record<string, string> = route === '/api/images' ? { purpose: 'task' } : { kind: 'dni' };
  const { payload, headers } = await multipart(fields, [{ name: 'foto.png', data: small, type: 'image/png' }]);
  const boundary = /boundary=(.+)$/.exec(headers['content-type'] ?? '')?.[1] ?? '';
  return { payload, boundary };
}

const mangled = fc.oneof(
  // Cut anywhere: the upload stops half-way.
  fc.record({ kind: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 0.999, noNaN: true }) }),
  // Bytes overwritten: headers, boundary lines or image data damaged.
  fc.record({
    kind: fc.constant('overwrite' as const),
    at: fc.double({ min: 0, max: 0.999, noNaN: true }),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
  }),
  // Another boundary announced than the one used, or none, or another content type.
  fc.record({
    kind: fc.constant('header' as const),
    type: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=otra',
      'multipart/mixed; boundary=X',
      'application/x-www-form-urlencoded',
      'image/png',
    ),
  }),
  // Random bytes as the whole body.
  fc.record({ kind: fc.constant('noise' as const), bytes: fc.uint8Array({ maxLength: 2048 }) }),
  // Many extra parts and fields, or a huge field.
  fc.record({
    kind: fc.constant('parts' as const),
    fields: fc.integer({ min: 0, max: 40 }),
    files: fc.integer({ min: 0, max: 30 }),
    fieldSize: fc.constantFrom(10, 5000, 200_000),
  }),
);

async function mangle(route: string, m: MangleCase) {
  const { payload, boundary } = await goodBody(route);
  let body = payload;
  let type = `multipart/form-data; boundary=${boundary}`;
  switch (m.kind) {
    case 'truncate':
      body = payload.subarray(0, Math.floor(payload.length * m.at));
      break;
    case 'overwrite': {
      body = Buffer.from(payload);
      Buffer.from(m.bytes).copy(body, Math.floor(payload.length * m.at));
      break;
    }
    case 'header':
      type = m.type;
      break;
    case 'noise':
      body = Buffer.from(m.bytes);
      break;
    case 'parts': {
      const chunks: Buffer[] = [];
      const part = (headers: string, data: Buffer) =>
        chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), data, Buffer.from('\r\n'));
      for (let i = 0; i < m.fields; i++) {
        part(`Content-Disposition: form-data; name="campo${i}"`, Buffer.from('x'.repeat(m.fieldSize)));
      }
      for (let i = 0; i < m.files; i++) {
        part(`Content-Disposition: form-data; name="file"; filename="f${i}.png"\r\nContent-Type: image/png`, small);
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      body = Buffer.concat(chunks);
      break;
    }
  }
  return { body, type };
}

type MangleCase =
  | { kind: 'truncate'; at: number }
  | { kind: 'overwrite'; at: number; bytes: Uint8Array }
  | { kind: 'header'; type: string }
  | { kind: 'noise'; bytes: Uint8Array }
  | { kind: 'parts'; fields: number; files: number; fieldSize: number };

describe('mangled multipart bodies on both upload routes', () => {
  for (const route of ['/api/images', '/api/verification/documents']) {
    it(`${route}: never a 5xx; a refusal is a Spanish 4xx and stores nothing`, async () => {
      const failures: string[] = [];
      await fc
        .assert(
          fc.asyncProperty(mangled, async (m) => {
            const { body, type } = await mangle(route, m as MangleCase);
            const before = await stored();
            const res = await pro.agent.request({
              method: 'POST',
              url: route,
              remoteAddress: nextIp(),
              payload: body,
              headers: { 'content-type': type },
            });
            const after = await stored();
            const what = `${JSON.stringify(m, (_, v) => (v instanceof Uint8Array ? `${v.length} bytes` : v))} → ${res.statusCode} ${res.body.slice(0, 200)}`;
            if (res.statusCode >= 500) failures.push(what);
            else if (res.statusCode >= 400) {
              const message = (res.json() as { error?: { message?: string } }).error?.message ?? '';
              if (!message || /\b(invalid|expected|multipart|boundary|error|unexpected)\b/i.test(message)) {
                failures.push(`not a Spanish message: ${what}`);
              }
              if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`stored something: ${what}`);
            }
            // Some damage leaves a valid upload (a byte changed inside the picture's pixels):
            // then it is stored whole, as any upload.
            return failures.length === 0;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error) => {
          if (failures.length === 0) throw error;
        });
      expect(failures).toEqual([]);
    }, 300_000);
  }
});

/**
 * The resumable uploads (tus, modules/uploads) under attack: a stranger's requests against
 * someone's upload id, forged offsets and lengths, bodies longer than declared. Whatever comes,
 * never a 5xx, a refusal in Spanish, nothing changed for the owner, and the stored parts always
 * add up to exactly the offset the server reports, no more than the declared length.
 */
describe('resumable uploads: hostile requests', () => {
  async function partsOf(id: string): Promise<{ offset: number; length: number; bytes: number } | null> {
    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, id));
    if (!row) return null;
    let bytes = 0;
    for (const key of row.partKeys) bytes += (await ctx.app.imageStore.get(key))?.length ?? Number.NaN;
    return { offset: row.offset, length: row.length, bytes };
  }

  it('another user’s upload id: HEAD, PATCH, DELETE and finish are 404, and the upload is untouched', async () => {
    const data = await jpegOf(300, 200);
    const mine = tusClient(owner.agent);
    const id = uploadIdOf(await mine.create('task', data.length));
    expect((await mine.patch(id, 0, data.subarray(0, 500))).statusCode).toBe(204);
    const stranger = tusClient(pro.agent);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('head', 'patch', 'terminate', 'finish'),
        fc.integer({ min: 0, max: data.length }),
        async (action, offset) => {
          const res =
            action === 'patch'
              ? await stranger.patch(id, offset, data.subarray(offset))
              : action === 'head'
                ? await stranger.head(id)
                : await stranger[action](id);
          return res.statusCode === 404;
        },
      ),
      { numRuns: RUNS },
    );
    expect(await partsOf(id)).toEqual({ offset: 500, length: data.length, bytes: 500 });
    // Ids that are not uploads at all, or not ids, answer the same.
    for (const other of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id', '../../etc/passwd']) {
      const res = await mine.head(encodeURIComponent(other));
      expect([400, 404]).toContain(res.statusCode);
    }
  });

  it('forged Upload-Offset and bodies of any size: only the true offset moves it, never past the length', async () => {
    const data = await pngOf(200, 150);
    const client = tusClient(owner.agent);
    const id = uploadIdOf(await client.create('task', data.length, 'forjada.png'));
    let sent = 0;
    const offsets = fc.oneof(
      fc.constant('true'),
      fc.integer({ min: -5, max: data.length + 5 }).map(String),
      fc.constantFrom('', ' 0', '0x10', '1e3', '99999999999999999999', '-0', '+1'),
    );
    await fc.assert(
      fc.asyncProperty(offsets, fc.integer({ min: 0, max: 3000 }), async (forged, size) => {
        const offset = forged === 'true' ? String(sent) : forged;
        const body =
          data.subarray(sent, sent + size).length === size ? data.subarray(sent, sent + size) : Buffer.alloc(size, 1);
        const res = await client.patch(id, 0, body, { 'upload-offset': offset });
        if (res.statusCode >= 500) return false;
        if (res.statusCode === 204) {
          if (offset !== String(sent)) return false;
          sent = Number(res.headers['upload-offset']);
        } else if (!/^[A-ZÁÉÍÓÚ¿La-z]/.test(res.json().error?.message ?? '')) {
          return false;
        }
        const state = await partsOf(id);
        return state !== null && state.offset === sent && state.bytes === sent && sent <= data.length;
      }),
      { numRuns: RUNS * 2 },
    );
    // Whatever was accepted is the true beginning of the file.
    expect(sent).toBeGreaterThan(0);
    const state = await partsOf(id);
    expect(state?.bytes).toBe(sent);
  });

  it('oversize or malformed Upload-Length: 413 or 400, and no upload is begun', async () => {
    const count = async () =>
      (await ctx.database.db.select().from(uploads).where(eq(uploads.uploaderId, owner.profileId))).length;
    const before = await count();
    const lengths = fc.oneof(
      fc.integer({ min: MAX_IMAGE_BYTES + 1, max: Number.MAX_SAFE_INTEGER }).map(String),
      fc.constantFrom('', '-1', '0', '1.5', '1e7', 'diez', '10485761', '999999999999999999999999', ' 100'),
    );
    await fc.assert(
      fc.asyncProperty(lengths, async (length) => {
        const res = await tusClient(owner.agent).create('task', 1, 'x.jpg', { 'upload-length': length });
        return [400, 413].includes(res.statusCode) && Boolean(res.json().error?.message);
      }),
      { numRuns: RUNS },
    );
    expect(await count()).toBe(before);
  });
});
