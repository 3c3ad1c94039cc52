import { expect, test } from '../fixtures';
import { getWorld } from '../fixtures/world';

test('after following a link, focus is on the new screen’s heading and the tab’s title names it', async ({
  browser,
}) => {
  const world = await getWorld(browser);
  const context = await browser.newContext({ storageState: world.storage.professional, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Mi panel · Faena');
  await page.getByRole('main').getByRole('link', { name: 'Buscar tareas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar tareas' })).toBeFocused();
  await expect(page).toHaveTitle('Buscar tareas · Faena');
  // A filter is no new screen: focus stays where the person is.
  await page.getByLabel('Urgencia').focus();
  await page.getByLabel('Urgencia').selectOption('urgent');
  await expect(page).toHaveURL(/urgency=urgent/);
  await expect(page.getByLabel('Urgencia')).toBeFocused();
  // From the keyboard too: a task of the list, then back.
  await page.getByRole('link', { name: world.tasks.open.title }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: world.tasks.open.title })).toBeFocused();
  await expect(page).toHaveTitle(`${world.tasks.open.title} · Faena`);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar tareas' })).toBeFocused();
  await context.close();
});

test('the bell’s name starts with its label and says how many are unread', async ({ browser }) => {
  const world = await getWorld(browser);
  const context = await browser.newContext({ storageState: world.storage.owner, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/dashboard');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName(/^Notificaciones, \d+ sin leer$/);
  await context.close();
});

test('a toast stays while the pointer is on it, and closes 6 s after it leaves', async ({ browser }) => {
  const world = await getWorld(browser);
  const context = await browser.newContext({ storageState: world.storage.owner, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/notifications');
  // Saving the e-mail preferences as they are: a toast, and nothing else changes.
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Preferencias guardadas' });
  await expect(status).toBeVisible();
  await status.hover();
  await page.clock.runFor(20_000);
  await expect(status).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(5_000);
  await expect(status).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(status).toBeHidden();
  await context.close();
});
