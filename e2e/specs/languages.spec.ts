import type { Page, TestInfo } from '@playwright/test';
import { createUser, expect, expectAccessible, test, uniqueEmail } from '../fixtures';
import { castellanoPieces, catalogue, untranslated } from '../fixtures/catalogues';

/**
 * Each language (issue 24), chosen from 'Idioma' as a person does: sign up, register a finca,
 * publish a task, browse and apply as a professional, read the notification, all found by the
 * texts of that language's catalogue (fixtures/catalogues.ts). On every screen no Castellano of
 * the catalogues is left, and a screenshot is kept (the test's output folder).
 */

const LANGUAGES = ['ca', 'gl', 'eu', 'en'] as const;

// What the people of each language write: a task is someone's own words, kept as written.
const TASK_TITLES: Record<(typeof LANGUAGES)[number], string> = {
  ca: 'Poda de les oliveres de la masia',
  gl: 'Rozado do souto da casa de aldea',
  eu: 'Baserriko sagastiaren inausketa',
  en: 'Prune the olive grove by the farmhouse',
};
const DESCRIPTIONS: Record<(typeof LANGUAGES)[number], string> = {
  ca: 'Unes quaranta oliveres velles; cal escala i motoserra, dos dies de feina.',
  gl: 'Limpar o souto de silvas e fentos antes do outono; hai unha corte con acceso.',
  eu: 'Berrogei sagarrondo inausi behar dira; eskailera eta motozerra behar dira.',
  en: 'About forty old olive trees; a ladder and a chainsaw are needed, two days of work.',
};

/** An amount as the language writes it (euros, two decimals), any kind of space matching. */
function euros(lang: string, cents: number): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : `${lang}-ES`, { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));

/** Chooses `lang` in the footer's 'Idioma', the way a visitor does, and waits for the page to follow. */
async function chooseLanguage(page: Page, lang: string) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Idioma' }).selectOption(lang);
  // Its catalogues first (19 small files): on a busy two-core machine, seconds.
  await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: 30_000 });
}

