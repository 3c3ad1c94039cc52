import {
  account,
  applications,
  emails,
  fieldWorkerProfiles,
  images,
  messages,
  notifications,
  payments,
  portfolioItems,
  profiles,
  properties,
  reviews,
  session,
  tasks,
  uploads,
  user,
  verificationDocuments,
} from '@faena/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, createTask, payByCard, setUpPayouts } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegOf, uploadImages } from '../../../test/images';
import { tusClient, uploadIdOf } from '../../../test/tus';
import { PRO_PROFILE, World } from '../../security/world';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;

/** An owner and a professional with a finished, paid, reviewed job, and more around it. */
async function history() {
  const w = new World(ctx);
  const owner = await signUp(ctx, { firstName: 'Carmen', lastName: 'Ruiz' });
  const pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro', lastName: 'Sánchez' });
  w.users = { owner, professional: pro } as World['users'];
  await pro.agent.put('/api/profile/professional', PRO_PROFILE);
  await owner.agent.patch('/api/profile', { firstName: 'Carmen', lastName: 'Ruiz', phone: '600123123' });
  w.propertyId = await createProperty(owner, { address: 'Cortijo del Olivo, Jaén' });
  const done = await w.freshCompleted();
  await setUpPayouts(pro);
  const paymentId = (await payByCard(owner, done, { idempotencyKey: 'pago-final-1' })).paymentId as string;
  await ctx.worker.drain(); // a payment on a completed task is released by a job
  await owner.agent.post(`/api/tasks/${done}/reviews`, { rating: 5, comment: 'Muy buen trabajo' });
  await pro.agent.post(`/api/tasks/${done}/reviews`, { rating: 4, comment: 'Propietaria amable' });
  const conversation = (await owner.agent.post('/api/conversations', { withProfileId: pro.profileId })).json().id;
  await owner.agent.post(`/api/conversations/${conversation}/messages`, { body: 'Mi teléfono es el 600123123' });
  await pro.agent.post(`/api/conversations/${conversation}/messages`, { body: 'Gracias, Carmen' });
  const spare = await createProperty(owner, { name: 'Huerta sin tareas' });
  const open = await createTask(owner, w.propertyId, { title: 'Desbroce pendiente' });
  const pending = await w.apply(open);
  return { w, owner, pro, done, paymentId, conversation, spare, open, pending };
}

