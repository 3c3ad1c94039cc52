import type { TaskDto } from '@faena/shared/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicant, applicationDto, id, offerDto, person, taskDto } from '../../../../test/fixtures';
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

const TASK = id(201);
const task = (overrides: Partial<TaskDto> = {}) => taskDto({ id: TASK, ...overrides });
const list = (overrides = {}) => ({ applications: [], offers: [], ...overrides });

describe("A task's applications", () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/tasks/:taskId', task()).get('/api/tasks/:taskId/applications', pending());
    await renderRoute(`/task/${TASK}/applications`, { api });
    await expectLoading(api, 'GET', '/api/tasks/:taskId/applications');
  });

  it('shows the error in Spanish, and Reintentar brings the applications', async () => {
    const api = new FakeApi()
      .get('/api/tasks/:taskId', task())
      .get('/api/tasks/:taskId/applications', down(), list({ applications: [applicationDto()] }));
    const { user } = await renderRoute(`/task/${TASK}/applications`, { api });
    await retryAfterError(user, 'No se han podido cargar las solicitudes');
    expect(await screen.findByText('Tengo motosierra y escalera; lo haría en dos días.')).toBeInTheDocument();
  });

  it('keeps the applications on screen when a refresh fails, and Reintentar updates them', async () => {
    const api = new FakeApi()
      .get('/api/tasks/:taskId', task())
      .get('/api/tasks/:taskId/applications', list({ applications: [applicationDto()] }), down(), list());
    const { user } = await renderRoute(`/task/${TASK}/applications`, { api });
    await retryKeepingData(user, 'Tengo motosierra y escalera; lo haría en dos días.');
    expect(await screen.findByText('Aún no hay solicitudes pendientes')).toBeInTheDocument();
  });

  it('is the not-found page for a task that is not the viewer’s', async () => {
    const api = new FakeApi().get(
      '/api/tasks/:taskId',
      task({
        viewer: { isOwner: false, isAssignedProfessional: false, canEdit: false, canCancel: false, canPublish: false },
      }),
    );
    await renderRoute(`/task/${TASK}/applications`, { api, as: 'professional' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/tasks/:taskId/applications')).toHaveLength(0);
  });

  it('and for one that does not exist', async () => {
    const api = new FakeApi().get('/api/tasks/:taskId', notFound());
    await renderRoute(`/task/${TASK}/applications`, { api });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('says when there is no application yet', async () => {
    const api = new FakeApi().get('/api/tasks/:taskId', task()).get('/api/tasks/:taskId/applications', list());
    await renderRoute(`/task/${TASK}/applications`, { api });
    expect(await screen.findByText('Aún no hay solicitudes pendientes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar profesionales' })).toHaveAttribute('href', '/find-professionals');
  });

  it('shows each applicant with price and message, and accepts one after a confirmation that says what it closes', async () => {
    const other = applicationDto({
      id: id(402),
      message: 'Puedo ir el sábado con dos peones.',
      professional: applicant({ ...person({ profileId: id(104), firstName: 'Rosa', lastName: 'Gil' }) }),
    });
    const api = new FakeApi()
      .get('/api/tasks/:taskId', task())
      .get('/api/tasks/:taskId/applications', list({ applications: [applicationDto(), other], offers: [offerDto()] }))
      .post('/api/applications/:id/accept', { taskId: TASK });
    const { user } = await renderRoute(`/task/${TASK}/applications`, { api });
    const pendingOnes = await screen.findByRole('region', { name: 'Pendientes (2)' });
    const javier = within(pendingOnes).getAllByRole('article')[0] as HTMLElement;
    expect(javier).toHaveTextContent(/Precio: 350,00\s€/);
    expect(javier).toHaveTextContent(/Desplazamiento: 20,00\s€/);
    expect(within(javier).getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ofertas enviadas (1)' })).toHaveTextContent(/400,00\s€/);
    // First 'Volver': nothing is sent.
    await user.click(within(javier).getByRole('button', { name: 'Aceptar' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Aceptar la solicitud de Javier?' });
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/applications/:id/accept')).toHaveLength(0);
    await user.click(within(javier).getByRole('button', { name: 'Aceptar' }));
    dialog = await screen.findByRole('dialog', { name: '¿Aceptar la solicitud de Javier?' });
    expect(dialog).toHaveTextContent(
      /Le asignaremos la tarea por 370,00\s€ \(350,00\s€ \+ 20,00\s€ de desplazamiento\)/,
    );
    expect(dialog).toHaveTextContent('La otra solicitud pendiente se rechazará y avisaremos a quien la envió.');
    expect(dialog).toHaveTextContent('La oferta que enviaste y sigue pendiente se retirará.');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, aceptar' }));
    expect((await api.waitForCall('POST', '/api/applications/:id/accept')).params.id).toBe(id(401));
    expect(await screen.findByText('Has elegido a Javier')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a sent offer past its deadline reads "Caducada", never "caduca hace…", and cannot be withdrawn', async () => {
    const api = new FakeApi()
      .get('/api/tasks/:taskId', task())
      .get('/api/tasks/:taskId/applications', list({ offers: [offerDto({ expiresAt: '2026-01-10T09:30:00.000Z' })] }));
    await renderRoute(`/task/${TASK}/applications`, { api });
    const offers = await screen.findByRole('region', { name: 'Ofertas enviadas (1)' });
    expect(within(offers).getByText('Caducada')).toBeInTheDocument();
    expect(offers).toHaveTextContent('caducó el 10 ene 2026, 10:30');
    expect(offers).not.toHaveTextContent(/caduca hace/);
    expect(within(offers).queryByRole('button', { name: 'Retirar oferta' })).not.toBeInTheDocument();
  });

  it('rejects an application after saying it cannot be undone', async () => {
    const api = new FakeApi()
      .get('/api/tasks/:taskId', task())
      .get('/api/tasks/:taskId/applications', list({ applications: [applicationDto()] }))
      .post('/api/applications/:id/reject', { ok: true });
    const { user } = await renderRoute(`/task/${TASK}/applications`, { api });
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar la solicitud de Javier?' });
    expect(dialog).toHaveTextContent('Le avisaremos de que no le has elegido. No se puede deshacer');
    expect(api.callsTo('POST', '/api/applications/:id/reject')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, rechazar' }));
    expect((await api.waitForCall('POST', '/api/applications/:id/reject')).params.id).toBe(id(401));
    expect(await screen.findByText('Solicitud rechazada')).toBeInTheDocument();
  });

  it('withdraws a sent offer after asking', async () => {
    const api = new FakeApi()
      .get('/api/tasks/:taskId', task())
      .get('/api/tasks/:taskId/applications', list({ offers: [offerDto()] }))
      .post('/api/offers/:id/cancel', { ok: true });
    const { user } = await renderRoute(`/task/${TASK}/applications`, { api });
    await user.click(await screen.findByRole('button', { name: 'Retirar oferta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar la oferta a Javier?' });
    expect(dialog).toHaveTextContent('Ya no podrá aceptarla y le avisaremos.');
    expect(api.callsTo('POST', '/api/offers/:id/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, retirar' }));
    expect((await api.waitForCall('POST', '/api/offers/:id/cancel')).params.id).toBe(id(451));
    expect(await screen.findByText('Oferta retirada')).toBeInTheDocument();
  });

  it('once assigned, says to whom and offers no decision', async () => {
    const api = new FakeApi()
      .get('/api/tasks/:taskId', task({ status: 'assigned', assignedProfessional: person() }))
      .get('/api/tasks/:taskId/applications', list({ applications: [applicationDto({ status: 'accepted' })] }));
    await renderRoute(`/task/${TASK}/applications`, { api });
    expect(await screen.findByText('Tarea asignada a Javier.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Decididas (1)' })).toHaveTextContent('Aceptada');
  });
});
