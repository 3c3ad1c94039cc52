import type { TaskDto } from '@faena/shared/schemas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyState, id, ownerPerson, taskDto } from '../../../../test/fixtures';
import {
  down,
  expectFieldError,
  expectLoading,
  FakeApi,
  held,
  notFound,
  pending,
  renderRoute,
  retryAfterError,
  retryKeepingData,
} from '../../../../test/harness';
import { AccessCard } from './TaskDetailPage';

const HIDDEN = taskDto().property;
const LINE = 'La dirección y las notas de acceso solo se ven mientras el trabajo está en marcha.';

function task(status: TaskDto['status'], viewer: Partial<TaskDto['viewer']>, property = HIDDEN): TaskDto {
  return taskDto({
    status,
    property,
    viewer: {
      isOwner: false,
      isAssignedProfessional: false,
      canEdit: false,
      canCancel: false,
      canPublish: false,
      ...viewer,
    },
  });
}

describe('AccessCard', () => {
  it('tells the former professional why there is no address, instead of an empty block', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      const { unmount } = render(
        <AccessCard task={task(status, { isAssignedProfessional: true })} place="Úbeda, Jaén" />,
      );
      expect(screen.getByRole('heading', { name: 'Cómo llegar' })).toBeInTheDocument();
      expect(screen.getByText(LINE)).toBeInTheDocument();
      expect(screen.queryByText('Los Olivos', { exact: false })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows the way in while the job is on, and nothing at all to anyone else', () => {
    const shown = { ...HIDDEN, address: 'Camino del Cerro, km 2', accessNotes: 'Cancela verde' };
    const { unmount } = render(
      <AccessCard task={task('in_progress', { isAssignedProfessional: true }, shown)} place="Úbeda, Jaén" />,
    );
    expect(screen.getByText('Camino del Cerro, km 2, Úbeda, Jaén')).toBeInTheDocument();
    expect(screen.getByText('Cancela verde')).toBeInTheDocument();
    expect(screen.queryByText(LINE)).not.toBeInTheDocument();
    unmount();
    const { container } = render(<AccessCard task={task('completed', {})} place="Úbeda, Jaén" />);
    expect(container).toBeEmptyDOMElement();
  });
});

const TASK = id(201);

function ownerTask(overrides: Partial<TaskDto> = {}): TaskDto {
  return taskDto({ id: TASK, owner: ownerPerson(), ...overrides });
}