for (const lang of LANGUAGES) {
  test(`in ${lang}: sign up, publish a task, browse, apply and the notification, nothing left in Castellano @movil`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const c = await catalogue(lang);
    const pieces = castellanoPieces(c.entries, true);
    const width = page.viewportSize()?.width ?? 0;
    /** The screen as it is: no Castellano of the catalogues, axe and reflow clean, a screenshot. */
    const check = async (p: Page, step: string, info: TestInfo = testInfo) => {
      await expect(p.locator('main [role="status"] .animate-spin')).toHaveCount(0, { timeout: 20_000 });
      expect.soft(await untranslated(p, pieces), `Castellano en ${step}`).toEqual([]);
      await p.screenshot({ path: info.outputPath(`${lang}-${step}-${width}.png`), fullPage: true });
    };

    // A visitor chooses the language; '/' and '/auth' follow, the prerendered pages too.
    await chooseLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.t('Los trabajos de tu finca, en buenas manos'));
    await check(page, 'inicio');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.t('Los trabajos de tu finca, en buenas manos'));

    // Sign-up, in the language (the account keeps it).
    await page.goto('/auth?modo=registro');
    await page.getByLabel(c.t('Nombre', undefined, 'nombre de pila'), { exact: true }).fill('Montse');
    await page.getByLabel(c.t('Apellidos')).fill('Puig Soler');
    await page.getByLabel(c.t('Correo electrónico')).fill(uniqueEmail(`idioma-${lang}`));
    await page.getByLabel(c.t('Contraseña'), { exact: true }).fill('mi-clave-del-campo');
    await page.getByRole('radio', { name: c.t('Propietario') }).check();
    await page.getByLabel(c.t('Acepto las condiciones de uso y la política de privacidad')).check();
    await check(page, 'registro');
    await page.getByRole('button', { name: c.t('Crear cuenta') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: c.t('Hola, {firstName}', { firstName: 'Montse' }) })).toBeVisible();
    await check(page, 'panel');
    const profile = await page.request.get('/api/profile');
    expect((await profile.json()).language).toBe(lang);

    // A finca and a task on it.
    await page.goto('/properties/new');
    await page.getByLabel(c.t('Nombre'), { exact: true }).fill('Mas Puig');
    await page.getByLabel(c.t('Tipo')).selectOption({ label: c.t('Huerta') });
    await page.getByLabel(c.t('Provincia')).selectOption({ label: 'Girona' });
    const municipality = page.getByRole('combobox', { name: c.t('Municipio') });
    await expect(municipality).toBeEnabled();
    await municipality.fill('Bany');
    await page
      .getByRole('listbox', { name: c.t('Municipios') })
      .getByRole('option', { name: 'Banyoles' })
      .click();
    await page.getByLabel(c.t('Dirección')).fill('Veïnat de Sant Martí, 3');
    await check(page, 'propiedad');
    await page.getByRole('button', { name: c.t('Guardar propiedad') }).click();
    await expect(page).toHaveURL(/\/properties$/);

    const title = `${TASK_TITLES[lang]} ${Date.now().toString(36)}`;
    await page.goto('/publish-task');
    await page.getByLabel(c.t('Propiedad')).selectOption({ label: 'Mas Puig · Banyoles' });
    await page.getByLabel(c.t('Categoría')).selectOption({ label: c.t('Poda y tala') });
    await page.getByLabel(c.t('Urgencia')).selectOption({ label: c.t('Alta') });
    await page.getByLabel(c.t('Título')).fill(title);
    await page.getByLabel(c.t('Descripción')).fill(DESCRIPTIONS[lang]);
    await page.getByLabel(c.t('Presupuesto mínimo (€)')).fill('300');
    await page.getByLabel(c.t('Presupuesto máximo (€)')).fill('250');
    await page.getByRole('button', { name: c.t('Publicar tarea') }).click();
    // A mistake, explained in the language, what was typed kept.
    await expect(page.getByText(c.t('El presupuesto máximo no puede ser menor que el mínimo.'))).toBeVisible();
    await check(page, 'publicar-error');
    await page.getByLabel(c.t('Presupuesto máximo (€)')).fill('550,50');
    await page.getByRole('button', { name: c.t('Publicar tarea') }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Money in the language's way, always with two decimals.
    await expect(page.getByText(spaced(`${euros(lang, 30_000)} – ${euros(lang, 55_050)}`))).toBeVisible();
    const taskUrl = page.url();
    await check(page, 'tarea');

    // A professional in the same language finds it, reads it and applies.
    const pro = await browser.newContext({ baseURL, locale: 'es-ES', viewport: page.viewportSize() ?? undefined });
    const proPage = await pro.newPage();
    await chooseLanguage(proPage, lang);
    await createUser(pro.request, { role: 'professional', firstName: 'Jordi' });
    await proPage.goto('/browse-tasks');
    await proPage.getByLabel(c.t('Buscar tareas')).fill(title);
    await proPage.getByLabel(c.t('Buscar tareas')).press('Enter');
    await expect(proPage.getByRole('link', { name: title })).toBeVisible();
    await check(proPage, 'buscar');
    await proPage.getByRole('link', { name: title }).click();
    await expect(proPage).toHaveURL(taskUrl);
    await proPage.getByLabel(c.t('Mensaje')).fill('Hi puc anar la setmana vinent.');
    await proPage.getByLabel(c.t('Precio propuesto (€)')).fill('420');
    await check(proPage, 'solicitar');
    await proPage.getByRole('button', { name: c.t('Enviar solicitud') }).click();
    await expect(proPage.getByText(c.t('Solicitud enviada'))).toBeVisible();
    await expect(proPage.getByRole('heading', { name: c.t('Tu solicitud') })).toBeVisible();
    await check(proPage, 'solicitud-enviada');
    await pro.close();

    // The owner's notification, written by the server in the owner's language.
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.t('Notificaciones'));
    await expect(page.getByText(c.t('Nueva solicitud para «{title}»', { title }))).toBeVisible();
    await check(page, 'notificaciones');
    await expectAccessible(page);
    await page.goto(taskUrl);
    await check(page, 'tarea-con-solicitud');
  });
}
