import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProperty, id, page } from '../../../../test/fixtures';
import { down, expectLoading, FakeApi, pending, renderRoute, retryAfterError } from '../../../../test/harness';

const LIST = '/api/admin/properties';

describe('Admin: properties', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get(LIST, pending());
    await renderRoute('/admin/properties', { api, as: 'admin' });
    await expectLoading(api, 'GET', LIST);
  });

  it('shows the error in Spanish, and Reintentar brings the list', async () => {
    const api = new FakeApi().get(LIST, down(), page([adminProperty()]));
    const { user } = await renderRoute('/admin/properties', { api, as: 'admin' });
    await retryAfterError(user, 'No se ha podido cargar la lista');
    const list = await screen.findByRole('region', { name: 'Propiedades' });
    expect(await within(list).findByText('Los Olivos')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    await renderRoute('/admin/properties', { api: new FakeApi().get(LIST, page([])), as: 'admin' });
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  });

  it('archives a property after asking', async () => {
    const api = new FakeApi()
      .get(LIST, page([adminProperty()]), page([adminProperty({ archivedAt: '2026-11-24T10:00:00.000Z' })]))
      .post('/api/admin/properties/:id/archive', { ok: true });
    const { user } = await renderRoute('/admin/properties', { api, as: 'admin' });
    const list = await screen.findByRole('region', { name: 'Propiedades' });
    await user.click(await within(list).findByRole('button', { name: 'Archivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archivar' });
    expect(dialog).toHaveTextContent('Dejará de poder usarse para publicar tareas.');
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    expect((await api.waitForCall('POST', '/api/admin/properties/:id/archive')).params.id).toBe(id(301));
    expect(await screen.findByText('Propiedad archivada')).toBeInTheDocument();
    expect(await within(list).findByRole('button', { name: 'Recuperar' })).toBeInTheDocument();
  });
});
