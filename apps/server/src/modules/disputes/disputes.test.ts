import { adminActions, disputeStatements, disputes, emails, messages, notifications, payments } from '@faena/db';
import { formatCents } from '@faena/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAssignedTask, createProperty, payByCard, setUpPayouts } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegOf, jpegWithGps, uploadImages } from '../../../test/images';
import { enqueueJob } from '../jobs';
import type { PaymentProvider } from '../payments';
import { STATEMENTS_PER_WINDOW } from './routes';
import { ADMIN_DISPUTE_MESSAGES } from './service';

let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let otherOwner: TestUser;
let admin: TestUser;
let propertyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  otherOwner = await signUp(ctx);
  admin = await signUp(ctx, { admin: true, firstName: 'Laura' });
  propertyId = await createProperty(owner);
  await setUpPayouts(pro);
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const reason = 'El trabajo quedó a medias: falta desbrozar la mitad de la parcela.';
const provider = () => ctx.app.paymentProvider as PaymentProvider;

/** A held card payment of 400,00 € (fee 40,00 €) for a new task. */
async function heldPayment(): Promise<string> {
  const taskId = await createAssignedTask(owner, pro, propertyId, 'Desbroce de la parcela');
  const paid = await payByCard(owner, taskId);
  expect(paid.synced?.json().status).toBe('held');
  return paid.paymentId as string;
}

async function open(by: TestUser, paymentId: string, photoIds: string[] = []) {
  return by.agent.post(`/api/payments/${paymentId}/dispute`, { reason, photoIds });
}

async function lastNotice(profileId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.profileId, profileId))
    .orderBy(desc(notifications.createdAt));
  return row;
}

describe('opening a dispute', () => {
  it('either party opens one on a held card payment; the other is told; one open at a time', async () => {
    const paymentId = await heldPayment();
    expect((await open(otherOwner, paymentId)).statusCode).toBe(404);
    const short = await owner.agent.post(`/api/payments/${paymentId}/dispute`, { reason: 'Mal', photoIds: [] });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('al menos 10 caracteres');

    const [photo] = await uploadImages(owner.agent, 'dispute', [{ name: 'a.jpg', data: await jpegWithGps(400, 300) }]);
    const opened = await open(owner, paymentId, [photo!.id]);
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ status: 'open', amountCents: 40_000, outcome: null });
    expect(opened.json().statements[0]).toMatchObject({ body: reason, side: 'payer' });
    expect(opened.json().statements[0].photos).toHaveLength(1);
    const notice = await lastNotice(pro.profileId);
    expect(notice).toMatchObject({ type: 'dispute_opened', link: `/payments/${paymentId}/receipt` });
    // A test-mode payment moved no money: the notice and its e-mail say so, as the payments' do.
    expect(notice?.title).toMatch(/\(Modo de pruebas\)$/);
    expect(notice?.body).toContain('Modo de pruebas: no se ha movido dinero real.');
    const [mail] = await ctx.database.db
      .select()
      .from(emails)
      .where(eq(emails.to, pro.email))
      .orderBy(desc(emails.createdAt))
      .limit(1);
    expect(mail?.subject).toContain('Modo de pruebas');
    expect(mail?.text).toContain('Modo de pruebas: no se ha movido dinero real.');

    // The photo: the two parties and administrators, nobody else.
    const url = opened.json().statements[0].photos[0].url as string;
    expect((await pro.agent.get(url)).statusCode).toBe(200);
    expect((await admin.agent.get(url)).statusCode).toBe(200);
    expect((await otherOwner.agent.get(url)).statusCode).toBe(404);

    const again = await open(pro, paymentId);
    expect(again.statusCode).toBe(409);
    const disputeId = opened.json().id as string;
    expect((await otherOwner.agent.get(`/api/disputes/${disputeId}`)).statusCode).toBe(404);
    const stated = await pro.agent.post(`/api/disputes/${disputeId}/statements`, {
      body: 'Hice todo lo acordado; llovió dos días.',
      photoIds: [],
    });
    expect(stated.statusCode, stated.body).toBe(201);
    expect(stated.json().statements.map((s: { side: string }) => s.side)).toEqual(['payer', 'payee']);
    const view = (await owner.agent.get(`/api/payments/${paymentId}/dispute`)).json();
    expect(view).toMatchObject({ canOpen: false, dispute: { id: disputeId } });
  });

  it('not on a transfer, nor once the payment is released', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const transfer = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'transfer',
      idempotencyKey: `transferencia-${Date.now()}`,
      reference: 'Transferencia 123',
    });
    expect((await open(owner, transfer.json().id)).statusCode).toBe(409);

    const paymentId = await heldPayment();
    expect(
      (await admin.agent.post(`/api/admin/payments/${paymentId}/release`, { reason: 'Trabajo verificado' })).statusCode,
    ).toBe(200);
    const late = await open(pro, paymentId);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('antes de liberarlo');
  });
});

