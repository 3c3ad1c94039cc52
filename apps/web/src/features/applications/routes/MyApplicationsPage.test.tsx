import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, myApplicationDto, offerDto, taskSummary } from '../../../../test/fixtures';
import {
  down,
  expectLoading,
  FakeApi,
  fail,
  findAlert,
  otherScreen,
  pending,
  renderRoute,
  retryAfterError,
} from '../../../../test/harness';

const mine = (overrides: Partial<{ applications: unknown[]; offers: unknown[] }> = {}) => ({
  applications: [],
  offers: [],
  ...overrides,
});

describe('My applications', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/applications/mine', pending());
    await renderRoute('/my-applications', { api, as: 'professional' });
    await expectLoading(api, 'GET', '/api/applications/mine');
  });

  it('shows the error in Spanish, and Reintentar brings the applications', async () => {
    const api = new FakeApi().get('/api/applications/mine', down(), mine({ applications: [myApplicationDto()] }));
    const { user } = await renderRoute('/my-applications', { api, as: 'professional' });
    await retryAfterError(user, 'No se han podido cargar tus solicitudes');
    expect(await screen.findByRole('link', { name: 'Poda de 40 olivos' })).toBeInTheDocument();
  });

  it('invites to look for work when there is nothing yet', async () => {
    const api = new FakeApi().get('/api/applications/mine', mine());
    await renderRoute('/my-applications', { api, as: 'professional' });
    expect(await screen.findByText('Aún no has enviado ninguna solicitud')).toBeInTheDocument();
    expect(screen.getByText('Cuando un propietario te ofrezca un trabajo lo verás aquí.')).toBeInTheDocument();
  });

  it('groups applications by state and withdraws a pending one after asking', async () => {
    const api = new FakeApi()
      .get(
        '/api/applications/mine',
        mine({
          applications: [
            myApplicationDto(),
            myApplicationDto({
              id: id(402),
              status: 'accepted',
              task: taskSummary({ id: id(202), title: 'Desbroce de la linde', status: 'assigned' }),
            }),
          ],
        }),
      )
      .post('/api/applications/:id/withdraw', { ok: true });
    const { user } = await renderRoute('/my-applications', { api, as: 'professional' });
    const pendingGroup = await screen.findByRole('region', { name: 'Pendientes (1)' });
    expect(within(pendingGroup).getByText(/tu precio 350,00\s€ \+ 20,00\s€ de desplazamiento/)).toBeInTheDocument();
    const accepted = screen.getByRole('region', { name: 'Aceptadas (1)' });
    expect(within(accepted).getByRole('link', { name: 'Ver el trabajo' })).toHaveAttribute('href', `/task/${id(202)}`);
    await user.click(within(pendingGroup).getByRole('button', { name: 'Retirar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar tu solicitud?' });
    expect(dialog).toHaveTextContent('no podrás volver a enviar una solicitud para esta tarea');
    expect(api.callsTo('POST', '/api/applications/:id/withdraw')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, retirar' }));
    expect((await api.waitForCall('POST', '/api/applications/:id/withdraw')).params.id).toBe(id(401));
    expect(await screen.findByText('Solicitud retirada')).toBeInTheDocument();
  });

  it('accepts a received offer and opens the task', async () => {
    const api = new FakeApi()
      .get('/api/applications/mine', mine({ offers: [offerDto()] }))
      .post('/api/offers/:id/accept', { taskId: id(201) });
    const { user } = await renderRoute('/my-applications', { api, as: 'professional' });
    const offer = await screen.findByRole('article', { name: 'Poda de 40 olivos' });
    expect(within(offer).getByText('Me gustaría que podaras mis olivos la semana que viene.')).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Aceptar' }));
    expect(await otherScreen()).toBe(`/task/${id(201)}`);
    expect(await screen.findByText('¡Trabajo aceptado!')).toBeInTheDocument();
  });

  it('an offer past its deadline reads "Caducada" and when it ended, never "caduca hace…", and has no answer', async () => {
    const api = new FakeApi().get(
      '/api/applications/mine',
      mine({ offers: [offerDto({ expiresAt: '2026-01-10T09:30:00.000Z' })] }),
    );
    await renderRoute('/my-applications', { api, as: 'professional' });
    const offer = await screen.findByRole('article', { name: 'Poda de 40 olivos' });
    expect(within(offer).getByText('Caducada')).toBeInTheDocument();
    expect(offer).toHaveTextContent('caducó el 10 ene 2026, 10:30');
    expect(offer).not.toHaveTextContent(/caduca hace/);
    expect(within(offer).queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
  });

  it("declines an offer after asking, and shows the server's refusal in Spanish", async () => {
    const api = new FakeApi()
      .get('/api/applications/mine', mine({ offers: [offerDto()] }))
      .post('/api/offers/:id/decline', fail(409, 'Esta oferta ya ha caducado.', { code: 'CONFLICT' }));
    const { user } = await renderRoute('/my-applications', { api, as: 'professional' });
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar la oferta de Carmen?' });
    expect(dialog).toHaveTextContent('Le avisaremos de que no aceptas «Poda de 40 olivos». No se puede deshacer.');
    expect(api.callsTo('POST', '/api/offers/:id/decline')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, rechazar' }));
    expect(await findAlert('Esta oferta ya ha caducado.')).toHaveTextContent('No se pudo hacer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells an owner where the applications to their tasks are', async () => {
    const api = new FakeApi();
    await renderRoute('/my-applications', { api, as: 'owner' });
    expect(await screen.findByText(/Las solicitudes a tus tareas\s+están en cada tarea/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/applications/mine')).toHaveLength(0);
  });
});
