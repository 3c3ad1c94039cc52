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

  it('shows what changed as a Spanish list of field and value, never raw JSON', async () => {
    const actions = [
      adminAction({ actionName: 'revoke_admin', oldData: { is_admin: true }, newData: { is_admin: false } }),
      adminAction({
        id: '00000000-0000-4000-8000-000000001002',
        actionName: 'cancel_task',
        targetTableName: 'tasks',
        oldData: { status: 'assigned' },
        newData: { status: 'cancelled', cancel_reason: 'La finca se ha vendido' },
      }),
    ];
    const api = new FakeApi().get(LIST, page(actions));
    await renderRoute('/admin/audit', { api, as: 'admin' });
    const log = await screen.findByRole('region', { name: 'Registro de acciones' });
    const [, revoke, cancel] = await within(log).findAllByRole('row');
    expect(revoke).toHaveTextContent('Administrador: Sí');
    expect(revoke).toHaveTextContent('Administrador: No');
    expect(cancel).toHaveTextContent('Estado: Asignada');
    expect(cancel).toHaveTextContent('Estado: Cancelada');
    expect(cancel).toHaveTextContent('Motivo de la cancelación: La finca se ha vendido');
    expect(log).not.toHaveTextContent(/[{}"]/);
  });
});
