import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, person } from '../../../../test/fixtures';
import { down, expectLoading, FakeApi, pending, renderRoute, retryAfterError } from '../../../../test/harness';

const LIST = '/api/admin/disputes';
const row = {
  id: id(801),
  paymentId: id(701),
  taskId: id(201),
  taskTitle: 'Poda de 40 olivos',
  amountCents: 46_500,
  status: 'open' as const,
  outcome: null,
  openedBy: person({ firstName: 'Carmen' }),
  createdAt: new Date().toISOString(),
};

describe('Admin: disputes', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get(LIST, pending());
    await renderRoute('/admin/disputes', { api, as: 'admin' });
    await expectLoading(api, 'GET', LIST);
  });

  it('shows the error in Spanish, and Reintentar brings the list', async () => {
    const api = new FakeApi().get(LIST, down(), { items: [row] });
    const { user } = await renderRoute('/admin/disputes', { api, as: 'admin' });
    await retryAfterError(user, 'No se han podido cargar las disputas');
    const table = await screen.findByRole('region', { name: 'Disputas' });
    expect(within(table).getByRole('link', { name: 'Poda de 40 olivos' })).toHaveAttribute(
      'href',
      `/admin/disputes/${id(801)}`,
    );
    expect(within(table).getByText('465,00 €')).toBeInTheDocument();
    expect(within(table).getByText('Carmen')).toBeInTheDocument();
    expect(within(table).getByText('hoy')).toBeInTheDocument();
    expect(within(table).getByText('Abierta')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    const api = new FakeApi().get(LIST, { items: [] });
    await renderRoute('/admin/disputes', { api, as: 'admin' });
    expect(await screen.findByText(/No hay disputas/)).toBeInTheDocument();
  });
});
