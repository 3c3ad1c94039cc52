import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, taskSummary } from '../../../../test/fixtures';
import { down, expectLoading, FakeApi, pending, renderRoute, retryAfterError } from '../../../../test/harness';

const mine = (items: ReturnType<typeof taskSummary>[]) => ({ items });

describe('My tasks', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/tasks/mine', pending());
    await renderRoute('/my-tasks', { api });
    await expectLoading(api, 'GET', '/api/tasks/mine');
  });

  it('shows the error in Spanish, and Reintentar brings the tasks', async () => {
    const api = new FakeApi().get('/api/tasks/mine', down(), mine([taskSummary()]));
    const { user } = await renderRoute('/my-tasks', { api });
    await retryAfterError(user, 'No se han podido cargar tus tareas');
    expect(await screen.findByRole('link', { name: 'Poda de 40 olivos' })).toBeInTheDocument();
  });

  it('invites to publish the first task when there is none', async () => {
    const api = new FakeApi().get('/api/tasks/mine', mine([]));
    await renderRoute('/my-tasks', { api });
    expect(await screen.findByText('Aún no has publicado ninguna tarea')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publicar mi primera tarea' })).toHaveAttribute('href', '/publish-task');
  });

  it('groups the tasks by what they need from the owner, with their counts', async () => {
    const api = new FakeApi().get(
      '/api/tasks/mine',
      mine([
        taskSummary({ pendingApplications: 2 }),
        taskSummary({ id: id(202), title: 'Desbroce de la linde', status: 'draft', publishedAt: null }),
        taskSummary({ id: id(203), title: 'Riego del huerto', status: 'in_progress' }),
      ]),
    );
    await renderRoute('/my-tasks', { api });
    const open = await screen.findByRole('region', { name: 'Abiertas (1)' });
    expect(within(open).getByRole('link', { name: 'Poda de 40 olivos' })).toHaveAttribute('href', `/task/${id(201)}`);
    expect(within(open).getByText('2 solicitudes nuevas')).toBeInTheDocument();
    const working = screen.getByRole('region', { name: 'Asignadas y en curso (1)' });
    expect(within(working).getByText('En curso')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Borradores (1)' })).getByRole('link')).toHaveTextContent(
      'Desbroce de la linde',
    );
    expect(screen.queryByRole('region', { name: /Canceladas/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Resumen' })).getAllByRole('link')).toHaveLength(3);
  });

  it('tells a professional where their work is, without asking for tasks', async () => {
    const api = new FakeApi();
    await renderRoute('/my-tasks', { api, as: 'professional' });
    expect(await screen.findByText(/Tus trabajos como profesional están en «Mis solicitudes»/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/tasks/mine')).toHaveLength(0);
  });
});
