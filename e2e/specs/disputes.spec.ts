import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  type APIRequestContext,
  createOpenTask,
  createUser,
  expect,
  payByTestCard,
  runAdminCommand,
  setUpPayouts,
  signIn,
  test,
} from '../fixtures';

const PHOTO = fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'files', 'olivo.jpg'));

async function uploadPhoto(request: APIRequestContext, purpose: string): Promise<string> {
  const res = await request.post('/api/images', {
    multipart: { purpose, file: { name: 'olivo.jpg', mimeType: 'image/jpeg', buffer: PHOTO } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).items[0].id as string;
}

/** The work under way with a photo in its timeline, and the two writing to each other (the professional with a photo). */
async function workAndConversation(owner: APIRequestContext, pro: APIRequestContext, taskId: string) {
  expect((await pro.post(`/api/tasks/${taskId}/progress/start`, { data: {} })).status()).toBe(200);
  const progressPhoto = await uploadPhoto(pro, 'progress');
  const posted = await pro.post(`/api/tasks/${taskId}/progress`, {
    data: { text: 'Media parcela desbrozada', photoIds: [progressPhoto] },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const proProfile = await (await pro.get('/api/profile')).json();
  const conversation = await owner.post('/api/conversations', { data: { withProfileId: proProfile.id, taskId } });
  expect(conversation.status(), await conversation.text()).toBe(200);
  const conversationId = (await conversation.json()).id as string;
  const asked = await owner.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: '¿Cuándo vuelves a por la otra mitad?' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const messagePhoto = await uploadPhoto(pro, 'message');
  const answered = await pro.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: 'Así quedó la parte hecha.', photoIds: [messagePhoto] },
  });
  expect(answered.status(), await answered.text()).toBe(201);
}

/** The image loaded (the server let this administrator see it), not a broken <img>. */
async function expectLoaded(page: Page, name: string) {
  const img = page.getByRole('img', { name });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

async function paidPair(ownerRequest: APIRequestContext, proRequest: APIRequestContext, title: string) {
  await createUser(ownerRequest, { firstName: 'Remedios' });
  const task = await createOpenTask(ownerRequest, { title });
  await createUser(proRequest, { role: 'professional', firstName: 'Ginés' });
  await setUpPayouts(proRequest);
  const applied = await proRequest.post(`/api/tasks/${task.id}/applications`, {
    data: { message: 'Lo hago esta semana sin problema.', priceCents: 45_000, travelCents: 1_500 },
  });
  const accepted = await ownerRequest.post(`/api/applications/${(await applied.json()).id}/accept`);
  expect(accepted.status()).toBe(200);
  await workAndConversation(ownerRequest, proRequest, task.id);
  return { task, paymentId: await payByTestCard(ownerRequest, task.id) };
}

const OUTCOME = 'Resuelta: 200,00 € para el profesional, 265,00 € devueltos al propietario';

test('the owner opens a dispute from the receipt; an administrator splits it; both see the amounts', async ({
  browser,
}) => {
  const ownerCtx = await browser.newContext();
  const proCtx = await browser.newContext();
  const adminCtx = await browser.newContext();
  const title = `Desbroce en disputa ${Date.now().toString(36)}`;
  const { paymentId } = await paidPair(ownerCtx.request, proCtx.request, title);

  const owner = await ownerCtx.newPage();
  await owner.goto(`/payments/${paymentId}/receipt`);
  await owner.getByRole('button', { name: 'Abrir disputa' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Abrir disputa' });
  await dialog.getByLabel('Qué ha pasado').fill('Quedó sin desbrozar la mitad de la parcela.');
  await dialog.getByRole('button', { name: 'Abrir disputa' }).click();
  await expect(owner.getByText('Abierta', { exact: true })).toBeVisible();
  await expect(owner.getByText('Quedó sin desbrozar la mitad de la parcela.')).toBeVisible();

  const adminUser = await createUser(adminCtx.request, { firstName: 'Lucía' });
  await runAdminCommand(['grant', adminUser.email]);
  const admin = await adminCtx.newPage();
  // A change of privilege ends the account's sessions: sign in again.
  await signIn(admin, adminUser.email, adminUser.password);
  await admin.goto('/admin/disputes');
  await admin.getByRole('link', { name: title }).click();
  await expect(admin.getByRole('heading', { name: `Disputa: ${title}` })).toBeVisible();
  await expect(admin.getByText('Quedó sin desbrozar la mitad de la parcela.')).toBeVisible();
  // The work's timeline and the conversation, with who wrote what and the photos the administrator may see.
  await expectLoaded(admin, 'Foto 1 del avance');
  const conversation = admin.getByRole('region', { name: 'Conversación entre las partes' });
  await expect(conversation.getByText('Remedios Automática (propietario)')).toBeVisible();
  await expect(conversation.getByText('Ginés Automática (profesional)')).toBeVisible();
  await expectLoaded(admin, 'Foto 1 del mensaje de Ginés Automática (profesional)');
  await admin.getByLabel('Repartir').check();
  await admin.getByLabel('Para el profesional (€)').fill('200');
  await admin.getByLabel('Devuelto al propietario (€)').fill('265');
  await admin.getByLabel('Motivo de la decisión').fill('Se hizo algo menos de la mitad del trabajo.');
  await admin.getByRole('button', { name: 'Resolver disputa' }).click();
  await expect(admin.getByText(OUTCOME)).toBeVisible();

  await owner.reload();
  await expect(owner.getByText(OUTCOME)).toBeVisible();
  const pro = await proCtx.newPage();
  await pro.goto(`/payments/${paymentId}/receipt`);
  await expect(pro.getByText(OUTCOME)).toBeVisible();
});
