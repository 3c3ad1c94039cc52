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
