import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, paymentDto, paymentDue, paymentsOverview } from '../../../../test/fixtures';
import {
  down,
  expectFieldError,
  expectLoading,
  FakeApi,
  fail,
  findAlert,
  pending,
  renderRoute,
  retryAfterError,
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

  it("pays by card, and puts the server's field errors next to the card's fields", async () => {
    const api = new FakeApi().get('/api/payments', paymentsOverview({ due: [paymentDue()] })).post(
      '/api/tasks/:taskId/payments',
      fail(400, 'Revisa los datos de la tarjeta.', {
        fields: {
          'card.number': 'Escribe el número de la tarjeta (solo cifras).',
          'card.expiry': 'Escribe la caducidad como MM/AA.',
        },
      }),
      paymentDto({ taskId: id(202), amountCents: 50_000 }),
    );
    const { user } = await renderRoute('/payments', { api });
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar «Desbroce de la linde»' });
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
    expect(await findAlert('Revisa los datos de la tarjeta.')).toBeInTheDocument();
    const first = api.callsTo('POST', '/api/tasks/:taskId/payments')[0];
    expect(first?.params.taskId).toBe(id(202));
    expect(first?.body).toMatchObject({
      method: 'card',
      card: { number: '4242', expiry: '13/99', cvc: '123', holder: 'Carmen Ruiz' },
    });
    // The same attempt again: the same idempotency key.
    await user.click(within(dialog).getByRole('button', { name: /Pagar 500,00\s€/ }));
    expect(await screen.findByText('Pago hecho')).toBeInTheDocument();
    const [a, b] = api
      .callsTo('POST', '/api/tasks/:taskId/payments')
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(b).toBe(a);
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
          byMonth: [{ month: '2026-11', netCents: 111_450, count: 1 }],
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
