import { emails, fieldWorkerProfiles, notifications } from '@faena/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegWithGps, uploadImages } from '../../../test/images';

let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let otherPro: TestUser;
let otherOwner: TestUser;
let admin: TestUser;
let propertyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  otherPro = await signUp(ctx, { role: 'professional' });
  otherOwner = await signUp(ctx);
  admin = await signUp(ctx, { admin: true });
  propertyId = await createProperty(owner);
});
afterAll(async () => {
  await ctx?.close();
});

async function photo(user: TestUser): Promise<string> {
  const [img] = await uploadImages(user.agent, 'progress', [{ name: 'trabajo.jpg', data: await jpegWithGps() }]);
  return img!.id;
}

describe('task progress', () => {
  it('goes start → update with photo → finished → changes requested → finished → confirmed', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Poda de los almendros');
    const url = `/api/tasks/${taskId}/progress`;
    expect((await owner.agent.post(`${url}/start`)).statusCode).toBe(403);
    const started = await pro.agent.post(`${url}/start`);
    expect(started.statusCode).toBe(200);
    expect(started.json().task.status).toBe('in_progress');

    const image = await photo(pro);
    const update = await pro.agent.post(url, { text: 'Medio almendral podado.', percent: 50, photoIds: [image] });
    expect(update.statusCode).toBe(201);
    const timeline = update.json().updates;
    expect(timeline.map((u: { kind: string }) => u.kind)).toEqual(['started', 'note']);
    expect(timeline[1]).toMatchObject({ text: 'Medio almendral podado.', percent: 50, author: { firstName: 'Pedro' } });
    expect(timeline[1].photos).toHaveLength(1);
    // The owner can see the progress photo; another professional cannot.
    const photoUrl = timeline[1].photos[0].thumbUrl;
    expect((await owner.agent.get(photoUrl)).statusCode).toBe(200);
    expect((await otherPro.agent.get(photoUrl)).statusCode).toBe(404);

    const noPhoto = await pro.agent.post(`${url}/finish`, { text: 'Terminado', photoIds: [] });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().error.fields).toEqual({ photoIds: 'Añade al menos una foto del trabajo terminado.' });
    const finished = await pro.agent.post(`${url}/finish`, { text: 'Terminado', photoIds: [await photo(pro)] });
    expect(finished.json().task).toMatchObject({ status: 'pending_confirmation' });
    expect(finished.json().task.autoCompleteAt).not.toBeNull();

    expect((await pro.agent.post(`${url}/confirm`)).statusCode).toBe(403);
    const changes = await owner.agent.post(`${url}/request-changes`, { reason: 'Faltan los dos almendros del fondo.' });
    expect(changes.json().task.status).toBe('in_progress');
    expect(changes.json().task.autoCompleteAt).toBeNull();
    await pro.agent.post(`${url}/finish`, { text: 'Ya están todos.', photoIds: [await photo(pro)] });
    const confirmed = await owner.agent.post(`${url}/confirm`);
    expect(confirmed.json().task.status).toBe('completed');
    expect(confirmed.json().updates.map((u: { kind: string }) => u.kind)).toEqual([
      'started',
      'note',
      'finished',
      'change_requested',
      'finished',
      'confirmed',
    ]);
    const [fwp] = await ctx.database.db
      .select()
      .from(fieldWorkerProfiles)
      .where(eq(fieldWorkerProfiles.profileId, pro.profileId));
    expect(fwp?.completedCount).toBe(1);
    const types = (
      await ctx.database.db.select().from(notifications).where(eq(notifications.profileId, owner.profileId))
    ).map((n) => n.type);
    expect(types).toEqual(expect.arrayContaining(['work_started', 'progress_update', 'work_finished']));
    const proTypes = (
      await ctx.database.db.select().from(notifications).where(eq(notifications.profileId, pro.profileId))
    ).map((n) => n.type);
    expect(proTypes).toEqual(expect.arrayContaining(['changes_requested', 'work_confirmed']));
  });

  it('is only for the owner and the assigned professional', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    for (const user of [otherPro, otherOwner, admin]) {
      expect((await user.agent.get(`/api/tasks/${taskId}/progress`)).statusCode).toBe(404);
      expect((await user.agent.post(`/api/tasks/${taskId}/progress/start`)).statusCode).toBe(404);
    }
    expect((await new Agent(ctx.app).get(`/api/tasks/${taskId}/progress`)).statusCode).toBe(401);
  });

  it('completes by itself 7 days after it was finished, by the scheduled job', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const url = `/api/tasks/${taskId}/progress`;
    await pro.agent.post(`${url}/start`);
    await pro.agent.post(`${url}/finish`, { text: 'Listo', photoIds: [await photo(pro)] });
    await ctx.worker.drain(new Date(Date.now() + 6 * 86_400_000));
    expect((await owner.agent.get(url)).json().task.status).toBe('pending_confirmation');
    await ctx.worker.drain(new Date(Date.now() + 7 * 86_400_000 + 60_000));
    const after = (await owner.agent.get(url)).json();
    expect(after.task.status).toBe('completed');
    expect(after.updates.at(-1)).toMatchObject({ kind: 'confirmed' });
  });

  it('e-mails the owner when the work is finished, and not for progress updates (defaults)', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Vallado del huerto');
    const url = `/api/tasks/${taskId}/progress`;
    await pro.agent.post(`${url}/start`);
    await pro.agent.post(url, { text: 'Postes puestos', photoIds: [] });
    await pro.agent.post(`${url}/finish`, { text: 'Malla tensada', photoIds: [await photo(pro)] });
    const mails = await ctx.database.db.select().from(emails).where(eq(emails.to, owner.email));
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain('Trabajo terminado: «Vallado del huerto»');
    expect(subjects).not.toContain('Nuevo avance: «Vallado del huerto»');
    expect(subjects).not.toContain('Trabajo empezado: «Vallado del huerto»');
    const [finished] = mails.filter((m) => m.subject === 'Trabajo terminado: «Vallado del huerto»');
    expect(finished?.text).toContain(`http://localhost:3000/task/${taskId}/progress`);
  });
});