describe('Task detail screen', () => {
  it('shows its loading state, then the task', async () => {
    const api = new FakeApi().get('/api/tasks/:taskId', pending());
    await renderRoute(`/task/${TASK}`, { api });
    await expectLoading(api, 'GET', '/api/tasks/:taskId');
  });

  it('shows the not-found page for a task the viewer may not see', async () => {
    const api = new FakeApi().get('/api/tasks/:taskId', notFound());
    await renderRoute(`/task/${TASK}`, { api });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows the error in Spanish, and Reintentar brings the task', async () => {
    const api = new FakeApi().get('/api/tasks/:taskId', down(), ownerTask());
    const { user } = await renderRoute(`/task/${TASK}`, { api });
    await retryAfterError(user, 'No se ha podido cargar la tarea');
    expect(await screen.findByRole('heading', { level: 1, name: 'Poda de 40 olivos' })).toBeInTheDocument();
  });

  it('keeps the task on screen when a refresh fails, and Reintentar updates it', async () => {
    const api = new FakeApi().get('/api/tasks/:taskId', ownerTask(), down(), ownerTask({ title: 'Poda de 60 olivos' }));
    const { user } = await renderRoute(`/task/${TASK}`, { api });
    await retryKeepingData(user, 'Poda de 40 olivos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Poda de 60 olivos' })).toBeInTheDocument();
  });

  it("shows the owner's draft and publishes it", async () => {
    const draft = ownerTask({
      status: 'draft',
      publishedAt: null,
      viewer: { isOwner: true, isAssignedProfessional: false, canEdit: true, canCancel: true, canPublish: true },
    });
    const api = new FakeApi()
      .get('/api/tasks/:taskId', draft, ownerTask())
      .post('/api/tasks/:taskId/publish', ownerTask());
    const { user } = await renderRoute(`/task/${TASK}`, { api });
    expect(
      await screen.findByText(
        'Solo tú ves esta tarea. Publícala para que los profesionales puedan enviarte solicitudes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/200,00\s€ – 450,50\s€/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/edit-task/${TASK}`);
    await user.click(screen.getByRole('button', { name: 'Publicar tarea' }));
    expect(await screen.findByText('Los profesionales de la zona ya pueden verla.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tasks/:taskId/publish')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Solicitudes' })).toBeInTheDocument();
  });

  it('asks for the reason before cancelling, next to the field', async () => {
    const api = new FakeApi()
      .get('/api/tasks/:taskId', ownerTask(), ownerTask({ status: 'cancelled', cancelReason: 'Ya no hace falta' }))
      .post('/api/tasks/:taskId/cancel', ownerTask({ status: 'cancelled' }));
    const { user } = await renderRoute(`/task/${TASK}`, { api });
    await user.click(await screen.findByRole('button', { name: 'Cancelar tarea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la tarea' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar la tarea' }));
    const reason = within(dialog).getByLabelText('Motivo de la cancelación');
    expectFieldError(reason, 'Explica el motivo de la cancelación (al menos 5 caracteres).');
    expect(api.callsTo('POST', '/api/tasks/:taskId/cancel')).toHaveLength(0);
    await user.type(reason, 'Ya no hace falta');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar la tarea' }));
    expect((await api.waitForCall('POST', '/api/tasks/:taskId/cancel')).body).toEqual({ reason: 'Ya no hace falta' });
    expect(await screen.findByText('Motivo: Ya no hace falta')).toBeInTheDocument();
  });

  it("shows a professional the owner's rating and the way to apply, never the owner's buttons", async () => {
    const seen = taskDto({
      id: TASK,
      owner: ownerPerson({ ratingAvg: 4.5, ratingCount: 2 }),
      viewer: { isOwner: false, isAssignedProfessional: false, canEdit: false, canCancel: false, canPublish: false },
      pendingApplications: null,
    });
    const api = new FakeApi().get('/api/tasks/:taskId', seen).get('/api/tasks/:taskId/apply-state', applyState());
    await renderRoute(`/task/${TASK}`, { api, as: 'professional' });
    expect(await screen.findByRole('heading', { name: '¿Te interesa este trabajo?' })).toBeInTheDocument();
    expect(screen.getByText('(2 valoraciones)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar tarea' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar tareas' })).toHaveAttribute('href', '/browse-tasks');
  });

  it('says "Sin valoraciones aún" of an owner nobody has rated, in the words every screen uses', async () => {
    const seen = taskDto({
      id: TASK,
      owner: ownerPerson({ ratingAvg: null, ratingCount: 0 }),
      viewer: { isOwner: false, isAssignedProfessional: false, canEdit: false, canCancel: false, canPublish: false },
      pendingApplications: null,
    });
    const api = new FakeApi().get('/api/tasks/:taskId', seen).get('/api/tasks/:taskId/apply-state', applyState());
    await renderRoute(`/task/${TASK}`, { api, as: 'professional' });
    expect(await screen.findByText('Sin valoraciones aún')).toBeInTheDocument();
    expect(screen.queryByText('sin valoraciones aún')).not.toBeInTheDocument();
  });

  it("asks for a professional's application state beside the task and shows the page with its form at once, so the form never pushes the page down", async () => {
    const { seen, state, api } = openTaskWithHeldApplyState();
    await renderRoute(`/task/${TASK}`, { api, as: 'professional' });
    // Both requests leave together; the task's answer alone does not show the page.
    await expectLoading(api, 'GET', '/api/tasks/:taskId/apply-state');
    expect(api.callsTo('GET', '/api/tasks/:taskId')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1, name: seen.title })).not.toBeInTheDocument();
    state.release();
    expect(await screen.findByRole('heading', { level: 1, name: seen.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Te interesa este trabajo?' })).toBeInTheDocument();
  });

  it('keeps the page (and the heading a screen reader is on) while the form asks for its state for anyone but a professional', async () => {
    const { seen, state, api } = openTaskWithHeldApplyState();
    await renderRoute(`/task/${TASK}`, { api, as: 'owner' });
    const heading = await screen.findByRole('heading', { level: 1, name: seen.title });
    await api.waitForCall('GET', '/api/tasks/:taskId/apply-state');
    expect(heading).toBeInTheDocument();
    state.release();
    expect(await screen.findByRole('heading', { name: '¿Te interesa este trabajo?' })).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
  });
});

/** An open task of someone else's, whose application-state request answers only when released. */
function openTaskWithHeldApplyState() {
  const seen = taskDto({
    id: TASK,
    owner: ownerPerson(),
    viewer: { isOwner: false, isAssignedProfessional: false, canEdit: false, canCancel: false, canPublish: false },
    pendingApplications: null,
  });
  const state = held(applyState());
  const api = new FakeApi().get('/api/tasks/:taskId', seen).get('/api/tasks/:taskId/apply-state', state.answer);
  return { seen, state, api };
}