describe('an open dispute stops the money', () => {
  it('the release job skips it, and an administrator’s plain release or refund is refused', async () => {
    const paymentId = await heldPayment();
    expect((await open(pro, paymentId)).statusCode).toBe(201);
    await ctx.database.db.transaction((tx) =>
      enqueueJob(tx, { kind: 'payments.release', payload: { paymentId }, dedupeKey: `release:${paymentId}` }),
    );
    await ctx.worker.drain();
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'held', settling: null });
    for (const action of ['release', 'refund']) {
      const res = await admin.agent.post(`/api/admin/payments/${paymentId}/${action}`, { reason: 'Por probar' });
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain('/admin/disputes');
    }
  });
});

describe('the administrator decides', () => {
  it('a split: the provider refunds the owner’s part and transfers the share minus its fee; audited with the state; both told', async () => {
    const paymentId = await heldPayment();
    const disputeId = (await open(owner, paymentId)).json().id as string;
    const refund = vi.spyOn(provider(), 'refund');
    const transfer = vi.spyOn(provider(), 'transfer');
    const decide = (body: object) => admin.agent.post(`/api/admin/disputes/${disputeId}/decision`, body);

    const wrong = await decide({ outcome: 'split', payeeCents: 20_000, payerCents: 10_000, note: 'Reparto' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('deben sumar el importe del pago');
    const missing = await decide({ outcome: 'split', payeeCents: 20_000, note: 'Reparto' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Indica la parte que se devuelve al propietario');
    expect(refund).not.toHaveBeenCalled();
    expect((await pro.agent.post(`/api/admin/disputes/${disputeId}/decision`, {})).statusCode).toBe(403);

    const decided = await decide({
      outcome: 'split',
      payeeCents: 15_000,
      payerCents: 25_000,
      note: 'Se hizo algo más de un tercio del trabajo.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'resolved',
      outcome: 'split',
      payeeCents: 15_000,
      payerCents: 25_000,
    });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]?.[0]).toMatchObject({
      amountCents: 25_000,
      idempotencyKey: expect.stringContaining('split-refund'),
    });
    // Fee on the share: round(15 000 × 4 000 / 40 000) = 1 500; the professional gets 13 500.
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(transfer.mock.calls[0]?.[0]).toMatchObject({
      amountCents: 13_500,
      idempotencyKey: expect.stringContaining('split-release'),
    });

    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'released', refundedCents: 25_000, settling: null });
    const [audit] = await ctx.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetTableName, 'disputes'), eq(adminActions.targetRecordId, disputeId)));
    expect(audit).toMatchObject({ actionName: 'decide_dispute', adminId: admin.profileId });
    expect(audit?.newData).toMatchObject({
      outcome: 'split',
      payeeCents: 15_000,
      payerCents: 25_000,
      paymentStatus: 'released',
    });

    for (const party of [owner, pro]) {
      const notice = await lastNotice(party.profileId);
      expect(notice?.type).toBe('dispute_resolved');
      expect(notice?.body).toContain(`${formatCents(15_000)} para el profesional`);
      expect(notice?.body).toContain(`${formatCents(25_000)} devueltos al propietario`);
    }
    expect((await decide({ outcome: 'refund', note: 'Otra vez' })).statusCode).toBe(409);
  });

  it('if the state cannot be written, neither is the audit row nor the outcome (one transaction)', async () => {
    const paymentId = await heldPayment();
    const disputeId = (await open(owner, paymentId)).json().id as string;
    const audit = await import('../admin');
    vi.spyOn(audit, 'logAdminAction').mockRejectedValueOnce(new Error('disco lleno'));
    const res = await admin.agent.post(`/api/admin/disputes/${disputeId}/decision`, {
      outcome: 'refund',
      note: 'Se devuelve todo.',
    });
    expect(res.statusCode).toBe(500);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('held');
    const [dispute] = await ctx.database.db.select().from(disputes).where(eq(disputes.id, disputeId));
    expect(dispute?.status).toBe('open');
  });

  it('a full refund reuses the refund: the whole amount back to the card, both told', async () => {
    const paymentId = await heldPayment();
    const disputeId = (await open(pro, paymentId)).json().id as string;
    const refund = vi.spyOn(provider(), 'refund');
    const res = await admin.agent.post(`/api/admin/disputes/${disputeId}/decision`, {
      outcome: 'refund',
      note: 'No se hizo el trabajo.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(refund.mock.calls[0]?.[0]).toMatchObject({ amountCents: 40_000 });
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'refunded', refundedCents: 40_000 });
    expect((await lastNotice(pro.profileId))?.type).toBe('dispute_resolved');
    expect((await lastNotice(owner.profileId))?.body).toContain(`${formatCents(40_000)} devueltos al propietario`);
    const list = (await admin.agent.get('/api/admin/disputes')).json();
    expect(list.items.length).toBeGreaterThan(0);
    const detail = await admin.agent.get(`/api/admin/disputes/${disputeId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().dispute.id).toBe(disputeId);
  });
});

/** A new owner and a new professional (with payouts) who have a property: counters of their own. */
async function freshPair() {
  const o = await signUp(ctx, { firstName: 'Rosa', lastName: 'Gil' });
  const p = await signUp(ctx, { role: 'professional', firstName: 'Tomás', lastName: 'Vera' });
  await setUpPayouts(p);
  return { owner: o, pro: p, propertyId: await createProperty(o) };
}

type Pair = { owner: TestUser; pro: TestUser; propertyId: string };

/** A held card payment between a pair (400,00 €). */
async function heldPaymentOf(pair: Pair): Promise<string> {
  const taskId = await createAssignedTask(pair.owner, pair.pro, pair.propertyId, 'Vallado de la finca');
  const paid = await payByCard(pair.owner, taskId);
  expect(paid.synced?.json().status).toBe('held');
  return paid.paymentId as string;
}

/** A held card payment between a pair, and the dispute the owner opened on it. */
async function disputeBetween(pair: Pair) {
  const paymentId = await heldPaymentOf(pair);
  const opened = await open(pair.owner, paymentId);
  expect(opened.statusCode, opened.body).toBe(201);
  return { paymentId, disputeId: opened.json().id as string };
}

/** A progress update with one photo, by the task's professional: the photo's display URL. */
async function progressPhoto(by: TestUser, taskId: string): Promise<string> {
  await by.agent.post(`/api/tasks/${taskId}/progress/start`);
  const [photo] = await uploadImages(by.agent, 'progress', [{ name: 'avance.jpg', data: await jpegOf(64, 48) }]);
  const res = await by.agent.post(`/api/tasks/${taskId}/progress`, { text: 'Medio vallado', photoIds: [photo!.id] });
  expect(res.statusCode, res.body).toBe(201);
  return `/api/images/${photo!.id}/display`;
}

/** A message with one photo from `from` in their conversation with `to`: the photo's display URL. */
async function messagePhoto(from: TestUser, to: TestUser, ownerOpens: TestUser): Promise<string> {
  const conversation = await ownerOpens.agent.post('/api/conversations', {
    withProfileId: (ownerOpens === from ? to : from).profileId,
  });
  expect(conversation.statusCode, conversation.body).toBe(200);
  const [photo] = await uploadImages(from.agent, 'message', [{ name: 'chat.jpg', data: await jpegOf(64, 48) }]);
  const sent = await from.agent.post(`/api/conversations/${conversation.json().id}/messages`, {
    body: 'Mira cómo quedó',
    photoIds: [photo!.id],
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return `/api/images/${photo!.id}/display`;
}

describe('a refund made outside Faena', () => {
  it('closes the open dispute as a refund, with the amounts, in the refund’s transaction', async () => {
    const paymentId = await heldPayment();
    const opened = await open(owner, paymentId);
    expect(opened.statusCode, opened.body).toBe(201);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    // The bank's chargeback (in test mode, the provider's dashboard played by an administrator).
    const refunded = await admin.agent.post(
      `/api/payments/test-provider/charges/${payment?.providerRef}/outside-refund`,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [dispute] = await ctx.database.db.select().from(disputes).where(eq(disputes.paymentId, paymentId));
    expect(dispute).toMatchObject({ status: 'resolved', outcome: 'refund', payeeCents: 0, payerCents: 40_000 });
    expect(dispute?.decisionNote).toMatch(/fuera de Faena/);
    const seen = await owner.agent.get(`/api/payments/${paymentId}/dispute`);
    expect(seen.json().dispute).toMatchObject({ status: 'resolved', outcome: 'refund' });
  });
});

describe('the administrators’ dispute page', () => {
  it('administrators see the disputed task’s progress photos and the parties’ message photos, and no others', async () => {
    const pair = await freshPair();
    const taskId = await createAssignedTask(pair.owner, pair.pro, pair.propertyId, 'Vallado de la finca');
    const paid = await payByCard(pair.owner, taskId);
    const progressUrl = await progressPhoto(pair.pro, taskId);
    const messageUrl = await messagePhoto(pair.pro, pair.owner, pair.owner);
    // Before any dispute, an administrator has no business with these private photos.
    expect((await admin.agent.get(progressUrl)).statusCode).toBe(404);
    expect((await admin.agent.get(messageUrl)).statusCode).toBe(404);

    // Another task of the same two, not disputed; a conversation of the professional with someone else.
    const otherTask = await createAssignedTask(pair.owner, pair.pro, pair.propertyId, 'Poda sin disputa');
    const unrelatedProgress = await progressPhoto(pair.pro, otherTask);
    const unrelatedMessage = await messagePhoto(otherOwner, pair.pro, otherOwner);

    const opened = await open(pair.owner, paid.paymentId as string);
    expect(opened.statusCode, opened.body).toBe(201);
    const detail = await admin.agent.get(`/api/admin/disputes/${opened.json().id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const shown = detail.json() as {
      progress: { photos: { url: string; thumbUrl: string }[] }[];
      messages: { photos: { url: string; thumbUrl: string }[] }[];
    };
    const progressPhotos = shown.progress.flatMap((u) => u.photos);
    const messagePhotos = shown.messages.flatMap((m) => m.photos);
    expect(progressPhotos.map((p) => p.url)).toEqual([progressUrl]);
    expect(messagePhotos.map((p) => p.url)).toEqual([messageUrl]);
    // What the page's <img> and its link load.
    for (const photo of [...progressPhotos, ...messagePhotos]) {
      expect((await admin.agent.get(photo.thumbUrl)).statusCode).toBe(200);
      expect((await admin.agent.get(photo.url)).statusCode).toBe(200);
    }
    // Not every private photo: another task's timeline, another conversation.
    expect((await admin.agent.get(unrelatedProgress)).statusCode).toBe(404);
    expect((await admin.agent.get(unrelatedMessage)).statusCode).toBe(404);
    // Nor does the dispute open them to anyone else.
    expect((await otherOwner.agent.get(progressUrl)).statusCode).toBe(404);
    expect((await otherOwner.agent.get(messageUrl)).statusCode).toBe(404);
    expect((await pair.owner.agent.get(progressUrl)).statusCode).toBe(200);
  });

  it('shows the whole conversation, oldest pages too, up to the latest 200 messages', async () => {
    const pair = await freshPair();
    const { disputeId } = await disputeBetween(pair);
    const opened = await pair.owner.agent.post('/api/conversations', { withProfileId: pair.pro.profileId });
    const conversationId = opened.json().id as string;
    const start = Date.now() - 10 * 24 * 3_600_000;
    const insert = (from: number, count: number) =>
      ctx.database.db.insert(messages).values(
        Array.from({ length: count }, (_, i) => ({
          conversationId,
          senderId: (from + i) % 2 === 0 ? pair.owner.profileId : pair.pro.profileId,
          body: `Mensaje ${from + i}`,
          createdAt: new Date(start + (from + i) * 60_000),
        })),
      );
    const read = async () => {
      const res = await admin.agent.get(`/api/admin/disputes/${disputeId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { messages: { body: string; senderId: string }[]; messagesTruncated: boolean };
    };

    await insert(0, 45);
    const some = await read();
    expect(some.messages).toHaveLength(45);
    expect(some.messagesTruncated).toBe(false);
    expect(some.messages[0]).toMatchObject({ body: 'Mensaje 44', senderId: pair.owner.profileId });
    expect(some.messages[1]).toMatchObject({ body: 'Mensaje 43', senderId: pair.pro.profileId });
    expect(some.messages.at(-1)).toMatchObject({ body: 'Mensaje 0', senderId: pair.owner.profileId });

    await insert(45, 160);
    const many = await read();
    expect(many.messages).toHaveLength(ADMIN_DISPUTE_MESSAGES);
    expect(many.messagesTruncated).toBe(true);
    expect(many.messages[0]?.body).toBe('Mensaje 204');
    expect(many.messages.at(-1)?.body).toBe('Mensaje 5');
    expect(new Set(many.messages.map((m) => m.body)).size).toBe(ADMIN_DISPUTE_MESSAGES);
  });
});

describe('an administrator who is a party of the payment', () => {
  it('may read the dispute but not decide it, as the payer or as the payee; another administrator may', async () => {
    const adminOwner = await signUp(ctx, { admin: true, firstName: 'Inés' });
    const adminPro = await signUp(ctx, { admin: true, role: 'professional', firstName: 'Raúl' });
    const asPayer = await disputeBetween({ owner: adminOwner, pro, propertyId: await createProperty(adminOwner) });
    await setUpPayouts(adminPro);
    const asPayee = await disputeBetween({ owner, pro: adminPro, propertyId });
    const refund = vi.spyOn(provider(), 'refund');
    for (const [party, { disputeId, paymentId }] of [
      [adminOwner, asPayer],
      [adminPro, asPayee],
    ] as const) {
      const detail = await party.agent.get(`/api/admin/disputes/${disputeId}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().viewer).toEqual({ isParty: true, canDecide: false });
      const refused = await party.agent.post(`/api/admin/disputes/${disputeId}/decision`, {
        outcome: party === adminOwner ? 'refund' : 'release',
        note: 'Lo decido yo mismo.',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain('eres una de las partes');
      const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(row).toMatchObject({ status: 'held', settling: null });
      const [dispute] = await ctx.database.db.select().from(disputes).where(eq(disputes.id, disputeId));
      expect(dispute?.status).toBe('open');
    }
    expect(refund).not.toHaveBeenCalled();
    expect((await admin.agent.get(`/api/admin/disputes/${asPayer.disputeId}`)).json().viewer).toEqual({
      isParty: false,
      canDecide: true,
    });
    const decided = await admin.agent.post(`/api/admin/disputes/${asPayer.disputeId}/decision`, {
      outcome: 'refund',
      note: 'Decide otra persona de la administración.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await admin.agent.get(`/api/admin/disputes/${asPayer.disputeId}`)).json().viewer).toEqual({
      isParty: false,
      canDecide: false,
    });
  });
});

describe('statements are rate-limited per person', () => {
  it(`${STATEMENTS_PER_WINDOW} in ten minutes, from any address; then 429 in Spanish, and nothing stored; the other party is not held back`, async () => {
    const pair = await freshPair();
    const { disputeId } = await disputeBetween(pair);
    const state = (user: TestUser, n: number) =>
      user.agent.request({
        method: 'POST',
        url: `/api/disputes/${disputeId}/statements`,
        payload: { body: `Declaración número ${n}, con detalles.`, photoIds: [] },
        // A new address each time: the limit follows the account, not the address.
        remoteAddress: `10.9.${n >> 8}.${n & 255}`,
      });
    for (let n = 1; n <= STATEMENTS_PER_WINDOW; n += 1) {
      const res = await state(pair.pro, n);
      expect(res.statusCode, res.body).toBe(201);
    }
    const limited = await state(pair.pro, STATEMENTS_PER_WINDOW + 1);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    const stored = await ctx.database.db
      .select()
      .from(disputeStatements)
      .where(and(eq(disputeStatements.disputeId, disputeId), eq(disputeStatements.authorId, pair.pro.profileId)));
    expect(stored).toHaveLength(STATEMENTS_PER_WINDOW);
    expect((await state(pair.owner, 1)).statusCode).toBe(201);
  });
});

describe('hostile requests to the dispute routes', () => {
  const decision = { outcome: 'refund', note: 'Se devuelve todo.' };
  const statement = { body: 'Una declaración cualquiera.', photoIds: [] };
  const missing = '00000000-0000-4000-8000-000000000000';

  it('a malformed id answers like an unknown one, 404 in Spanish, on every route; never a 5xx', async () => {
    // Its own account: the statements it sends count against its limit, not the others'.
    const someone = await signUp(ctx);
    for (const id of ['no-es-un-id', '1', `${missing}x`, "'; drop table disputes; --", missing]) {
      const path = encodeURIComponent(id);
      for (const res of [
        await someone.agent.get(`/api/disputes/${path}`),
        await someone.agent.post(`/api/disputes/${path}/statements`, statement),
        await someone.agent.get(`/api/payments/${path}/dispute`),
        await someone.agent.post(`/api/payments/${path}/dispute`, { reason, photoIds: [] }),
        await admin.agent.get(`/api/admin/disputes/${path}`),
        await admin.agent.post(`/api/admin/disputes/${path}/decision`, decision),
      ]) {
        expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
        expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
      }
    }
  });

  it('someone else’s dispute is 404 to a stranger of either role and to the administrator stating; nothing is stored', async () => {
    const paymentId = await heldPayment();
    const disputeId = (await open(owner, paymentId)).json().id as string;
    const strangerPro = await signUp(ctx, { role: 'professional' });
    for (const stranger of [otherOwner, strangerPro]) {
      expect((await stranger.agent.get(`/api/disputes/${disputeId}`)).statusCode).toBe(404);
      expect((await stranger.agent.get(`/api/payments/${paymentId}/dispute`)).statusCode).toBe(404);
      expect((await stranger.agent.post(`/api/disputes/${disputeId}/statements`, statement)).statusCode).toBe(404);
      expect((await stranger.agent.post(`/api/admin/disputes/${disputeId}/decision`, decision)).statusCode).toBe(403);
      expect((await stranger.agent.get(`/api/admin/disputes/${disputeId}`)).statusCode).toBe(403);
    }
    // Administrators decide, they do not state.
    expect((await admin.agent.post(`/api/disputes/${disputeId}/statements`, statement)).statusCode).toBe(404);
    const stored = await ctx.database.db
      .select()
      .from(disputeStatements)
      .where(eq(disputeStatements.disputeId, disputeId));
    expect(stored).toHaveLength(1);
    // A party cannot attach the other party's photo (nor one uploaded for something else).
    const [theirs] = await uploadImages(pro.agent, 'dispute', [{ name: 'p.jpg', data: await jpegOf(64, 48) }]);
    const [other] = await uploadImages(owner.agent, 'message', [{ name: 'm.jpg', data: await jpegOf(64, 48) }]);
    for (const photoId of [theirs!.id, other!.id]) {
      const res = await owner.agent.post(`/api/disputes/${disputeId}/statements`, {
        ...statement,
        photoIds: [photoId],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('imageIds');
    }
  });

  it('empty, short, oversized and malformed bodies are refused in Spanish; nothing is stored', async () => {
    // A pair of their own: a dozen refused statements count against their limit (it counts every try).
    const pair = await freshPair();
    const { owner } = pair;
    const paymentId = await heldPaymentOf(pair);
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(2001), photoIds: [] }, { reason: 42 }]) {
      const res = await owner.agent.post(`/api/payments/${paymentId}/dispute`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().error.message).toMatch(/[a-záéíóú]/);
    }
    const disputeId = (await open(owner, paymentId)).json().id as string;
    for (const body of [
      {},
      { body: '   ', photoIds: [] },
      { body: 'Corto', photoIds: [] },
      { body: 'y'.repeat(2001), photoIds: [] },
      { body: 'Texto suficiente aquí.', photoIds: Array.from({ length: 9 }, () => missing) },
      { body: 'Texto suficiente aquí.', photoIds: ['no-es-un-id'] },
      { body: ['Texto suficiente aquí.'], photoIds: [] },
    ]) {
      const res = await owner.agent.post(`/api/disputes/${disputeId}/statements`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const max = 'z'.repeat(2000);
    expect(
      (await owner.agent.post(`/api/disputes/${disputeId}/statements`, { body: max, photoIds: [] })).statusCode,
    ).toBe(201);
    // Past the server's body limit (1 MB): 413, never read.
    const huge = await owner.agent.post(`/api/disputes/${disputeId}/statements`, {
      body: 'w'.repeat(1_100_000),
      photoIds: [],
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const stored = await ctx.database.db
      .select()
      .from(disputeStatements)
      .where(eq(disputeStatements.disputeId, disputeId));
    expect(stored).toHaveLength(2);
  });

  it('decisions with cents that are negative, fractional, not numbers, too large or not adding up move no money', async () => {
    const paymentId = await heldPayment();
    const disputeId = (await open(owner, paymentId)).json().id as string;
    const refund = vi.spyOn(provider(), 'refund');
    const transfer = vi.spyOn(provider(), 'transfer');
    const note = 'Reparto razonado.';
    for (const body of [
      {},
      { note },
      { outcome: 'regalar', note },
      { outcome: 'refund' },
      { outcome: 'refund', note: '' },
      { outcome: 'refund', note: 'n'.repeat(2001) },
      { outcome: 'split', payeeCents: -10_000, payerCents: 50_000, note },
      { outcome: 'split', payeeCents: 20_000.5, payerCents: 19_999.5, note },
      { outcome: 'split', payeeCents: '20000', payerCents: '20000', note },
      { outcome: 'split', payeeCents: 2 ** 60, payerCents: 0, note },
      { outcome: 'split', payeeCents: 20_000, payerCents: 20_001, note },
      { outcome: 'split', payeeCents: 40_000, payerCents: 0, note },
      { outcome: 'split', payeeCents: null, payerCents: 40_000, note },
    ]) {
      const res = await admin.agent.post(`/api/admin/disputes/${disputeId}/decision`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    expect(refund).not.toHaveBeenCalled();
    expect(transfer).not.toHaveBeenCalled();
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'held', settling: null, refundedCents: 0 });

    const decided = await admin.agent.post(`/api/admin/disputes/${disputeId}/decision`, {
      outcome: 'split',
      payeeCents: 10_000,
      payerCents: 30_000,
      note,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // Decided once: a second decision of any kind, or a statement, is 409 and moves nothing more.
    for (const body of [
      { outcome: 'release', note },
      { outcome: 'refund', note },
    ]) {
      const again = await admin.agent.post(`/api/admin/disputes/${disputeId}/decision`, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toContain('ya está resuelta');
    }
    const late = await pro.agent.post(`/api/disputes/${disputeId}/statements`, statement);
    expect(late.statusCode).toBe(409);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(transfer).toHaveBeenCalledTimes(1);
  });
});
