import { createOpenTask, createUser, expect, test } from '../fixtures';

const PAYLOAD = '<img src=x onerror="window.__faenaXss=1;document.title=\'XSS\'">';

/**
 * Text people write is shown as text everywhere: a task title and a message carrying
 * HTML with a script run nothing and appear literally. An inline handler blocked by the CSP would
 * also show up as a console error, which fails the test by itself.
 */
test('a task title and a message with <img onerror> do nothing and are shown as text', async ({ page, browser }) => {
  await createUser(page.context().request);
  const task = await createOpenTask(page.context().request, { title: `Poda ${PAYLOAD}` });

  await page.goto(`/task/${task.id}`);
  await expect(page.getByRole('heading', { name: `Poda ${PAYLOAD}` })).toBeVisible();

  // A professional finds it in Browse tasks and writes to the owner with the same payload.
  const pro = await browser.newContext();
  const proPage = await pro.newPage();
  await createUser(proPage.context().request, { role: 'professional' });
  await proPage.goto('/browse-tasks');
  await proPage.getByLabel('Buscar tareas').fill('Poda');
  await expect(proPage.getByRole('link', { name: new RegExp(`Poda ${escapeRegExp(PAYLOAD)}`) })).toBeVisible();
  await proPage.goto(`/task/${task.id}`);
  await expect(proPage.getByText(`Poda ${PAYLOAD}`).first()).toBeVisible();
  await proPage
    .getByRole('button', { name: 'Enviar mensaje' })
    .or(proPage.getByRole('link', { name: 'Enviar mensaje' }))
    .first()
    .click();
  await proPage.getByLabel('Escribe un mensaje').fill(`Hola ${PAYLOAD}`);
  await proPage.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(proPage.getByText(`Hola ${PAYLOAD}`).first()).toBeVisible();

  await page.goto('/messages');
  await page.getByText(/Hola/).first().click();
  await expect(page.getByText(`Hola ${PAYLOAD}`).first()).toBeVisible();

  for (const p of [page, proPage]) {
    expect(await p.evaluate(() => (window as { __faenaXss?: number }).__faenaXss)).toBeUndefined();
    expect(await p.title()).not.toBe('XSS');
    expect(await p.locator('img[src="x"]').count()).toBe(0);
  }
  await pro.close();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
