import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminAction, page } from '../../../../test/fixtures';
import { down, expectLoading, FakeApi, pending, renderRoute, retryAfterError } from '../../../../test/harness';

const LIST = '/api/admin/actions';

describe('Admin: the actions log', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get(LIST, pending());
    await renderRoute('/admin/audit', { api, as: 'admin' });
    await expectLoading(api, 'GET', LIST);
  });

  it('shows the error in Spanish, and Reintentar brings the log', async () => {
    const api = new FakeApi().get(LIST, down(), page([adminAction()]));
    const { user } = await renderRoute('/admin/audit', { api, as: 'admin' });
    await retryAfterError(user, 'No se ha podido cargar la lista');
    const log = await screen.findByRole('region', { name: 'Registro de acciones' });
    expect(await within(log).findByText('Verificar profesional')).toBeInTheDocument();
    expect(within(log).getByText('lucia.admin@prueba.es')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const api = new FakeApi().get(LIST, page([]));
    await renderRoute('/admin/audit', { api, as: 'admin' });
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  });
});
