import { createOpenTask, createUser, expect, expectAccessible, test } from '../fixtures';

// Alcaudete (Jaén) → Baena (Córdoba) 21 km, → Lucena (Córdoba) 40 km: across a province border.
test.describe("Buscar tareas: 'Distancia'", () => {
  test('25 km from Alcaudete keeps the task in Baena and drops the one in Lucena; the professional’s own municipality is the default @movil', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const owner = await browser.newContext();
    await createUser(owner.request, { firstName: 'Remedios' });
    const near = await createOpenTask(owner.request, {
      title: `Poda en Baena ${stamp}`,
      category: 'poda',
      province: '14',
      municipalityCode: '14007',
    });
    const far = await createOpenTask(owner.request, {
      title: `Poda en Lucena ${stamp}`,
      category: 'poda',
      province: '14',
      municipalityCode: '14038',
    });
    await owner.close();

    await createUser(page.context().request, { role: 'professional', firstName: 'Pedro' });
    await page.goto(`/browse-tasks?q=${stamp}`);
    await expect(page.getByRole('link', { name: near.title })).toBeVisible();
    await expect(page.getByRole('link', { name: far.title })).toBeVisible();

    // No municipality of their own yet: they choose one.
    await page.getByLabel('Medir desde').selectOption({ label: 'Otro municipio…' });
    await page.getByLabel('Provincia de origen').selectOption({ label: 'Jaén' });
    const box = page.getByRole('combobox', { name: 'Municipio de origen' });
    await box.fill('Alca');
    await page
      .getByRole('listbox', { name: 'Municipios' })
      .getByRole('option', { name: 'Alcaudete', exact: true })
      .click();
    await page.getByLabel('Radio').selectOption({ label: 'Hasta 25 km' });
    await expect(page.getByRole('link', { name: far.title })).toHaveCount(0);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: near.title }) });
    await expect(card.getByText('Baena, Córdoba · a 21 km')).toBeVisible();
    await expect(page).toHaveURL(/near=23003/);
    await expectAccessible(page);

    await page.getByLabel('Radio').selectOption({ label: 'Hasta 50 km' });
    await page.getByLabel('Ordenar por').selectOption({ label: 'Más cercanas' });
    const titles = page.getByRole('article').getByRole('link');
    await expect(titles).toHaveText([near.title, far.title]);

    // With Alcaudete as their own municipality, a plain search measures from it.
    const saved = await page.context().request.patch('/api/profile', {
      data: { firstName: 'Pedro', lastName: 'Automática', locationProvince: '23', locationMunicipalityCode: '23003' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto(`/browse-tasks?q=${stamp}&radiusKm=25`);
    await expect(page.getByLabel('Medir desde')).toHaveValue('');
    await expect(page.getByLabel('Medir desde').locator('option:checked')).toHaveText('Mi municipio (Alcaudete)');
    await expect(page.getByRole('link', { name: near.title })).toBeVisible();
    await expect(page.getByRole('link', { name: far.title })).toHaveCount(0);
  });
});
