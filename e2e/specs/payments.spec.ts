import path from 'node:path';
import { type APIRequestContext, createOpenTask, createUser, expect, setUpPayouts, test } from '../fixtures';

const FILES = path.join(import.meta.dirname, '..', 'fixtures', 'files');

async function assignedPair(
  ownerRequest: APIRequestContext,
  proRequest: APIRequestContext,
  title: string,
  price = 45_000,
) {
  await createUser(ownerRequest, { firstName: 'Remedios' });
  const task = await createOpenTask(ownerRequest, { title });
  await createUser(proRequest, { role: 'professional', firstName: 'Ginés' });
  await setUpPayouts(proRequest);
  const applied = await proRequest.post(`/api/tasks/${task.id}/applications`, {
    data: { message: 'Lo hago esta semana sin problema.', priceCents: price, travelCents: 1_500 },
  });
  const accepted = await ownerRequest.post(`/api/applications/${(await applied.json()).id}/accept`);
  expect(accepted.status()).toBe(200);
  return task;
}

async function fillCard(page: import('@playwright/test').Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Número de tarjeta').fill(number);
  await dialog.getByLabel('Caducidad (MM/AA)').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('Titular').fill('Remedios Prueba');
}

test('card payment: held, then released with fee and net on both sides; reviews appear together', async ({
  browser,
}) => {
  const ownerCtx = await browser.newContext();
  const proCtx = await browser.newContext();
  const task = await assignedPair(ownerCtx.request, proCtx.request, `Limpieza de cuneta ${Date.now().toString(36)}`);
  const owner = await ownerCtx.newPage();
  const pro = await proCtx.newPage();
  // The card goes to the provider's element only: no request to Faena carries its number.
  const carriedCard: string[] = [];
  owner.on('request', (request) => {
    const body = request.postData() ?? '';
    if (/4242\s?4242\s?4242\s?4242|"cvc"/.test(body + request.url())) carriedCard.push(request.url());
  });

  await owner.goto(`/task/${task.id}`);
  await owner.getByRole('button', { name: 'Pagar' }).click();
  const dialog = owner.getByRole('dialog');
  await expect(dialog.getByText('Modo de pruebas')).toBeVisible();
  await expect(dialog.getByText('465,00 €').first()).toBeVisible();
  await fillCard(owner, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: /Pagar 465,00/ }).click();
  await expect(owner.getByText('Pago hecho')).toBeVisible();
  expect(carriedCard).toEqual([]);
  await owner.goto('/payments');
  await expect(owner.getByText('Retenido', { exact: true }).last()).toBeVisible();

  // The professional finishes; the owner confirms; the money is released.
  await pro.goto(`/task/${task.id}/progress`);
  await pro.getByRole('button', { name: 'Empezar el trabajo' }).click();
  await pro.getByRole('button', { name: 'Marcar como terminado' }).click();
  await pro.getByRole('dialog').getByLabel('Fotos del trabajo terminado').setInputFiles(path.join(FILES, 'olivo.jpg'));
  await expect(pro.getByRole('dialog').getByRole('img', { name: /Foto 1 de 1/ })).toBeVisible();
  await pro.getByRole('dialog').getByRole('button', { name: 'Enviar para confirmar' }).click();
  await owner.goto(`/task/${task.id}/progress`);
  await owner.getByRole('button', { name: 'Confirmar el trabajo' }).click();
  await expect(owner.getByText('Trabajo confirmado').first()).toBeVisible();

  for (const page of [owner, pro]) {
    await expect(async () => {
      // The release is a background job: reload until it has run (a slow machine takes seconds).
      await page.goto('/payments');
      await expect(page.getByText('Liberado', { exact: true }).last()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    // Amount 465,00 €: work 450,00 € (+15,00 € travel); fee 45,00 € (10 % of the work only); net 420,00 €.
    await expect(page.getByText('465,00 €').first()).toBeVisible();
    await expect(page.getByText('−45,00 €').first()).toBeVisible();
    await expect(page.getByText('420,00 €').first()).toBeVisible();
  }

  // Reviews: hidden until both have written theirs.
  await owner.goto(`/task/${task.id}/progress`);
  await owner.getByRole('radio', { name: '5 estrellas' }).check({ force: true });
  await owner.getByLabel('Comentario').fill('Muy cuidadoso con la finca.');
  await owner.getByRole('button', { name: 'Enviar valoración' }).click();
  await expect(owner.getByText('Valoración enviada')).toBeVisible();
  await pro.goto(`/task/${task.id}/progress`);
  await expect(pro.getByText(/ya te ha valorado/)).toBeVisible();
  await expect(pro.getByText('Muy cuidadoso con la finca.')).toHaveCount(0);
  await pro.getByRole('radio', { name: '4 estrellas' }).check({ force: true });
  await pro.getByLabel('Comentario').fill('Todo claro desde el principio.');
  await pro.getByRole('button', { name: 'Enviar valoración' }).click();
  await expect(pro.getByText('Muy cuidadoso con la finca.')).toBeVisible();
  await owner.reload();
  await expect(owner.getByText('Todo claro desde el principio.')).toBeVisible();
  await ownerCtx.close();
  await proCtx.close();
});

test('the professional’s /payments shows a new held payment live, without reloading', async ({ browser }) => {
  const ownerCtx = await browser.newContext();
  const proCtx = await browser.newContext();
  const title = `Desbroce en vivo ${Date.now().toString(36)}`;
  const task = await assignedPair(ownerCtx.request, proCtx.request, title);
  const owner = await ownerCtx.newPage();
  const pro = await proCtx.newPage();

  await pro.goto('/payments');
  // The first screen of a fresh context can be slow on a busy machine.
  await expect(pro.getByRole('heading', { name: 'Pagos (0)' })).toBeVisible({ timeout: 30_000 });
  await expect(pro.getByText('Todavía no hay pagos')).toBeVisible();
  // A mark on this very document: a reload or a navigation would wipe it.
  await pro.evaluate(() => {
    (window as unknown as { sinRecargar: boolean }).sinRecargar = true;
  });

  await owner.goto(`/task/${task.id}`);
  await owner.getByRole('button', { name: 'Pagar' }).click();
  await fillCard(owner, '4242 4242 4242 4242');
  await owner
    .getByRole('dialog')
    .getByRole('button', { name: /Pagar 465,00/ })
    .click();
  await expect(owner.getByText('Pago hecho')).toBeVisible();

  // The payment event refreshes the professional's open screen: the payment, held, and its total.
  await expect(pro.getByRole('heading', { name: 'Pagos (1)' })).toBeVisible({ timeout: 20_000 });
  const list = pro.getByRole('region', { name: 'Pagos (1)' });
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect(list.getByText('Retenido', { exact: true })).toBeVisible();
  // Held for the professional: the net, 465,00 € less the 45,00 € fee.
  await expect(pro.getByText('Retenido', { exact: true }).first().locator('..').getByText('420,00 €')).toBeVisible();
  expect(await pro.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
  await ownerCtx.close();
  await proCtx.close();
});

test.describe(() => {
  test('a declined card charges nothing and says so in Spanish', async ({ browser }) => {
    const ownerCtx = await browser.newContext();
    const proCtx = await browser.newContext();
    const task = await assignedPair(ownerCtx.request, proCtx.request, `Poda rechazada ${Date.now().toString(36)}`);
    const owner = await ownerCtx.newPage();
    await owner.goto(`/task/${task.id}`);
    await owner.getByRole('button', { name: 'Pagar' }).click();
    await fillCard(owner, '4000 0000 0000 0002');
    await owner.getByRole('dialog').getByRole('button', { name: /Pagar/ }).click();
    await expect(
      owner.getByRole('dialog').getByText('Tu banco ha rechazado la tarjeta. No se ha cobrado nada.'),
    ).toBeVisible();
    await owner.getByRole('dialog').getByRole('button', { name: 'Volver' }).click();
    await owner.goto('/payments');
    await expect(owner.getByRole('heading', { name: 'Por pagar (1)' })).toBeVisible();
    await expect(owner.getByText('Pagado').locator('..').getByText('0,00 €')).toBeVisible();
    await ownerCtx.close();
    await proCtx.close();
  });
});

test('a Bizum payment is confirmed by the professional', async ({ browser }) => {
  const ownerCtx = await browser.newContext();
  const proCtx = await browser.newContext();
  const task = await assignedPair(ownerCtx.request, proCtx.request, `Riego por Bizum ${Date.now().toString(36)}`);
  const owner = await ownerCtx.newPage();
  await owner.goto('/payments');
  await owner.getByRole('button', { name: 'Pagar' }).click();
  await owner.getByRole('dialog').getByText('Bizum', { exact: true }).click();
  await owner.getByRole('dialog').getByLabel('Referencia o concepto').fill('RIEGO-HUERTA');
  await owner.getByRole('dialog').getByRole('button', { name: 'Anotar el pago' }).click();
  await expect(owner.getByText('Pago anotado')).toBeVisible();

  const pro = await proCtx.newPage();
  await pro.goto('/payments');
  await pro.getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(pro.getByText('Pago confirmado').first()).toBeVisible();
  await expect(pro.getByText('Liberado', { exact: true })).toBeVisible();
  await expect(pro.getByText('Comisión que debes a Faena')).toBeVisible();
  void task;
  await ownerCtx.close();
  await proCtx.close();
});

test('a professional sets up card payouts (Configurar cobros) and is then paid by card', async ({ browser }) => {
  const ownerCtx = await browser.newContext();
  const proCtx = await browser.newContext();
  await createUser(ownerCtx.request, { firstName: 'Remedios' });
  const title = `Poda tras configurar cobros ${Date.now().toString(36)}`;
  const task = await createOpenTask(ownerCtx.request, { title });
  await createUser(proCtx.request, { role: 'professional', firstName: 'Ginés' });
  const applied = await proCtx.request.post(`/api/tasks/${task.id}/applications`, {
    data: { message: 'Lo hago esta semana sin problema.', priceCents: 30_000, travelCents: 0 },
  });
  expect((await ownerCtx.request.post(`/api/applications/${(await applied.json()).id}/accept`)).status()).toBe(200);

  // Before: the owner can pay by transfer or Bizum, not by card.
  const owner = await ownerCtx.newPage();
  await owner.goto('/payments');
  await owner.getByRole('button', { name: 'Pagar' }).click();
  await expect(owner.getByRole('dialog').getByRole('radio', { name: 'Tarjeta' })).toBeDisabled();
  await expect(owner.getByRole('dialog').getByText(/Ginés aún no ha configurado sus cobros con tarjeta/)).toBeVisible();
  await owner.getByRole('dialog').getByRole('button', { name: 'Volver' }).click();

  const pro = await proCtx.newPage();
  await pro.goto('/payments');
  const payouts = pro.getByRole('region', { name: 'Cobros con tarjeta' });
  await expect(payouts.getByText('Sin configurar')).toBeVisible();
  await payouts.getByRole('button', { name: 'Configurar cobros' }).click();
  await expect(pro.getByRole('heading', { name: 'Configurar cobros' })).toBeVisible();
  await expect(pro.getByText('Modo de pruebas', { exact: true })).toBeVisible();
  await pro.getByRole('button', { name: 'Completar el alta de prueba' }).click();
  await expect(pro).toHaveURL(/\/payments$/);
  await expect(pro.getByRole('region', { name: 'Cobros con tarjeta' }).getByText('Verificada')).toBeVisible();

  await owner.reload();
  await owner.getByRole('button', { name: 'Pagar' }).click();
  const dialog = owner.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
  await dialog.getByLabel('Número de tarjeta').fill('4000 0025 0000 3155');
  await dialog.getByLabel('Caducidad (MM/AA)').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('Titular').fill('Remedios Prueba');
  await dialog.getByRole('button', { name: /Pagar 300,00/ }).click();
  // The test provider's 3-D Secure: this screen plays the bank.
  await expect(owner.getByRole('dialog', { name: 'Confirmación de tu banco' })).toBeVisible();
  await owner.getByRole('button', { name: 'Autorizar el pago' }).click();
  await expect(owner.getByText('Pago hecho')).toBeVisible();
  await ownerCtx.close();
  await proCtx.close();
});
