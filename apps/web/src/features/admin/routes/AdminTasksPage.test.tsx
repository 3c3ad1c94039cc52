import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminTask, id, page } from '../../../../test/fixtures';
import {
  down,
  expectLoading,
  FakeApi,
  fail,
  findAlert,
  held,
  pending,
  renderRoute,
  retryAfterError,
  UPDATING,
} from '../../../../test/harness';

const LIST = '/api/admin/tasks';

describe('Admin: tasks', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get(LIST, pending());
    await renderRoute('/admin/tasks', { api, as: 'admin' });
    await expectLoading(api, 'GET', LIST);
  });

  it('shows the error in Spanish, and Reintentar brings the list', async () => {
    const api = new FakeApi().get(LIST, down(), page([adminTask()]));
    const { user } = await renderRoute('/admin/tasks', { api, as: 'admin' });
    await retryAfterError(user, 'No se ha podido cargar la lista');
    expect(await screen.findByRole('link', { name: 'Poda de 40 olivos' })).toHaveAttribute('href', `/task/${id(201)}`);
  });

  it('a new filter keeps the table on screen, with a hint, until its rows arrive', async () => {
    const cancelled = held(page([adminTask({ id: id(202), title: 'Desbroce de la linde', status: 'cancelled' })]));
    const api = new FakeApi().get(LIST, (call) =>
      call.query.get('status') === 'cancelled' ? cancelled.answer() : page([adminTask()]),
    );
    const { user } = await renderRoute('/admin/tasks', { api, as: 'admin' });
    expect(await screen.findByRole('link', { name: 'Poda de 40 olivos' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Estado'), 'cancelled');
    expect(await screen.findByText(UPDATING)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poda de 40 olivos' })).toBeInTheDocument();
    cancelled.release();
    expect(await screen.findByRole('link', { name: 'Desbroce de la linde' })).toBeInTheDocument();
    expect(screen.queryByText(UPDATING)).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    await renderRoute('/admin/tasks', { api: new FakeApi().get(LIST, page([])), as: 'admin' });
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  });

  it('cancels a task only with a reason, and shows the server’s refusal in the dialog', async () => {
    const api = new FakeApi()
      .get(LIST, page([adminTask()]), page([adminTask({ status: 'cancelled' })]))
      .post('/api/admin/tasks/:id/cancel', fail(409, 'La tarea ya está terminada.'), { ok: true });
    const { user } = await renderRoute('/admin/tasks', { api, as: 'admin' });
    const row = (await screen.findByRole('link', { name: 'Poda de 40 olivos' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await findAlert('Escribe el motivo (al menos 5 caracteres).')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/tasks/:id/cancel')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Tarea duplicada por error.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await findAlert('La tarea ya está terminada.')).toBeInTheDocument();
    expect((await api.waitForCall('POST', '/api/admin/tasks/:id/cancel')).body).toEqual({
      reason: 'Tarea duplicada por error.',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Tarea cancelada')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Tareas' })).findByText('Cancelada')).toBeInTheDocument();
  });
});
