import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyState, id, ownerPerson, taskDto } from '../../../../test/fixtures';
import {
  type Answer,
  down,
  expectFieldError,
  FakeApi,
  fail,
  offline,
  renderRoute,
  retryAfterError,
} from '../../../../test/harness';

const TASK = id(201);
// How a professional sees someone else's open task.
const seen = taskDto({
  id: TASK,
  owner: ownerPerson(),
  viewer: { isOwner: false, isAssignedProfessional: false, canEdit: false, canCancel: false, canPublish: false },
});

function onTask(...answers: Answer[]) {
  return new FakeApi().get('/api/tasks/:taskId', seen).get('/api/tasks/:taskId/apply-state', ...answers);
}

async function openForm(api: FakeApi) {
  const view = await renderRoute(`/task/${TASK}`, { api, as: 'professional' });
  await screen.findByRole('heading', { name: '¿Te interesa este trabajo?' });
  return view;
}

describe('Applying to a task', () => {
  it('when the apply state fails, says so instead of nothing, and Reintentar brings the form', async () => {
    const { user } = await renderRoute(`/task/${TASK}`, { api: onTask(down(), applyState()), as: 'professional' });
    await retryAfterError(user, 'No hemos podido comprobar si puedes enviar una solicitud');
    expect(await screen.findByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
  });

  it('shows the Spanish messages next to the fields and sends nothing', async () => {
    const api = onTask(applyState());
    const { user } = await openForm(api);
    await user.type(screen.getByLabelText('Mensaje'), 'Lo hago');
    await user.type(screen.getByLabelText('Precio propuesto (€)'), 'mucho');
    await user.type(screen.getByLabelText(/Desplazamiento \(€\)/), 'algo');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expectFieldError(screen.getByLabelText('Mensaje'), 'Escribe un mensaje de al menos 10 caracteres.');
    expect(screen.getByLabelText('Precio propuesto (€)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Precio propuesto (€)')).toHaveAccessibleDescription(/euros/);
    expect(screen.getByLabelText(/Desplazamiento \(€\)/)).toHaveAccessibleDescription(/desplazamiento en euros/);
    expect(api.callsTo('POST', '/api/tasks/:taskId/applications')).toHaveLength(0);
  });

  it('refuses a price of 0 €', async () => {
    const api = onTask(applyState());
    const { user } = await openForm(api);
    await user.type(screen.getByLabelText('Mensaje'), 'Tengo motosierra y escalera.');
    await user.type(screen.getByLabelText('Precio propuesto (€)'), '0');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expectFieldError(screen.getByLabelText('Precio propuesto (€)'), 'El precio propuesto debe ser mayor que 0 €.');
    expect(api.callsTo('POST', '/api/tasks/:taskId/applications')).toHaveLength(0);
  });

  it('refuses more than 100.000 € of price and 10.000 € of travel with the shared messages', async () => {
    const api = onTask(applyState());
    const { user } = await openForm(api);
    await user.type(screen.getByLabelText('Mensaje'), 'Tengo motosierra y escalera.');
    await user.type(screen.getByLabelText('Precio propuesto (€)'), '100.001');
    await user.type(screen.getByLabelText(/Desplazamiento \(€\)/), '10000,01');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expectFieldError(screen.getByLabelText('Precio propuesto (€)'), 'El precio propuesto no puede pasar de 100.000 €.');
    expectFieldError(screen.getByLabelText(/Desplazamiento \(€\)/), 'El desplazamiento no puede pasar de 10.000 €.');
    expect(api.callsTo('POST', '/api/tasks/:taskId/applications')).toHaveLength(0);
  });

  it("puts the server's field errors back next to their fields", async () => {
    const api = onTask(applyState()).post(
      '/api/tasks/:taskId/applications',
      fail(400, 'Revisa los campos marcados.', {
        fields: { priceCents: 'El precio propuesto no puede pasar de 100.000 €.' },
      }),
    );
    const { user } = await openForm(api);
    await user.type(screen.getByLabelText('Mensaje'), 'Tengo motosierra y escalera.');
    await user.type(screen.getByLabelText('Precio propuesto (€)'), '350');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expectFieldError(
      await screen.findByLabelText('Precio propuesto (€)'),
      'El precio propuesto no puede pasar de 100.000 €.',
    );
  });

  it('sends the application in cents and then shows where it stands', async () => {
    const sent = applyState({
      canApply: false,
      myApplication: {
        id: id(401),
        status: 'pending',
        message: 'Tengo motosierra y escalera.',
        priceCents: 35_050,
        travelCents: 2_000,
        proposedStartDate: null,
        createdAt: '2026-11-20T10:00:00.000Z',
        decidedAt: null,
      },
    });
    const api = onTask(applyState(), sent).post('/api/tasks/:taskId/applications', { id: id(401) });
    const { user } = await openForm(api);
    await user.type(screen.getByLabelText('Mensaje'), 'Tengo motosierra y escalera.');
    await user.type(screen.getByLabelText('Precio propuesto (€)'), '350,50');
    await user.type(screen.getByLabelText(/Desplazamiento \(€\)/), '20');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('heading', { name: 'Tu solicitud' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tasks/:taskId/applications')[0]?.body).toEqual({
      message: 'Tengo motosierra y escalera.',
      priceCents: 35_050,
      travelCents: 2_000,
      proposedStartDate: null,
    });
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText(/\+ 20,00\s€ de desplazamiento/)).toBeInTheDocument();
  });

  it('with no connection, keeps the application on the device and says so', async () => {
    const api = onTask(applyState()).post('/api/tasks/:taskId/applications', offline());
    const { user } = await openForm(api);
    await user.type(screen.getByLabelText('Mensaje'), 'Tengo motosierra y escalera.');
    await user.type(screen.getByLabelText('Precio propuesto (€)'), '350');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Sin conexión: solicitud guardada')).toBeInTheDocument();
    expect(await screen.findByText(/Solicitud: 350,00\s€/)).toBeInTheDocument();
    expect(screen.getByText('Pendiente de enviar')).toBeInTheDocument();
  });

  it("says why the professional cannot apply, in the server's words", async () => {
    const api = onTask(applyState({ canApply: false, reason: 'Esta tarea ya no admite solicitudes.' }));
    await renderRoute(`/task/${TASK}`, { api, as: 'professional' });
    expect(await screen.findByText('Esta tarea ya no admite solicitudes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).not.toBeInTheDocument();
  });
});
