import type { TaskDto } from '@faena/shared/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, propertyDto, taskDto } from '../../../../test/fixtures';
import {
  down,
  expectLoading,
  FakeApi,
  notFound,
  otherScreen,
  pending,
  renderRoute,
  retryAfterError,
} from '../../../../test/harness';

const TASK = id(201);
const PROPERTY = propertyDto();
const owned = (overrides: Partial<TaskDto> = {}) =>
  taskDto({ id: TASK, property: { ...taskDto().property, id: PROPERTY.id }, ...overrides });

describe('Edit a task', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/tasks/:taskId', pending());
    await renderRoute(`/edit-task/${TASK}`, { api });
    await expectLoading(api, 'GET', '/api/tasks/:taskId');
  });

  it('shows the error in Spanish, and Reintentar brings the form', async () => {
    const api = new FakeApi().get('/api/tasks/:taskId', down(), owned()).get('/api/properties', { items: [PROPERTY] });
    const { user } = await renderRoute(`/edit-task/${TASK}`, { api });
    await retryAfterError(user, 'No se ha podido cargar la tarea');
    expect(await screen.findByLabelText('Título')).toHaveValue('Poda de 40 olivos');
  });

  it("is the not-found page for a task that is not the viewer's", async () => {
    const api = new FakeApi().get(
      '/api/tasks/:taskId',
      owned({
        viewer: { isOwner: false, isAssignedProfessional: false, canEdit: false, canCancel: false, canPublish: false },
      }),
    );
    await renderRoute(`/edit-task/${TASK}`, { api });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('and for one that does not exist', async () => {
    const api = new FakeApi().get('/api/tasks/:taskId', notFound());
    await renderRoute(`/edit-task/${TASK}`, { api });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('explains that an assigned task can no longer be edited', async () => {
    const api = new FakeApi().get(
      '/api/tasks/:taskId',
      owned({
        status: 'assigned',
        viewer: { isOwner: true, isAssignedProfessional: false, canEdit: false, canCancel: true, canPublish: false },
      }),
    );
    await renderRoute(`/edit-task/${TASK}`, { api });
    expect(await screen.findByText(/Esta tarea está «Asignada» y ya no se puede editar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la tarea' })).toHaveAttribute('href', `/task/${TASK}`);
  });

  it('saves the changes of an open task and goes back to it', async () => {
    const api = new FakeApi()
      .get('/api/tasks/:taskId', owned())
      .get('/api/properties', { items: [PROPERTY] })
      .put('/api/tasks/:taskId', owned({ title: 'Poda de 45 olivos' }));
    const { user } = await renderRoute(`/edit-task/${TASK}`, { api });
    const title = await screen.findByLabelText('Título');
    await user.clear(title);
    await user.type(title, 'Poda de 45 olivos');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await otherScreen()).toBe(`/task/${TASK}`);
    expect(api.callsTo('PUT', '/api/tasks/:taskId')[0]?.body).toMatchObject({
      title: 'Poda de 45 olivos',
      budgetMinCents: 20_000,
      budgetMaxCents: 45_050,
    });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
  });
});
