import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { id, paymentDto, paymentDue, paymentsOverview } from '../../../../test/fixtures';
import {
  down,
  expectFieldError,
  expectLoading,
  FakeApi,
  pending,
  renderRoute,
  retryAfterError,
  retryKeepingData,
} from '../../../../test/harness';

describe('Payments (owner)', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/payments', pending());
    await renderRoute('/payments', { api });
    await expectLoading(api, 'GET', '/api/payments');
  });

  it('shows the error in Spanish, and Reintentar brings the payments', async () => {
    const api = new FakeApi().get('/api/payments', down(), paymentsOverview());
    const { user } = await renderRoute('/payments', { api });
    await retryAfterError(user, 'No se han podido cargar los pagos');
    expect(await screen.findByRole('heading', { name: 'Pagos' })).toBeInTheDocument();
  });

  it('keeps the payments on screen when a refresh fails, and Reintentar updates them', async () => {
    const api = new FakeApi().get(
      '/api/payments',
      paymentsOverview({ due: [paymentDue()] }),
      down(),
      paymentsOverview({ testMode: false }),
    );
    const { user } = await renderRoute('/payments', { api });
    await retryKeepingData(user, 'Desbroce de la linde');
    expect(await screen.findByText('No tienes pagos pendientes.')).toBeInTheDocument();
  });

  it('says when nothing is due and nothing was paid', async () => {
    const api = new FakeApi().get('/api/payments', paymentsOverview({ testMode: false }));
    await renderRoute('/payments', { api });
    expect(await screen.findByText('No tienes pagos pendientes.')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay pagos')).toBeInTheDocument();
    expect(screen.queryByText('Modo de pruebas')).not.toBeInTheDocument();
  });

  it('shows totals, what is due and what was paid, every amount in euros with two decimals', async () => {
    const api = new FakeApi().get(
      '/api/payments',
      paymentsOverview({
        due: [paymentDue()],
        payments: [paymentDto()],
        totals: { paidCents: 123_450, heldCents: 1_234_550, releasedCents: 0, pendingCents: 0, feeOwedCents: 0 },
      }),
    );
    await renderRoute('/payments', { api });
    expect(await screen.findByText('Pagado')).toBeInTheDocument();
    // The totals: a <dl> of label and amount.
    const total = (label: string) =>
      screen.getAllByRole('term').find((t) => t.textContent === label)?.nextElementSibling?.textContent;
    expect(total('Pagado')).toBe('1234,50\u00a0€');
    expect(total('Retenido')).toBe('12.345,50\u00a0€');
    const due = screen.getByRole('region', { name: 'Por pagar (1)' });
    expect(within(due).getByRole('link', { name: 'Desbroce de la linde' })).toBeInTheDocument();
    expect(within(due).getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    const made = screen.getByRole('region', { name: 'Pagos hechos (1)' });
    expect(within(made).getByText('Retenido')).toBeInTheDocument();
    expect(within(made).getByRole('link', { name: 'Recibo' })).toHaveAttribute('href', `/payments/${id(701)}/receipt`);
  });

  it('pays by card through the test element: checked in the browser, only a token leaves it', async () => {
    const clientSecret = 'ch_prueba_abc_secret_123456789';
    const api = new FakeApi()
      .get('/api/payments', paymentsOverview({ due: [paymentDue()] }))
      .post(
        '/api/tasks/:taskId/payments',
        paymentDto({ taskId: id(202), status: 'pending', amountCents: 50_000, checkout: { clientSecret } }),
      )
      .post('/api/payments/test-provider/charges/:ref/confirm', { status: 'held', failureReason: null })
      .post('/api/payments/:id/sync', paymentDto({ taskId: id(202), amountCents: 50_000 }));
    const { user } = await renderRoute('/payments', { api });
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar «Desbroce de la linde»' });
    expect(within(dialog).getByText('Modo de pruebas')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Número de tarjeta'), '4242');
    await user.type(within(dialog).getByLabelText('Caducidad (MM/AA)'), '13/99');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.type(within(dialog).getByLabelText('Titular'), 'Carmen Ruiz');
    await user.click(within(dialog).getByRole('button', { name: /Pagar 500,00\s€/ }));
    expectFieldError(
      await within(dialog).findByLabelText('Número de tarjeta'),
      'Escribe el número de la tarjeta (solo cifras).',
    );
    expectFieldError(within(dialog).getByLabelText('Caducidad (MM/AA)'), 'Escribe la caducidad como MM/AA.');
    expect(within(dialog).getByLabelText('Número de tarjeta')).toHaveFocus();
    // Checked in the browser: no payment is opened for a card that cannot pay.
    expect(api.callsTo('POST', '/api/tasks/:taskId/payments')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/payments/test-provider/charges/:ref/confirm')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Número de tarjeta'));
    await user.type(within(dialog).getByLabelText('Número de tarjeta'), '4242 4242 4242 4242');
    await user.clear(within(dialog).getByLabelText('Caducidad (MM/AA)'));
    await user.type(within(dialog).getByLabelText('Caducidad (MM/AA)'), '12/39');
    await user.click(within(dialog).getByRole('button', { name: /Pagar 500,00\s€/ }));
    expect(await screen.findByText('Pago hecho')).toBeInTheDocument();
    const [first, ...more] = api.callsTo('POST', '/api/tasks/:taskId/payments');
    expect(first?.body).toEqual({ method: 'card', idempotencyKey: expect.any(String) });
    expect(more).toHaveLength(0);
    const confirm = api.callsTo('POST', '/api/payments/test-provider/charges/:ref/confirm')[0];
    expect(confirm?.params.ref).toBe('ch_prueba_abc');
    expect(confirm?.body).toEqual({ clientSecret, paymentMethod: 'pm_prueba_visa' });
    expect(JSON.stringify(api.calls)).not.toMatch(/4242\s?4242/);
  });

  it('offers transfer and Bizum only where card payment is not available', async () => {
    const api = new FakeApi().get(
      '/api/payments',
      paymentsOverview({ card: null, testMode: false, due: [paymentDue()] }),
    );
    const { user } = await renderRoute('/payments', { api });
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('radio', { name: 'Tarjeta' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Transferencia' })).toBeChecked();
    expect(within(dialog).queryByText('Modo de pruebas')).not.toBeInTheDocument();
  });

  it('asks for the reference in the browser before sending a transfer, never an empty form to the server', async () => {
    const api = new FakeApi()
      .get('/api/payments', paymentsOverview({ card: null, testMode: false, due: [paymentDue()] }))
      .post('/api/tasks/:taskId/payments', paymentDto({ method: 'transfer', status: 'pending' }));
    const { user } = await renderRoute('/payments', { api });
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Anotar el pago' }));
    const reference = within(dialog).getByLabelText('Referencia o concepto');
    expectFieldError(reference, 'Escribe la referencia o el concepto que has usado al pagar.');
    expect(reference).toHaveFocus();
    expect(api.callsTo('POST', '/api/tasks/:taskId/payments')).toHaveLength(0);
    await user.type(reference, 'Transferencia del lunes');
    await user.click(within(dialog).getByRole('button', { name: 'Anotar el pago' }));
    expect(await screen.findByText('Pago anotado')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tasks/:taskId/payments')).toHaveLength(1);
  });

  it("gives focus back to 'Pagar' when the dialog closes with 'Volver'", async () => {
    const api = new FakeApi().get('/api/payments', paymentsOverview({ due: [paymentDue()] }));
    const { user } = await renderRoute('/payments', { api });
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toHaveFocus();
  });

  it('records a Bizum payment with its reference', async () => {
    const api = new FakeApi()
      .get('/api/payments', paymentsOverview({ due: [paymentDue()] }))
      .post('/api/tasks/:taskId/payments', paymentDto({ method: 'bizum', status: 'pending' }));
    const { user } = await renderRoute('/payments', { api });
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Bizum' }));
    await user.type(within(dialog).getByLabelText('Referencia o concepto'), 'Poda olivos Carmen');
    await user.click(within(dialog).getByRole('button', { name: 'Anotar el pago' }));
    expect(await screen.findByText('Avisamos a Javier para que confirme que lo ha recibido.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tasks/:taskId/payments')[0]?.body).toMatchObject({
      method: 'bizum',
      reference: 'Poda olivos Carmen',
    });
  });
});

describe('Payments (professional)', () => {
  it('shows what was received and confirms a transfer', async () => {
    const transfer = paymentDto({ method: 'transfer', status: 'pending', reference: 'Poda olivos' });
    const api = new FakeApi()
      .get(
        '/api/payments',
        paymentsOverview({
          role: 'professional',
          payments: [transfer],
          totals: { paidCents: 0, heldCents: 0, releasedCents: 111_450, pendingCents: 123_450, feeOwedCents: 12_000 },
          byMonth: [{ month: '2026-11', cents: 111_450, count: 1 }],
        }),
      )
      .post('/api/payments/:id/confirm-receipt', paymentDto({ method: 'transfer', status: 'released' }));
    const { user } = await renderRoute('/payments', { api, as: 'professional' });
    expect(await screen.findByRole('heading', { name: 'Cobros' })).toBeInTheDocument();
    expect(screen.getByText('Comisión que debes a Faena').nextElementSibling?.textContent).toBe('120,00\u00a0€');
    expect(screen.getByRole('region', { name: 'Cobrado por mes' })).toHaveTextContent('noviembre de 2026');
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));
    expect(await screen.findByText('Pago confirmado')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/payments/:id/confirm-receipt')[0]?.params.id).toBe(id(701));
  });
});

describe('Money by month', () => {
  // Only the clock's date is fixed (November 2026): the chart ends with this month.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const rows = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

  it('shows a professional their earnings per month as a chart with its table, month by month', async () => {
    const api = new FakeApi().get(
      '/api/payments',
      paymentsOverview({
        role: 'professional',
        byMonth: [
          { month: '2026-11', cents: 1_234_550, count: 3 },
          { month: '2026-09', cents: 36_000, count: 1 },
        ],
      }),
    );
    await renderRoute('/payments', { api, as: 'professional' });
    const region = await screen.findByRole('region', { name: 'Cobrado por mes' });
    expect(within(region).getByRole('img', { name: 'Cobrado por mes' })).toBeInTheDocument();
    const table = within(region).getByRole('table', { name: 'Cobrado por mes' });
    expect(rows(table)).toEqual([
      ['Mes', 'Trabajos', 'Neto'],
      ['septiembre de 2026', '1', '360,00\u00a0€'],
      ['octubre de 2026', '0', '0,00\u00a0€'],
      ['noviembre de 2026', '3', '12.345,50\u00a0€'],
    ]);
    // One bar per month, the tallest for November, each named with its figure.
    const bars = region.querySelectorAll('svg rect');
    expect(bars).toHaveLength(3);
    expect(bars[2]?.querySelector('title')?.textContent).toBe('noviembre de 2026 · Neto: 12.345,50\u00a0€');
    expect(Number(bars[2]?.getAttribute('height'))).toBeGreaterThan(Number(bars[0]?.getAttribute('height')));
    expect([...region.querySelectorAll('svg text')].map((t) => t.textContent)).toEqual(['sept26', 'oct', 'nov']);
  });

  it('shows an owner their spending per month the same way', async () => {
    const api = new FakeApi().get(
      '/api/payments',
      paymentsOverview({ byMonth: [{ month: '2026-10', cents: 80_000, count: 2 }] }),
    );
    await renderRoute('/payments', { api });
    const region = await screen.findByRole('region', { name: 'Pagado por mes' });
    expect(within(region).getByRole('img', { name: 'Pagado por mes' })).toBeInTheDocument();
    expect(rows(within(region).getByRole('table', { name: 'Pagado por mes' }))).toEqual([
      ['Mes', 'Pagos', 'Importe'],
      ['octubre de 2026', '2', '800,00\u00a0€'],
      ['noviembre de 2026', '0', '0,00\u00a0€'],
    ]);
  });

  it('shows no chart before there is any money', async () => {
    const api = new FakeApi().get('/api/payments', paymentsOverview({ role: 'professional' }));
    await renderRoute('/payments', { api, as: 'professional' });
    expect(await screen.findByRole('heading', { name: 'Cobros' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cobrado por mes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Cobrado por mes' })).not.toBeInTheDocument();
  });
});
