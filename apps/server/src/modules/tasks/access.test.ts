// Where the finca is exactly and how to get in — address, cadastral data, track, gate, keys,
// access notes and the property's photos — is the assigned professional's only while the job is
// on (TASK_UNDER_WAY): from acceptance until the owner confirms, never after a completion or a
// cancellation, and never what the owner writes later. The owner always sees their own.
import { emails, profiles } from '@faena/db';
import { TASK_UNDER_WAY as ACCESS_STATES, TASK_WITH_PROFESSIONAL as WORKING_STATES } from '@faena/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, propertyInput } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegOf, uploadImages } from '../../../test/images';
import { seesAccessDetails } from './access';

let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let otherPro: TestUser;
let admin: TestUser;

const OWNER_PHONE = '600 123 456';
const WAY_IN = {
  address: 'Camino de la Yedra, km 3',
  cadastralRef: '10195A012000400000GL',
  poligono: '12',
  parcela: '40',
  accessNotes: 'Cancela verde, candado 4821',
  accessTrack: 'tierra',
  accessGate: 'candado',
  accessKeys: 'Llave bajo la piedra blanca junto al pozo',
  needs4x4: true,
} as const;
const HIDDEN = {
  address: null,
  cadastralRef: null,
  poligono: null,
  parcela: null,
  accessNotes: null,
  accessTrack: null,
  accessGate: null,
  accessKeys: null,
  needs4x4: null,
};
/** Words of the way in that must appear in no answer to a former professional. */
const SECRETS = ['Camino de la Yedra', '10195A012000400000GL', 'candado 4821', 'piedra blanca'];

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  otherPro = await signUp(ctx, { role: 'professional' });
  admin = await signUp(ctx, { admin: true });
  await ctx.database.db.update(profiles).set({ phone: OWNER_PHONE }).where(eq(profiles.id, owner.profileId));
});
afterAll(async () => {
  await ctx?.close();
});

async function photo(user: TestUser, purpose: string): Promise<string> {
  const [img] = await uploadImages(user.agent, purpose, [{ name: 'foto.jpg', data: await jpegOf(64, 48) }]);
  return img!.id;
}

/** A finca with every access detail filled in and one photo. */
async function finca(): Promise<{ propertyId: string; propertyPhoto: string }> {
  const propertyPhoto = await photo(owner, 'property');
  const propertyId = await createProperty(owner, { ...WAY_IN, photoIds: [propertyPhoto] });
  return { propertyId, propertyPhoto };
}

/** A published task on the finca, with a photo, assigned to `pro` through an accepted application. */
async function assignedTask(propertyId: string): Promise<{ taskId: string; taskPhoto: string }> {
  const taskPhoto = await photo(owner, 'task');
  const taskId = await createAssignedTask(owner, pro, propertyId, 'Desbroce del camino', { photoIds: [taskPhoto] });
  return { taskId, taskPhoto };
}

