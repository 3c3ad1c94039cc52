import { createOpenTask, createUser, expect, test } from '../fixtures';

test('a professional applies, the owner accepts after a confirmation, the other applicant sees it declined, the chosen one sees the address', async ({
  browser,
  page,
}) => {
  await createUser(page.context().request, { firstName: 'Tomás' });
  const title = `Desbroce de la linde ${Date.now().toString(36)}`;
  const task = await createOpenTask(page.context().request, { title, address: 'Camino de los Molinos, 4' });

  const applicants: { name: string; ctx: Awaited<ReturnType<typeof browser.newContext>> }[] = [];
  for (const name of ['Lorenzo', 'Amparo']) {
    const ctx = await browser.newContext();
    await createUser(ctx.request, { role: 'professional', firstName: name });
    const p = await ctx.newPage();
    await p.goto('/browse-tasks');
    await p.getByLabel('Buscar tareas').fill(title);
    await p.getByLabel('Buscar tareas').press('Enter');
    await p.getByRole('link', { name: title }).click();
    await expect(p.getByRole('heading', { name: title })).toBeVisible();
    await expect(p.getByText('Camino de los Molinos')).toHaveCount(0);
    await p.getByLabel('Mensaje').fill(`Soy ${name}: tengo desbrozadora y puedo ir la semana que viene.`);
    await p.getByLabel('Precio propuesto (€)').fill(name === 'Lorenzo' ? '320' : '290,50');
    await p.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(p.getByText('Solicitud enviada')).toBeVisible();
    await expect(p.getByRole('heading', { name: 'Tu solicitud' })).toBeVisible();
    await p.close();
    applicants.push({ name, ctx });
  }

  await page.goto(`/task/${task.id}`);
  await page.getByRole('link', { name: /Solicitudes/ }).click();
  await expect(page.getByRole('heading', { name: 'Pendientes (2)' })).toBeVisible();
  const lorenzo = page.getByRole('article', { name: /Lorenzo/ });
  await expect(lorenzo.getByText('320,00 €')).toBeVisible();
  await lorenzo.getByRole('button', { name: 'Aceptar' }).click();
  // The confirmation says what accepting closes; nothing is decided until 'Sí, aceptar'.
  const confirm = page.getByRole('dialog', { name: '¿Aceptar la solicitud de Lorenzo?' });
  await expect(confirm).toContainText('La otra solicitud pendiente se rechazará y avisaremos a quien la envió.');
  await confirm.getByRole('button', { name: 'Volver' }).click();
  await expect(confirm).toBeHidden();
  await expect(lorenzo.getByRole('button', { name: 'Aceptar' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Pendientes (2)' })).toBeVisible();
  await lorenzo.getByRole('button', { name: 'Aceptar' }).click();
  await confirm.getByRole('button', { name: 'Sí, aceptar' }).click();
  await expect(page.getByText('Has elegido a Lorenzo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Decididas (2)' })).toBeVisible();

  const [chosen, other] = applicants;
  const otherPage = await other!.ctx.newPage();
  await otherPage.goto('/my-applications');
  await expect(otherPage.getByRole('heading', { name: 'Rechazadas y retiradas (1)' })).toBeVisible();
  await expect(otherPage.getByText('Rechazada', { exact: true })).toBeVisible();

  const chosenPage = await chosen!.ctx.newPage();
  await chosenPage.goto('/my-applications');
  await expect(chosenPage.getByText('Aceptada', { exact: true })).toBeVisible();
  await chosenPage.getByRole('link', { name: 'Ver el trabajo' }).click();
  await expect(chosenPage.getByText('Camino de los Molinos, 4, Trujillo, Cáceres')).toBeVisible();
  for (const a of applicants) await a.ctx.close();
});

test('a professional withdraws a pending application', async ({ browser, page }) => {
  const ownerCtx = await browser.newContext();
  await createUser(ownerCtx.request);
  const title = `Poda de almendros ${Date.now().toString(36)}`;
  const task = await createOpenTask(ownerCtx.request, { title, category: 'poda' });
  await createUser(page.context().request, { role: 'professional' });
  await page.goto(`/task/${task.id}`);
  await page.getByLabel('Mensaje').fill('Puedo hacerlo este mes con mi cuadrilla.');
  await page.getByLabel('Precio propuesto (€)').fill('200');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('heading', { name: 'Tu solicitud' })).toBeVisible();
  await page.goto('/my-applications');
  await page.getByRole('button', { name: 'Retirar solicitud' }).click();
  await page
    .getByRole('dialog', { name: '¿Retirar tu solicitud?' })
    .getByRole('button', { name: 'Sí, retirar' })
    .click();
  await expect(page.getByText('Solicitud retirada')).toBeVisible();
  await expect(page.getByText('Retirada', { exact: true })).toBeVisible();
  await ownerCtx.close();
});
