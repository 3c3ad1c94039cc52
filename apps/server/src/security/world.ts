import { notifications, payments, payoutAccounts, profiles, reviews } from '@faena/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { createAssignedTask, createProperty, createTask, payByCard, setUpPayouts } from '../../test/fixtures';
import { Agent, signUp, type TestContext, type TestUser } from '../../test/helpers';
import { jpegOf, multipart, uploadImages } from '../../test/images';
import { PRO_PROFILE } from '../../test/inputs';
import { SMALL_PDF } from '../../test/pdf';

/**
 * The seven kinds of actor of the authorisation matrix. "owner" owns the resource a row is
 * about and "professional" is the professional involved in it (applicant, assigned, offered);
 * "otherOwner" and "otherProfessional" are signed-in strangers of each role; "admin" is an
 * administrator with no part in the resource; "suspended" is an account suspended while its
 * session was still open.
 */
export const ACTORS = [
  'anonymous',
  'owner',
  'otherOwner',
  'professional',
  'otherProfessional',
  'admin',
  'suspended',
] as const;
export type ActorKind = (typeof ACTORS)[number];

export { PRO_PROFILE };

let seq = 0;
export const uniqueKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

let ipSeq = 0;
/**
 * A new client address per call: the matrix sends thousands of requests in a minute, and the
 * per-IP rate limits (payments, uploads, messages) are not what it is about.
 */
export const nextIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

/** The agent, sending each request from a new address (see nextIp). */
export function spread(agent: Agent) {
  return {
    request: (options: Parameters<Agent['request']>[0]) => agent.request({ ...options, remoteAddress: nextIp() }),
  };
}

/**
 * Real data for every row of the matrix: the users, and one of each kind of resource in the
 * states the routes act on. `fresh*` make a new one for rows that consume it (accepting an
 * application, paying, deleting…), so every actor meets it in the same state.
 */
export class World {
  users = {} as Record<Exclude<ActorKind, 'anonymous'>, TestUser>;
  /** Another account, only for the sign-in row. */
  signer!: TestUser;
  propertyId!: string;
  openTaskId!: string;
  draftTaskId!: string;
  applicationId!: string;
  assignedTaskId!: string;
  completedTaskId!: string;
  paymentId!: string;
  reviewId!: string;
  conversationId!: string;
  notificationId!: string;
  portfolioItemId!: string;
  documentId!: string;
  imageId!: string;

  constructor(readonly ctx: TestContext) {}

  get owner() {
    return this.users.owner;
  }
  get pro() {
    return this.users.professional;
  }

  /** The browser of an actor (a cookie-less one for anonymous). */
  agent(actor: ActorKind): Agent {
    return actor === 'anonymous' ? new Agent(this.ctx.app) : this.users[actor].agent;
  }

