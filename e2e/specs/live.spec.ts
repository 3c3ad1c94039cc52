import path from 'node:path';
import { type APIRequestContext, createOpenTask, createUser, expect, test } from '../fixtures';

const FILES = path.join(import.meta.dirname, '..', 'fixtures', 'files');

/** An owner with an open task and a professional whose application the owner accepted (API). */
async function assignedPair(ownerRequest: APIRequestContext, proRequest: APIRequestContext, title: string) {
  await createUser(ownerRequest, { firstName: 'Dolores' });
  const task = await createOpenTask(ownerRequest, { title });
  await createUser(proRequest, { role: 'professional', firstName: 'Julián' });
  const applied = await proRequest.post(`/api/tasks/${task.id}/applications`, {
    data: { message: 'Lo hago esta semana sin problema.', priceCents: 30_000, travelCents: 0 },
  });
  expect(applied.status()).toBe(201);
  const accepted = await ownerRequest.post(`/api/applications/${(await applied.json()).id}/accept`);
  expect(accepted.status()).toBe(200);
  return task;
}

test('a message appears on the other side without reloading, and the bell counts it live', async ({ browser }) => {
  const ownerCtx = await browser.newContext();
  const proCtx = await browser.newContext();
  const task = await assignedPair(ownerCtx.request, proCtx.request, `Vallado ${Date.now().toString(36)}`);
  const owner = await ownerCtx.newPage();
  const pro = await proCtx.newPage();

  await pro.goto('/dashboard');
  const bell = pro.getByRole('banner').getByRole('link', { name: /^Notificaciones/ });
  await expect(bell).toBeVisible();
  const bellBefore = (await bell.textContent()) ?? '';

  await owner.goto(`/task/${task.id}`);
  await owner.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(owner).toHaveURL(/\/messages\?c=/);
  const conversationUrl = owner.url();
  await owner.getByLabel('Escribe un mensaje').fill('¿Puedes venir el lunes a las ocho?');
  await owner.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(
    owner.getByRole('region', { name: /Conversación con/ }).getByText('¿Puedes venir el lunes a las ocho?'),
  ).toBeVisible();

  // The professional's bell changes without a reload.
  await expect(bell).not.toHaveText(bellBefore);
  await expect(bell).toHaveAccessibleName(/^Notificaciones, \d+ sin leer$/);

  await pro.goto(`/messages?c=${new URL(conversationUrl).searchParams.get('c')}`);
  await expect(
    pro.getByRole('region', { name: /Conversación con/ }).getByText('¿Puedes venir el lunes a las ocho?'),
  ).toBeVisible();
  await pro.getByLabel('Escribe un mensaje').fill('Sí, allí estaré.');
  await pro.getByRole('button', { name: 'Enviar', exact: true }).click();
  // …and the owner sees the answer arrive on the open conversation, without reloading.
  await expect(owner.getByRole('region', { name: /Conversación con/ }).getByText('Sí, allí estaré.')).toBeVisible();
  await ownerCtx.close();
  await proCtx.close();
});

test('the whole progress flow, each side seeing the other’s step live', async ({ browser }) => {
  const ownerCtx = await browser.newContext();
  const proCtx = await browser.newContext();
  const task = await assignedPair(ownerCtx.request, proCtx.request, `Poda ${Date.now().toString(36)}`);
  const owner = await ownerCtx.newPage();
  const pro = await proCtx.newPage();
  await owner.goto(`/task/${task.id}/progress`);
  await pro.goto(`/task/${task.id}/progress`);
  await expect(owner.getByText('El profesional aún no ha empezado.', { exact: false })).toBeVisible();

  await pro.getByRole('button', { name: 'Empezar el trabajo' }).click();
  await expect(owner.getByText('Trabajo iniciado')).toBeVisible();

  await pro.getByLabel('Qué has hecho').fill('He podado la mitad de los olivos.');
  await pro.getByLabel('Porcentaje hecho').fill('50');
  await pro.getByLabel('Fotos del avance').setInputFiles(path.join(FILES, 'olivo.jpg'));
  await expect(pro.getByRole('img', { name: /Foto 1 de 1/ })).toBeVisible();
  await pro.getByRole('button', { name: 'Publicar avance' }).click();
  await expect(owner.getByText('He podado la mitad de los olivos.')).toBeVisible();
  await expect(owner.getByRole('img', { name: /Nota: foto 1 de 1/ })).toBeVisible();

  const finish = async (comment: string) => {
    await pro.getByRole('button', { name: 'Marcar como terminado' }).click();
    const dialog = pro.getByRole('dialog');
    await dialog.getByLabel('Fotos del trabajo terminado').setInputFiles(path.join(FILES, 'finca.png'));
    await expect(dialog.getByRole('img', { name: /Foto 1 de 1/ })).toBeVisible();
    await dialog.getByLabel('Comentario').fill(comment);
    await dialog.getByRole('button', { name: 'Enviar para confirmar' }).click();
  };
  await finish('Todo podado.');
  await expect(owner.getByRole('button', { name: 'Confirmar el trabajo' })).toBeVisible();
  await owner.getByRole('button', { name: 'Pedir cambios' }).click();
  await owner.getByRole('dialog').getByLabel('Qué hay que cambiar').fill('Falta recoger los restos de poda.');
  await owner.getByRole('dialog').getByRole('button', { name: 'Pedir cambios' }).click();
  await expect(pro.getByText('Falta recoger los restos de poda.')).toBeVisible();
  await expect(pro.getByRole('button', { name: 'Marcar como terminado' })).toBeVisible();

  await finish('Restos recogidos.');
  await expect(owner.getByText('Restos recogidos.')).toBeVisible();
  await owner.getByRole('button', { name: 'Confirmar el trabajo' }).click();
  await expect(pro.getByText('Trabajo confirmado')).toBeVisible();
  await expect(pro.getByText('Completada', { exact: true })).toBeVisible();
  await ownerCtx.close();
  await proCtx.close();
});