async function detail(user: TestUser, taskId: string) {
  const res = await user.agent.get(`/api/tasks/${taskId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The status of both copies of a photo for this user (200 or 404, never a mix). */
async function photoStatus(user: TestUser, imageId: string): Promise<number> {
  const display = await user.agent.get(`/api/images/${imageId}/display`);
  const thumb = await user.agent.get(`/api/images/${imageId}/thumb`);
  expect(thumb.statusCode).toBe(display.statusCode);
  return display.statusCode;
}

async function editNotes(propertyId: string, accessNotes: string) {
  const current = (await owner.agent.get(`/api/properties/${propertyId}`)).json();
  const res = await owner.agent.put(`/api/properties/${propertyId}`, {
    ...propertyInput(WAY_IN),
    accessNotes,
    photoIds: current.photos.map((p: { id: string }) => p.id),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function expectWayInShown(taskId: string, propertyPhoto: string, notes: string = WAY_IN.accessNotes) {
  expect((await detail(pro, taskId)).property).toMatchObject({ ...WAY_IN, accessNotes: notes });
  expect(await photoStatus(pro, propertyPhoto)).toBe(200);
}

async function expectWayInHidden(taskId: string, propertyPhoto: string) {
  const seen = await detail(pro, taskId);
  expect(seen.property).toMatchObject(HIDDEN);
  expect(seen.viewer.isAssignedProfessional).toBe(true);
  expect(await photoStatus(pro, propertyPhoto)).toBe(404);
}

describe('the rule', () => {
  it('gives the way in to the assigned professional from acceptance until pending confirmation, the phone also after completion', () => {
    expect([...ACCESS_STATES].sort()).toEqual(['assigned', 'in_progress', 'pending_confirmation']);
    expect([...WORKING_STATES].sort()).toEqual(['assigned', 'completed', 'in_progress', 'pending_confirmation']);
    const task = { ownerId: 'o', assignedProfessionalId: 'p' };
    for (const status of ['draft', 'open', 'completed', 'cancelled'] as const) {
      expect(seesAccessDetails({ ...task, status }, 'p')).toBe(false);
      expect(seesAccessDetails({ ...task, status }, 'o')).toBe(true);
    }
    expect(seesAccessDetails({ ...task, status: 'in_progress' }, 'p')).toBe(true);
    expect(seesAccessDetails({ ...task, status: 'in_progress' }, 'x')).toBe(false);
  });
});

describe('access details of a finca', () => {
  it('are the professional’s while the job is on, and none of them once the owner confirms — not even what the owner writes later', async () => {
    const { propertyId, propertyPhoto } = await finca();
    const { taskId, taskPhoto } = await assignedTask(propertyId);
    const url = `/api/tasks/${taskId}/progress`;

    // assigned
    await expectWayInShown(taskId, propertyPhoto);
    expect((await otherPro.agent.get(`/api/tasks/${taskId}`)).statusCode).toBe(404);
    expect(await photoStatus(otherPro, propertyPhoto)).toBe(404);
    expect(await photoStatus(admin, propertyPhoto)).toBe(404);

    // The owner pays by transfer (the receipt is checked below).
    const paid = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'transfer',
      idempotencyKey: `pago-${taskId}`,
      reference: 'Transferencia 123',
    });
    expect(paid.statusCode, paid.body).toBe(201);

    // in_progress: the owner's edits reach the professional doing the job
    expect((await pro.agent.post(`${url}/start`)).json().task.status).toBe('in_progress');
    await expectWayInShown(taskId, propertyPhoto);
    await editNotes(propertyId, 'Cancela verde, candado 4821; ojo con el perro');
    await expectWayInShown(taskId, propertyPhoto, 'Cancela verde, candado 4821; ojo con el perro');

    // pending_confirmation
    const progressPhoto = await photo(pro, 'progress');
    const finished = await pro.agent.post(`${url}/finish`, { text: 'Camino limpio.', photoIds: [progressPhoto] });
    expect(finished.json().task.status).toBe('pending_confirmation');
    await expectWayInShown(taskId, propertyPhoto, 'Cancela verde, candado 4821; ojo con el perro');

    // completed: nothing of the way in, the photo is a 404 like any other it may not see
    expect((await owner.agent.post(`${url}/confirm`)).json().task.status).toBe('completed');
    await expectWayInHidden(taskId, propertyPhoto);

    // The owner changes the access notes after completion: the former professional sees
    // neither the new notes nor the old ones; the owner sees their own.
    await editNotes(propertyId, 'Nuevo candado: código 9907');
    await expectWayInHidden(taskId, propertyPhoto);
    const body = (await pro.agent.get(`/api/tasks/${taskId}`)).body;
    for (const text of ['código 9907', 'ojo con el perro', ...SECRETS]) expect(body).not.toContain(text);
    expect((await detail(owner, taskId)).property).toMatchObject({
      ...WAY_IN,
      accessNotes: 'Nuevo candado: código 9907',
    });
    expect(await photoStatus(owner, propertyPhoto)).toBe(200);

    // Still the record of the work: the task, its photos, the progress photos, the owner's phone.
    const after = await detail(pro, taskId);
    expect(after).toMatchObject({ status: 'completed', title: 'Desbroce del camino', owner: { phone: OWNER_PHONE } });
    expect(await photoStatus(pro, taskPhoto)).toBe(200);
    expect(await photoStatus(pro, progressPhoto)).toBe(200);
    expect(await photoStatus(owner, progressPhoto)).toBe(200);
    expect((await pro.agent.get(url)).statusCode).toBe(200);

    // Nothing else the former professional can read quotes the way in either.
    const everything = await Promise.all(
      [
        `/api/tasks/${taskId}`,
        url,
        `/api/payments/${paid.json().id}`,
        '/api/dashboard',
        '/api/payments',
        '/api/notifications',
        '/api/profile/export',
      ].map(async (path) => {
        const res = await pro.agent.get(path);
        expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(500);
        return res.body;
      }),
    );
    const mail = await ctx.database.db.select().from(emails).where(eq(emails.to, pro.email));
    const all = [...everything, JSON.stringify(mail)].join('\n');
    for (const text of ['código 9907', 'ojo con el perro', ...SECRETS]) expect(all).not.toContain(text);
  });

  it('end with the owner’s cancellation of an assigned task', async () => {
    const { propertyId, propertyPhoto } = await finca();
    const { taskId } = await assignedTask(propertyId);
    await expectWayInShown(taskId, propertyPhoto);
    const cancelled = await owner.agent.post(`/api/tasks/${taskId}/cancel`, { reason: 'Lo ha hecho un vecino' });
    expect(cancelled.json().status).toBe('cancelled');
    await expectWayInHidden(taskId, propertyPhoto);
    await editNotes(propertyId, 'Nuevo candado: código 5150');
    await expectWayInHidden(taskId, propertyPhoto);
    expect((await pro.agent.get(`/api/tasks/${taskId}`)).body).not.toContain('5150');
  });

  it('end with an administrator’s cancellation of work in progress', async () => {
    const { propertyId, propertyPhoto } = await finca();
    const { taskId } = await assignedTask(propertyId);
    await pro.agent.post(`/api/tasks/${taskId}/progress/start`);
    await expectWayInShown(taskId, propertyPhoto);
    const stopped = await admin.agent.post(`/api/admin/tasks/${taskId}/cancel`, { reason: 'Denuncia del vecino' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    await expectWayInHidden(taskId, propertyPhoto);
  });

  it('come back only for a new job on the same finca, and only on that job', async () => {
    const { propertyId, propertyPhoto } = await finca();
    const first = await assignedTask(propertyId);
    await owner.agent.post(`/api/tasks/${first.taskId}/cancel`, { reason: 'Cambio de planes' });
    await expectWayInHidden(first.taskId, propertyPhoto);
    const second = await assignedTask(propertyId);
    await expectWayInShown(second.taskId, propertyPhoto);
    expect((await detail(pro, first.taskId)).property).toMatchObject(HIDDEN);
  });
});