describe('downloading my data', () => {
  it('gives everything about the person as a JSON file, and no secrets', async () => {
    const { owner, pro, done, paymentId, conversation } = await history();
    const res = await owner.agent.get('/api/profile/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="faena-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.format).toBe('faena-export-1');
    expect(data.account).toMatchObject({ email: owner.email });
    expect(data.profile).toMatchObject({ firstName: 'Carmen', lastName: 'Ruiz', phone: '600123123' });
    expect(data.properties.map((p: { address: string }) => p.address)).toContain('Cortijo del Olivo, Jaén');
    expect(data.tasks.map((t: { id: string }) => t.id)).toContain(done);
    expect(data.payments.map((p: { id: string }) => p.id)).toEqual([paymentId]);
    expect(data.reviewsWritten).toHaveLength(1);
    expect(data.reviewsReceived).toHaveLength(1);
    const chat = data.conversations.find((c: { id: string }) => c.id === conversation);
    expect(chat.messages.map((m: { body: string }) => m.body)).toEqual([
      'Mi teléfono es el 600123123',
      'Gracias, Carmen',
    ]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    const [cred] = await db().select().from(account).where(eq(account.userId, owner.userId));
    const [sess] = await db().select().from(session).where(eq(session.userId, owner.userId));
    expect(text).not.toContain(cred!.password!);
    expect(text).not.toContain(sess!.token);
    expect(text).not.toContain('storageKey');
    expect(text).not.toContain('idempotencyKey');
    // The professional's export has the professional profile and the job worked on.
    const theirs = (await pro.agent.get('/api/profile/export')).json();
    expect(theirs.professionalProfile).toMatchObject({ headline: PRO_PROFILE.headline });
    expect(theirs.tasksWorkedOn.map((t: { id: string }) => t.id)).toContain(done);
  });
});

describe('deleting my account', () => {
  it('needs the right password, and changes nothing without it', async () => {
    const u = await signUp(ctx);
    const res = await u.agent.post('/api/profile/delete', { password: 'no-es-la-mia' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'La contraseña no es correcta.',
      fields: { password: 'La contraseña no es correcta.' },
    });
    expect((await u.agent.get('/api/profile')).statusCode).toBe(200);
  });

  it('erases personal data, keeps payments and reviews anonymised, ends the sessions, frees the address', async () => {
    const { owner, pro, done, paymentId, conversation, spare, open, pending } = await history();
    const phone = new Agent(ctx.app);
    await phone.post('/api/auth/sign-in', { email: owner.email, password: owner.password });
    const res = await owner.agent.post('/api/profile/delete', { password: owner.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(owner.agent.cookies.has('faena.session_token')).toBe(false);

    // Signed out everywhere, and nobody can sign in to it again.
    expect((await owner.agent.get('/api/profile')).statusCode).toBe(401);
    expect((await phone.get('/api/profile')).statusCode).toBe(401);
    expect(await db().select().from(session).where(eq(session.userId, owner.userId))).toEqual([]);
    expect(await db().select().from(account).where(eq(account.userId, owner.userId))).toEqual([]);
    const signIn = await new Agent(ctx.app).post('/api/auth/sign-in', { email: owner.email, password: owner.password });
    expect(signIn.statusCode).toBe(401);

    // Personal data erased.
    const [u] = await db().select().from(user).where(eq(user.id, owner.userId));
    expect(u!.email).toMatch(/^eliminado-.*@faena\.invalid$/);
    expect(u!.name).toBe('Usuario eliminado');
    const [p] = await db().select().from(profiles).where(eq(profiles.id, owner.profileId));
    expect(p).toMatchObject({ firstName: 'Usuario eliminado', lastName: '', phone: null, avatarImageId: null });
    expect(p!.deletedAt).toBeInstanceOf(Date);
    expect(await db().select().from(emails).where(eq(emails.to, owner.email))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.profileId, owner.profileId))).toEqual([]);
    expect(await db().select().from(properties).where(eq(properties.id, spare))).toEqual([]);
    const [kept] = await db()
      .select()
      .from(properties)
      .where(eq(properties.id, (await taskOf(done)).propertyId));
    expect(kept).toMatchObject({ name: 'Propiedad eliminada', address: null, accessNotes: null });
    const mine = await db().select().from(messages).where(eq(messages.senderId, owner.profileId));
    expect(mine.map((m) => m.body)).toEqual(['']);

    // Open work closed: the open task cancelled, its applicant told.
    expect((await taskOf(open)).status).toBe('cancelled');
    const [app] = await db().select().from(applications).where(eq(applications.id, pending));
    expect(app!.status).toBe('rejected');

    // Kept for the other party and for accounting, without the person.
    const [pay] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(pay!.amountCents).toBe(pay!.feeCents + pay!.netCents);
    expect(pay!.payerId).toBe(owner.profileId);
    expect(await db().select().from(reviews).where(eq(reviews.taskId, done))).toHaveLength(2);
    const proReviews = (await pro.agent.get(`/api/profiles/${pro.profileId}/reviews`)).json();
    const text = JSON.stringify(proReviews);
    expect(text).toContain('Muy buen trabajo');
    expect(text).toContain('Usuario eliminado');
    expect(text).not.toContain('Carmen');
    const chat = (await pro.agent.get(`/api/conversations/${conversation}/messages`)).json();
    expect(JSON.stringify(chat)).not.toContain('600123123');
    expect(JSON.stringify(chat)).toContain('Gracias, Carmen');
    expect((await pro.agent.get(`/api/payments/${paymentId}`)).statusCode).toBe(200);

    // The address can sign up again, as a new person.
    const again = await signUp(ctx, { email: owner.email });
    expect(again.userId).not.toBe(owner.userId);
  });

  it('a professional’s profile leaves the search; portfolio, documents and photos go', async () => {
    const w = new World(ctx);
    const pro = await signUp(ctx, { role: 'professional', firstName: 'Rosa' });
    w.users = { professional: pro } as World['users'];
    await pro.agent.put('/api/profile/professional', PRO_PROFILE);
    const [photo] = await uploadImages(pro.agent, 'portfolio', [{ name: 'p.jpg', data: await jpegOf(64, 48) }]);
    await pro.agent.post('/api/portfolio', { title: 'Poda de almendros', photoIds: [photo!.id] });
    await w.freshDocument();
    // A photo half uploaded (resumable): its row and its part go too.
    const half = await jpegOf(64, 48);
    const tus = tusClient(pro.agent);
    const uploadId = uploadIdOf(await tus.create('portfolio', half.length));
    expect((await tus.patch(uploadId, 0, half.subarray(0, 300))).statusCode).toBe(204);
    const [partial] = await db().select().from(uploads).where(eq(uploads.id, uploadId));
    expect(await ctx.app.imageStore.get(partial?.partKeys[0] ?? '')).not.toBeNull();
    const owner = await signUp(ctx);
    expect((await owner.agent.get('/api/professionals?q=Rosa')).json().items.length).toBeGreaterThan(0);

    expect((await pro.agent.post('/api/profile/delete', { password: pro.password })).statusCode).toBe(200);
    await ctx.worker.drain();
    expect(await db().select().from(portfolioItems).where(eq(portfolioItems.professionalId, pro.profileId))).toEqual(
      [],
    );
    expect(
      await db().select().from(verificationDocuments).where(eq(verificationDocuments.profileId, pro.profileId)),
    ).toEqual([]);
    expect(await db().select().from(images).where(eq(images.uploaderId, pro.profileId))).toEqual([]);
    expect(await db().select().from(uploads).where(eq(uploads.uploaderId, pro.profileId))).toEqual([]);
    expect(await ctx.app.imageStore.get(partial?.partKeys[0] ?? '')).toBeNull();
    const [fwp] = await db().select().from(fieldWorkerProfiles).where(eq(fieldWorkerProfiles.profileId, pro.profileId));
    expect(fwp).toMatchObject({ headline: null, bio: null, serviceProvinces: [] });
    expect((await owner.agent.get('/api/professionals?q=Rosa')).json().items).toEqual([]);
    expect((await owner.agent.get(`/api/professionals/${pro.profileId}`)).statusCode).toBe(404);
  });

  it('is refused while a job is under way or money is held, and for the last administrator', async () => {
    const owner = await signUp(ctx);
    const pro = await signUp(ctx, { role: 'professional' });
    const propertyId = await createProperty(owner);
    await createAssignedTask(owner, pro, propertyId);
    for (const who of [owner, pro]) {
      const res = await who.agent.post('/api/profile/delete', { password: who.password });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'Tienes trabajos en curso o pagos pendientes. Termínalos o cancélalos antes de eliminar tu cuenta.',
      );
    }

    await db().update(profiles).set({ isAdmin: false }).where(eq(profiles.isAdmin, true));
    const admin = await signUp(ctx, { admin: true });
    const last = await admin.agent.post('/api/profile/delete', { password: admin.password });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toEqual({
      code: 'LAST_ADMIN',
      message: 'Eres el único administrador: nombra a otro antes de eliminar tu cuenta.',
    });
    const second: TestUser = await signUp(ctx, { admin: true });
    expect((await admin.agent.post('/api/profile/delete', { password: admin.password })).statusCode).toBe(200);
    const [still] = await db().select().from(profiles).where(eq(profiles.id, second.profileId));
    expect(still!.isAdmin).toBe(true);
  });
});

async function taskOf(id: string) {
  const [t] = await db().select().from(tasks).where(eq(tasks.id, id));
  return t!;
}
