import { createUser, expect, expectAccessible, test } from '../fixtures';

test.describe('rural properties', () => {
  test('a finca without an address: an invalid cadastral reference is refused in Spanish, a valid one accepted @movil', async ({
    page,
  }) => {
    await createUser(page.context().request, { firstName: 'Remedios' });
    await page.goto('/properties/new');
    await page.getByLabel('Nombre', { exact: true }).fill('Dehesa La Nava');
    await page.getByLabel('Tipo').selectOption({ label: 'Finca rústica' });
    await page.getByLabel('Provincia').selectOption({ label: 'Badajoz' });
    await page.getByLabel('Municipio').selectOption({ label: 'Alburquerque' });
    // One letter wrong: the control letters do not match.
    await page.getByLabel('Referencia catastral').fill('06011A012002450000QQ');
    await page.getByLabel('Camino de acceso').selectOption({ label: 'Pista forestal' });
    await page.getByLabel('Cancela').selectOption({ label: 'Cancela con candado o cerradura' });
    await page.getByLabel('Llaves o código').fill('Candado 4321');
    await page.getByLabel('Hace falta un 4×4').check();
    await page.getByRole('button', { name: 'Guardar propiedad' }).click();
    await expect(
      page.getByText('La referencia catastral no es válida: las dos letras finales no cuadran'),
    ).toBeVisible();
    await expect(page.getByLabel('Referencia catastral')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/properties\/new$/);
    await expectAccessible(page);

    await page.getByLabel('Referencia catastral').fill('06011 A012 00245 0000 QE');
    await page.getByLabel('Referencia catastral').blur();
    // A rústica reference fills polígono and parcela.
    await expect(page.getByLabel('Polígono')).toHaveValue('12');
    await expect(page.getByLabel('Parcela')).toHaveValue('245');
    await page.getByRole('button', { name: 'Guardar propiedad' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByText('Dehesa La Nava')).toBeVisible();
  });
});
