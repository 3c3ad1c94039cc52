import { fieldWorkerProfiles, profiles, tasks } from '@faena/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegWithGps, uploadImages } from '../../../test/images';

let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let stranger: TestUser;
let propertyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  stranger = await signUp(ctx, { role: 'professional' });
  propertyId = await createProperty(owner);
});
afterAll(async () => {
  await ctx?.close();
});

async function completedTask(title?: string) {
  const taskId = await createAssignedTask(owner, pro, propertyId, title);
  const url = `/api/tasks/${taskId}/progress`;
  await pro.agent.post(`${url}/start`);
  const [img] = await uploadImages(pro.agent, 'progress', [{ name: 'fin.jpg', data: await jpegWithGps(400, 300) }]);
  await pro.agent.post(`${url}/finish`, { text: 'Hecho', photoIds: [img!.id] });
  await owner.agent.post(`${url}/confirm`);
  return taskId;
}

describe('reviews', () => {
  it('only after completion, once, by the two parties; hidden until both have reviewed', async () => {
    const early = await createAssignedTask(owner, pro, propertyId);
    const tooSoon = await owner.agent.post(`/api/tasks/${early}/reviews`, { rating: 5, comment: 'Muy bien' });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error.message).toBe('Solo se puede valorar un trabajo completado.');

    const taskId = await completedTask('Poda valorada');
    expect((await stranger.agent.post(`/api/tasks/${taskId}/reviews`, { rating: 1 })).statusCode).toBe(404);
    const bad = await owner.agent.post(`/api/tasks/${taskId}/reviews`, { rating: 7 });
    expect(bad.json().error.fields).toEqual({ rating: 'Elige de 1 a 5 estrellas.' });

    const first = await owner.agent.post(`/api/tasks/${taskId}/reviews`, {
      rating: 5,
      comment: 'Trabajo impecable y puntual.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ canReview: false, mine: { rating: 5, publishedAt: null }, theirs: null });
    expect((await owner.agent.post(`/api/tasks/${taskId}/reviews`, { rating: 4 })).json().error.message).toBe(
      'Ya has valorado este trabajo.',
    );
    // The professional cannot read it yet…
    const proView = (await pro.agent.get(`/api/tasks/${taskId}/reviews`)).json();
    expect(proView).toMatchObject({ canReview: true, theirs: null, theirsPending: true });
    expect((await pro.agent.get(`/api/profiles/${pro.profileId}/reviews`)).json().items).toHaveLength(0);

    // …until they review too: then both are published together and the ratings update.
    await pro.agent.post(`/api/tasks/${taskId}/reviews`, { rating: 4, comment: 'Propietaria clara y amable.' });
    const both = (await owner.agent.get(`/api/tasks/${taskId}/reviews`)).json();
    expect(both.mine.publishedAt).not.toBeNull();
    expect(both.theirs).toMatchObject({
      rating: 4,
      comment: 'Propietaria clara y amable.',
      reviewer: { firstName: 'Pedro' },
    });
    const [fwp] = await ctx.database.db
      .select()
      .from(fieldWorkerProfiles)
      .where(eq(fieldWorkerProfiles.profileId, pro.profileId));
    expect(fwp).toMatchObject({ ratingAvg: 5, ratingCount: 1 });
    const [ownerProfile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, owner.profileId));
    expect(ownerProfile).toMatchObject({ ownerRatingAvg: 4, ownerRatingCount: 1 });
    const task = (await stranger.agent.get(`/api/profiles/${pro.profileId}/reviews`)).json().items;
    expect(task[0]).toMatchObject({ rating: 5, taskTitle: 'Poda valorada' });
  });

  it('publishes a lone review after 14 days, and the reviewee may reply once', async () => {
    const taskId = await completedTask();
    await pro.agent.post(`/api/tasks/${taskId}/reviews`, { rating: 3, comment: 'El camino estaba peor de lo dicho.' });
    await ctx.worker.drain(new Date(Date.now() + 13 * 86_400_000));
    expect((await owner.agent.get(`/api/tasks/${taskId}/reviews`)).json().theirs).toBeNull();
    await ctx.worker.drain(new Date(Date.now() + 14 * 86_400_000 + 60_000));
    const seen = (await owner.agent.get(`/api/tasks/${taskId}/reviews`)).json();
    expect(seen.theirs).toMatchObject({ rating: 3 });
    const reviewId = seen.theirs.id;
    expect(
      (await pro.agent.post(`/api/reviews/${reviewId}/reply`, { reply: 'Yo no soy el valorado' })).statusCode,
    ).toBe(404);
    expect(
      (await owner.agent.post(`/api/reviews/${reviewId}/reply`, { reply: 'Gracias, lo arreglaremos.' })).statusCode,
    ).toBe(200);
    expect((await owner.agent.post(`/api/reviews/${reviewId}/reply`, { reply: 'Otra vez' })).statusCode).toBe(409);
    expect((await owner.agent.get(`/api/tasks/${taskId}/reviews`)).json().theirs.reply).toBe(
      'Gracias, lo arreglaremos.',
    );
  });

  it('closes 30 days after completion', async () => {
    const taskId = await completedTask();
    await ctx.database.db
      .update(tasks)
      .set({ completedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(tasks.id, taskId));
    const late = await owner.agent.post(`/api/tasks/${taskId}/reviews`, { rating: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'El plazo para valorar este trabajo terminó 30 días después de completarse.',
    );
  });
});
