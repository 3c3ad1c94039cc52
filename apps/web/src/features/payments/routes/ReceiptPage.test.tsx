import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, paymentDto } from '../../../../test/fixtures';
import {
  down,
  expectLoading,
  FakeApi,
  notFound,
  pending,
  renderRoute,
  retryAfterError,
} from '../../../../test/harness';

const RECEIPT = `/payments/${id(701)}/receipt`;

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
    const api = new FakeApi().get('/api/payments/:id', down(), paymentDto());
    const { user } = await renderRoute(RECEIPT, { api });
    await retryAfterError(user, 'No se ha podido cargar el recibo');
    expect(await screen.findByRole('heading', { name: 'Recibo de pago' })).toBeInTheDocument();
  });

  it('shows amount, fee and net, and who pays whom', async () => {
    const api = new FakeApi().get('/api/payments/:id', paymentDto());
    await renderRoute(RECEIPT, { api });
    expect(await screen.findByRole('heading', { name: 'Recibo de pago' })).toBeInTheDocument();
    const row = (name: string | RegExp) => screen.getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(row('Importe pagado')).toBe('1234,50\u00a0€');
    expect(row('Comisión de Faena (10 % del trabajo)')).toBe('120,00\u00a0€');
    expect(row('Neto para el profesional')).toBe('1114,50\u00a0€');
    expect(row('Desplazamiento (sin comisión)')).toBe('34,50\u00a0€');
    expect(screen.getByText('Paga').nextElementSibling).toHaveTextContent('Carmen Ruiz');
    expect(screen.getByText('Modo de pruebas: no se ha movido dinero real.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a pagos' })).toHaveAttribute('href', '/payments');
  });
});
