import type { DisputeDto } from '@faena/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, paymentDto, person } from '../../../../test/fixtures';
import {
  down,
  expectLoading,
  FakeApi,
  notFound,
  pending,
  renderRoute,
  retryAfterError,
  retryKeepingData,
} from '../../../../test/harness';

const RECEIPT = `/payments/${id(701)}/receipt`;
const DISPUTE = '/api/payments/:id/dispute';
const noDispute = { dispute: null, canOpen: false };

describe('Receipt', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/payments/:id', pending());
    await renderRoute(RECEIPT, { api });
    await expectLoading(api, 'GET', '/api/payments/:id');
  });

  it('is the not-found page for a payment the viewer may not see', async () => {
    const api = new FakeApi().get('/api/payments/:id', notFound());
    await renderRoute(RECEIPT, { api });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows the error in Spanish, and Reintentar brings the receipt', async () => {
    const api = new FakeApi().get('/api/payments/:id', down(), paymentDto()).get(DISPUTE, noDispute);
    const { user } = await renderRoute(RECEIPT, { api });
    await retryAfterError(user, 'No se ha podido cargar el recibo');
    expect(await screen.findByRole('heading', { name: 'Recibo de pago' })).toBeInTheDocument();
  });

  it('keeps the receipt on screen when a refresh fails, and Reintentar updates it', async () => {
    const api = new FakeApi()
      .get('/api/payments/:id', paymentDto(), down(), paymentDto({ taskTitle: 'Poda de 60 olivos' }))
      .get(DISPUTE, noDispute);
    const { user } = await renderRoute(RECEIPT, { api });
    await retryKeepingData(user, 'Poda de 40 olivos');
    expect(await screen.findByText('Poda de 60 olivos')).toBeInTheDocument();
  });

  it('a dispute that fails to load says so with Reintentar, under the receipt', async () => {
    const api = new FakeApi().get('/api/payments/:id', paymentDto()).get(DISPUTE, down(), noDispute);
    const { user } = await renderRoute(RECEIPT, { api });
    expect(await screen.findByRole('heading', { name: 'Recibo de pago' })).toBeInTheDocument();
    await retryAfterError(user, 'No se ha podido cargar la disputa');
    await api.waitForCall('GET', DISPUTE, 2);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows amount, fee and net, and who pays whom', async () => {
    const api = new FakeApi().get('/api/payments/:id', paymentDto()).get(DISPUTE, noDispute);
    await renderRoute(RECEIPT, { api });
    expect(await screen.findByRole('heading', { name: 'Recibo de pago' })).toBeInTheDocument();
    const row = (name: string | RegExp) => screen.getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(row('Importe pagado')).toBe('1234,50\u00a0€');
    // A held payment has no invoices yet: nothing waits for them.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(row('Comisión de Faena (10 % del trabajo)')).toBe('120,00\u00a0€');
    expect(row('Neto para el profesional')).toBe('1114,50\u00a0€');
    expect(row('Desplazamiento (sin comisión)')).toBe('34,50\u00a0€');
    expect(screen.getByText('Paga').nextElementSibling).toHaveTextContent('Carmen Ruiz');
    expect(screen.getByText('Modo de pruebas: no se ha movido dinero real.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a pagos' })).toHaveAttribute('href', '/payments');
  });

  it('names the way of paying once: the card by its last digits, a transfer with its reference', async () => {
    for (const [payment, text] of [
      [paymentDto({ method: 'card', reference: 'Tarjeta terminada en 4242' }), 'Tarjeta terminada en 4242'],
      [paymentDto({ method: 'card', reference: null }), 'Tarjeta'],
      [paymentDto({ method: 'transfer', reference: 'Poda olivos' }), 'Transferencia bancaria · Poda olivos'],
    ] as const) {
      const api = new FakeApi().get('/api/payments/:id', payment).get(DISPUTE, noDispute);
      const { view } = await renderRoute(RECEIPT, { api });
      expect(await screen.findByText('Forma de pago')).toBeInTheDocument();
      expect(screen.getByText('Forma de pago').nextElementSibling).toHaveTextContent(new RegExp(`^${text}$`));
      view.unmount();
    }
  });
});

function disputeDto(overrides: Partial<DisputeDto> = {}): DisputeDto {
  const payer = person({ profileId: id(101), firstName: 'Carmen', lastName: 'Ruiz' });
  const payee = person();
  return {
    id: id(801),
    paymentId: id(701),
    taskId: id(201),
    taskTitle: 'Poda de 40 olivos',
    amountCents: 46_500,
    status: 'open',
    outcome: null,
    payeeCents: null,
    payerCents: null,
    decisionNote: null,
    decidedAt: null,
    openedBy: payer,
    payer,
    payee,
    statements: [
      {
        id: id(802),
        author: payer,
        side: 'payer',
        body: 'Quedaron diez olivos sin podar.',
        photos: [],
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ],
    createdAt: '2026-11-21T10:00:00.000Z',
    viewer: { canAddStatement: true },
    ...overrides,
  };
}

describe('Receipt: disputes', () => {
  it('opens a dispute with the reason (Spanish validation first), then shows it', async () => {
    const api = new FakeApi()
      .get('/api/payments/:id', paymentDto())
      .get(DISPUTE, { dispute: null, canOpen: true })
      .post(DISPUTE, disputeDto());
    const { user } = await renderRoute(RECEIPT, { api });
    await user.click(await screen.findByRole('button', { name: 'Abrir disputa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir disputa' });
    await user.type(within(dialog).getByLabelText('Qué ha pasado'), 'Mal');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir disputa' }));
    expect(await within(dialog).findByText('Explica qué ha pasado en al menos 10 caracteres.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Qué ha pasado'), ': quedaron diez olivos sin podar.');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir disputa' }));
    const call = await api.waitForCall('POST', DISPUTE);
    expect(call.body).toEqual({ reason: 'Mal: quedaron diez olivos sin podar.', photoIds: [] });
    expect(await screen.findByText('Abierta')).toBeInTheDocument();
    expect(screen.getByText('Quedaron diez olivos sin podar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir declaración' })).toBeInTheDocument();
  });

  it('after the decision, the outcome with the amounts in euros', async () => {
    const resolved = disputeDto({
      status: 'resolved',
      outcome: 'split',
      payeeCents: 20_000,
      payerCents: 26_500,
      decisionNote: 'Se hizo parte del trabajo.',
      viewer: { canAddStatement: false },
    });
    const api = new FakeApi()
      .get('/api/payments/:id', paymentDto({ status: 'released' }))
      .get('/api/payments/:id/invoices', { invoices: [], missingProfessionalDetails: false })
      .get(DISPUTE, { dispute: resolved, canOpen: false });
    await renderRoute(RECEIPT, { api });
    expect(
      await screen.findByText('Resuelta: 200,00 € para el profesional, 265,00 € devueltos al propietario'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir declaración' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir disputa' })).not.toBeInTheDocument();
  });
});