  async build(): Promise<this> {
    const ctx = this.ctx;
    const [owner, otherOwner, professional, otherProfessional, admin, suspended, signer] = await Promise.all([
      signUp(ctx, { firstName: 'Carmen' }),
      signUp(ctx, { firstName: 'Javier' }),
      signUp(ctx, { role: 'professional', firstName: 'Pedro' }),
      signUp(ctx, { role: 'professional', firstName: 'María' }),
      signUp(ctx, { firstName: 'Admin', admin: true }),
      signUp(ctx, { firstName: 'Suspendida' }),
      signUp(ctx, { firstName: 'Firmante' }),
    ]);
    this.users = { owner, otherOwner, professional, otherProfessional, admin, suspended };
    this.signer = signer;
    for (const pro of [professional, otherProfessional]) {
      expect((await pro.agent.put('/api/profile/professional', PRO_PROFILE)).statusCode).toBe(200);
    }
    await setUpPayouts(professional);
    this.propertyId = await createProperty(owner);
    this.openTaskId = await createTask(owner, this.propertyId, { title: 'Tarea abierta de la matriz' });
    this.draftTaskId = await createTask(owner, this.propertyId, { title: 'Borrador de la matriz', publish: false });
    this.applicationId = await this.apply(this.openTaskId);
    this.assignedTaskId = await createAssignedTask(owner, professional, this.propertyId, 'Tarea asignada');
    this.paymentId = await this.pay(this.assignedTaskId);
    this.reviewId = await this.freshPublishedReview();
    const [reviewed] = await ctx.database.db
      .select({ taskId: reviews.taskId })
      .from(reviews)
      .where(eq(reviews.id, this.reviewId));
    this.completedTaskId = reviewed!.taskId;
    const conversation = await owner.agent.post('/api/conversations', { withProfileId: professional.profileId });
    this.conversationId = conversation.json().id;
    await owner.agent.post(`/api/conversations/${this.conversationId}/messages`, { body: 'Hola, Pedro' });
    const [note] = await ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.profileId, owner.profileId))
      .limit(1);
    this.notificationId = note!.id;
    this.portfolioItemId = await this.freshPortfolioItem();
    this.documentId = await this.freshDocument();
    this.imageId = (await uploadImages(owner.agent, 'task', [{ name: 'a.jpg', data: await jpegOf(64, 48) }]))[0]!.id;
    // Suspended while signed in: the session row is still there; the account must get nothing.
    await ctx.database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspended.profileId));
    expect(await ctx.database.db.select().from(profiles).where(isNotNull(profiles.suspendedAt))).toHaveLength(1);
    return this;
  }

  async apply(taskId: string, pro = this.pro): Promise<string> {
    const res = await pro.agent.post(`/api/tasks/${taskId}/applications`, {
      message: 'Puedo hacerlo la semana que viene.',
      priceCents: 40_000,
      travelCents: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  /** A held card payment (through the test provider's element, as a browser pays), or a transfer. */
  async pay(taskId: string, method: 'card' | 'transfer' = 'card'): Promise<string> {
    if (method === 'card') {
      const paid = await payByCard(this.owner, taskId, { via: spread(this.owner.agent) });
      expect(paid.synced?.json().status, paid.synced?.body).toBe('held');
      return paid.paymentId as string;
    }
    const res = await spread(this.owner.agent).request({
      method: 'POST',
      url: `/api/tasks/${taskId}/payments`,
      payload: { method, idempotencyKey: uniqueKey('pago'), reference: 'Transferencia 123' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  /** A held card payment's charge at the test provider. */
  async heldChargeRef(): Promise<string> {
    const paymentId = await this.pay(await this.freshAssigned());
    const [row] = await this.ctx.database.db
      .select({ ref: payments.providerRef })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!row?.ref) throw new Error('pago sin cobro');
    return row.ref;
  }

  /** A card payment opened and not yet confirmed: its id, and the charge the element would confirm. */
  async openCardPayment(taskId: string) {
    const res = await spread(this.owner.agent).request({
      method: 'POST',
      url: `/api/tasks/${taskId}/payments`,
      payload: { method: 'card', idempotencyKey: uniqueKey('pago') },
    });
    expect(res.statusCode, res.body).toBe(201);
    const clientSecret = res.json().checkout.clientSecret as string;
    return { paymentId: res.json().id as string, clientSecret, ref: clientSecret.split('_secret_')[0] as string };
  }

  freshOpenTask(title = 'Tarea nueva de la matriz'): Promise<string> {
    return createTask(this.owner, this.propertyId, { title });
  }
  /** A recurring task's series (every 3 months), the owner's. */
  async freshSeries(): Promise<string> {
    const taskId = await createTask(this.owner, this.propertyId, {
      title: 'Tarea que se repite de la matriz',
      recurrence: { kind: 'every_months', interval: 3 },
    });
    const res = await this.owner.agent.get(`/api/tasks/${taskId}`);
    return res.json().series.id as string;
  }
  freshDraftTask(): Promise<string> {
    return createTask(this.owner, this.propertyId, { title: 'Borrador nuevo', publish: false });
  }
  async freshApplication(): Promise<string> {
    return this.apply(await this.freshOpenTask());
  }
  /** The professional's connected account at the test provider. */
  async payoutAccountRef(): Promise<string> {
    const [row] = await this.ctx.database.db
      .select({ ref: payoutAccounts.accountRef })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.profileId, this.pro.profileId));
    if (!row) throw new Error('sin cuenta de cobros');
    return row.ref;
  }
  freshAssigned(): Promise<string> {
    return createAssignedTask(this.owner, this.pro, this.propertyId, 'Tarea asignada nueva');
  }
  async freshInProgress(): Promise<string> {
    const id = await this.freshAssigned();
    expect((await this.pro.agent.post(`/api/tasks/${id}/progress/start`)).statusCode).toBe(200);
    return id;
  }
  async freshPendingConfirmation(): Promise<string> {
    const id = await this.freshInProgress();
    const [img] = await uploadImages(spread(this.pro.agent), 'progress', [
      { name: 'fin.jpg', data: await jpegOf(64, 48) },
    ]);
    const res = await this.pro.agent.post(`/api/tasks/${id}/progress/finish`, { text: 'Hecho', photoIds: [img!.id] });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  }
  async freshCompleted(): Promise<string> {
    const id = await this.freshPendingConfirmation();
    expect((await this.owner.agent.post(`/api/tasks/${id}/progress/confirm`)).statusCode).toBe(200);
    return id;
  }
  async freshOffer(): Promise<string> {
    const taskId = await this.freshOpenTask();
    const res = await this.owner.agent.post('/api/offers', {
      taskId,
      professionalId: this.pro.profileId,
      message: 'Te ofrezco este trabajo.',
      priceCents: 30_000,
      travelCents: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  async freshPortfolioItem(): Promise<string> {
    const res = await this.pro.agent.post('/api/portfolio', { title: 'Poda de olivar', photoIds: [] });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  async freshDocument(): Promise<string> {
    const { payload, headers } = await multipart({ kind: 'dni' }, [
      { name: 'dni.pdf', data: SMALL_PDF, type: 'application/pdf' },
    ]);
    const res = await spread(this.pro.agent).request({
      method: 'POST',
      url: '/api/verification/documents',
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().documents[0].id;
  }
  freshProperty(): Promise<string> {
    return createProperty(this.owner, { name: 'Finca nueva de la matriz' });
  }
  /** A copy of the actor's browser: it sends the same cookies, and what it is sent stays in it. */
  copyOf(actor: ActorKind): Agent {
    const agent = new Agent(this.ctx.app);
    for (const [k, v] of this.agent(actor).cookies) agent.cookies.set(k, v);
    return agent;
  }

  /**
   * A new account of the same kind as the actor (role, admin, suspended with its session open),
   * signed in in a browser of its own: for rows that end every session of the account (sign-out).
   */
  async standIn(actor: ActorKind): Promise<Agent> {
    if (actor === 'anonymous') return new Agent(this.ctx.app);
    const u = await signUp(this.ctx, {
      role: actor === 'professional' || actor === 'otherProfessional' ? 'professional' : 'property_owner',
      admin: actor === 'admin',
    });
    if (actor === 'suspended') {
      await this.ctx.database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, u.profileId));
    }
    return u.agent;
  }

  /** The id of a photo `user` uploaded for `purpose`, still unattached. */
  async uploadedPhoto(user: TestUser, purpose: string): Promise<string> {
    return (await uploadImages(spread(user.agent), purpose, [{ name: 'f.jpg', data: await jpegOf(64, 48) }]))[0]!.id;
  }

  /** A review of the professional by the owner, published (both sides reviewed). */
  async freshPublishedReview(): Promise<string> {
    const taskId = await this.freshCompleted();
    await this.owner.agent.post(`/api/tasks/${taskId}/reviews`, { rating: 5, comment: 'Muy bien' });
    await this.pro.agent.post(`/api/tasks/${taskId}/reviews`, { rating: 4, comment: 'Clara' });
    const [review] = await this.ctx.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.taskId, taskId), eq(reviews.revieweeId, this.pro.profileId)));
    return review!.id;
  }

  /** An account suspended while signed in (for the reactivate row). */
  async freshSuspended(): Promise<TestUser> {
    const u = await this.freshUser();
    await this.ctx.database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, u.profileId));
    return u;
  }

  /** A signed-up account for admin rows that change someone (grant, suspend…). */
  async freshUser(options: { admin?: boolean } = {}): Promise<TestUser> {
    return signUp(this.ctx, { firstName: 'Tercera', ...options });
  }
}
