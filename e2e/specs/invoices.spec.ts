import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import {
  type APIRequestContext,
  createOpenTask,
  createUser,
  DEMO,
  expect,
  setUpPayouts,
  signIn,
  test,
} from '../fixtures';
import { E2E_WEBHOOK_SECRET } from '../paths';

/** The text of a PDF, read with PDF.js (non-breaking spaces as spaces). */
async function pdfText(file: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const pdfjs = await import(pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href);
  const standardFontDataUrl = `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await fs.readFile(file)), standardFontDataUrl }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += `${content.items.map((it: { str?: string }) => it.str ?? '').join(' ')}\n`;
  }
  return text.replace(/\u00a0/g, ' ');
}

/** payByTestCard's steps, keeping the charge's reference (the refund webhook names it). */
async function payByCard(request: APIRequestContext, taskId: string) {
  const opened = await request.post(`/api/tasks/${taskId}/payments`, {
    data: { method: 'card', idempotencyKey: `e2e-factura-${Date.now()}` },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id, checkout } = (await opened.json()) as { id: string; checkout: { clientSecret: string } };
  const chargeRef = checkout.clientSecret.split('_secret_')[0] as string;
  const confirmed = await request.post(`/api/payments/test-provider/charges/${chargeRef}/confirm`, {
    data: { clientSecret: checkout.clientSecret, paymentMethod: 'pm_prueba_visa' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect((await (await request.post(`/api/payments/${id}/sync`)).json()).status).toBe('held');
  return { paymentId: id, chargeRef };
}

async function fillBillingDetails(
  page: Page,
  details: { taxId: string; name: string; address: string; postalCode: string; municipality: string },
) {
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Datos de facturación' });
  await form.getByLabel('NIF, NIE o CIF').fill(details.taxId);
  await form.getByLabel('Nombre o razón social').fill(details.name);
  await form.getByLabel('Dirección fiscal').fill(details.address);
  await form.getByLabel('Código postal').fill(details.postalCode);
  await form.getByLabel('Localidad').fill(details.municipality);
  return form;
}

async function download(page: Page, name: string): Promise<{ file: string; suggested: string }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()]);
  const file = await dl.path();
  return { file, suggested: dl.suggestedFilename() };
}

test('invoices: billing details in /profile, the invoice after release, the corrective after a refund', async ({
  browser,
}) => {
  const ownerCtx = await browser.newContext();
  const proCtx = await browser.newContext();
  const adminCtx = await browser.newContext();
  await createUser(ownerCtx.request, { firstName: 'Remedios' });
  const task = await createOpenTask(ownerCtx.request, { title: `Desbroce de finca ${Date.now().toString(36)}` });
  await createUser(proCtx.request, { role: 'professional', firstName: 'Ginés' });
  await setUpPayouts(proCtx.request);
  const applied = await proCtx.request.post(`/api/tasks/${task.id}/applications`, {
    data: { message: 'Lo hago esta semana sin problema.', priceCents: 45_000, travelCents: 1_500 },
  });
  expect((await ownerCtx.request.post(`/api/applications/${(await applied.json()).id}/accept`)).status()).toBe(200);

  // Both fill their billing details through the screen; a wrong NIF is refused in Spanish first.
  const owner = await ownerCtx.newPage();
  const ownerForm = await fillBillingDetails(owner, {
    taxId: 'X1234567A',
    name: 'Remedios Automática',
    address: 'Plaza Mayor 2',
    postalCode: '28001',
    municipality: 'Madrid',
  });
  await ownerForm.getByRole('button', { name: 'Guardar datos de facturación' }).click();
  await expect(ownerForm.getByText('Escribe un NIF, NIE o CIF válido')).toBeVisible();
  await ownerForm.getByLabel('NIF, NIE o CIF').fill('x-1234567-l');
  await ownerForm.getByRole('button', { name: 'Guardar datos de facturación' }).click();
  await expect(owner.getByText('Datos de facturación guardados')).toBeVisible();

  const pro = await proCtx.newPage();
  const proForm = await fillBillingDetails(pro, {
    taxId: '12345678Z',
    name: 'Ginés Jardinero',
    address: 'Calle del Olivo 3',
    postalCode: '23400',
    municipality: 'Úbeda',
  });
  await expect(proForm.getByLabel('IVA que aplicas')).toHaveValue('2100');
  await proForm.getByRole('button', { name: 'Guardar datos de facturación' }).click();
  await expect(pro.getByText('Datos de facturación guardados')).toBeVisible();

  // The owner pays by card; the payment is released (an administrator's release: the same
  // 'release' transition as the confirmed work, which payments.spec.ts walks through the screens).
  const { paymentId, chargeRef } = await payByCard(ownerCtx.request, task.id);
  const admin = await adminCtx.newPage();
  await signIn(admin, DEMO.admin);
  const released = await adminCtx.request.post(`/api/admin/payments/${paymentId}/release`, {
    data: { reason: 'Trabajo verificado en la prueba de facturas' },
  });
  expect(released.status(), await released.text()).toBe(200);

  // The owner downloads the invoice from the receipt: both NIFs, base, IVA and total in euros.
  // The e2e server pays through the built-in test provider: the invoice is a test-mode one (its
  // own series, PF…), said beside it and on the PDF, which carries no AEAT QR.
  await owner.goto(`/payments/${paymentId}/receipt`);
  const invoices = owner.getByRole('region', { name: 'Facturas' });
  await expect(invoices.getByText('Modo de pruebas')).toBeVisible();
  const invoice = await download(owner, 'Descargar factura');
  expect(invoice.suggested).toMatch(/^factura-PF\d{4}-000001\.pdf$/);
  const text = await pdfText(invoice.file);
  for (const expected of ['12345678Z', 'X1234567L', '384,30 €', '80,70 €', '465,00 €'])
    expect(text).toContain(expected);
  expect(text).toContain('MODO DE PRUEBAS · sin validez fiscal');
  expect(text).not.toContain('QR tributario');
  expect(text).not.toContain('AEAT');

  // The provider refunds the released payment from outside Faena (a bank's chargeback; in test
  // mode an administrator plays the provider's dashboard) and tells Faena: corrective invoice.
  const refunded = await adminCtx.request.post(`/api/payments/test-provider/charges/${chargeRef}/outside-refund`);
  expect(refunded.status(), await refunded.text()).toBe(200);
  // The provider delivers the same news again, signed: acknowledged, nothing issued twice.
  const body = JSON.stringify({ id: `evt_e2e_${Date.now()}`, type: 'charge.refunded', ref: chargeRef });
  const at = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', E2E_WEBHOOK_SECRET).update(`${at}.${body}`).digest('hex');
  const hook = await ownerCtx.request.post('/api/payments/webhooks/pruebas', {
    headers: { 'content-type': 'application/json', 'faena-signature': `t=${at},v1=${v1}` },
    data: body,
  });
  expect(hook.status(), await hook.text()).toBe(200);

  await owner.goto(`/payments/${paymentId}/receipt`);
  const corrective = await download(owner, 'Descargar factura rectificativa');
  expect(corrective.suggested).toMatch(/^factura-rectificativa-PR\d{4}-000001\.pdf$/);
  const correctiveText = await pdfText(corrective.file);
  for (const expected of ['12345678Z', 'X1234567L', '-384,30 €', '-80,70 €', '-465,00 €']) {
    expect(correctiveText).toContain(expected);
  }
  expect(correctiveText).toContain('MODO DE PRUEBAS · sin validez fiscal');
  await Promise.all([ownerCtx.close(), proCtx.close(), adminCtx.close()]);
});
