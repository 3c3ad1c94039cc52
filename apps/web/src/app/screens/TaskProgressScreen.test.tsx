import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, paymentDue, paymentsOverview, progressDto, progressUpdate, taskReviews } from '../../../test/fixtures';
import {
  down,
  expectLoading,
  FakeApi,
  fail,
  findAlert,
  notFound,
  pending,
  renderRoute,
  retryAfterError,
  retryKeepingData,
} from '../../../test/harness';

const PROGRESS = `/task/${id(201)}/progress`;
const GET = '/api/tasks/:taskId/progress';
const PAYMENTS = '/api/payments';
/** The owner's payments: nothing due (the task is paid, or there is nothing to pay). */
const nothingDue = () => paymentsOverview();
const professionalView = {
  isOwner: false,
  canStart: false,
  canPost: true,
  canFinish: true,
  canConfirm: false,
  canRequestChanges: false,
};

describe('A job’s progress', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get(GET, pending());
    await renderRoute(PROGRESS, { api });
    await expectLoading(api, 'GET', GET);
  });

  it('is the not-found page for a task that is not there', async () => {
    await renderRoute(PROGRESS, { api: new FakeApi().get(GET, notFound()) });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows the error in Spanish, and Reintentar brings the progress', async () => {
    const api = new FakeApi().get(GET, down(), progressDto()).get(PAYMENTS, nothingDue());
    const { user } = await renderRoute(PROGRESS, { api });
    await retryAfterError(user, 'No se ha podido cargar el progreso');
    expect(await screen.findByRole('heading', { name: 'Progreso: Poda de 40 olivos' })).toBeInTheDocument();
  });

  it('keeps the timeline on screen when a refresh fails, and Reintentar brings the new updates', async () => {
    const api = new FakeApi()
      .get(GET, progressDto(), down(), progressDto({ updates: [progressUpdate()] }))
      .get(PAYMENTS, nothingDue());
    const { user } = await renderRoute(PROGRESS, { api });
    await retryKeepingData(user, 'El profesional aún no ha empezado. Aquí verás cada avance con fotos.');
    expect(await screen.findByText('Podados los primeros veinte olivos.')).toBeInTheDocument();
  });

  it('tells the owner nothing has been done yet, with the way to message the professional', async () => {
    await renderRoute(PROGRESS, { api: new FakeApi().get(GET, progressDto()).get(PAYMENTS, nothingDue()) });
    expect(
      await screen.findByText('El profesional aún no ha empezado. Aquí verás cada avance con fotos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
  });

  it('lets the professional post an update: asks for words or a photo, shows the server’s refusal', async () => {
    const api = new FakeApi()
      .get(GET, progressDto({ viewer: professionalView }))
      .post(
        GET,
        fail(409, 'La tarea ya no está en curso.'),
        progressDto({ viewer: professionalView, updates: [progressUpdate({ text: 'Poda terminada en la loma.' })] }),
      );
    const { user } = await renderRoute(PROGRESS, { api, as: 'professional' });
    await user.click(await screen.findByRole('button', { name: 'Publicar avance' }));
    expect(await findAlert('Escribe qué has hecho o añade una foto.')).toBeInTheDocument();
    expect(api.callsTo('POST', GET)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Qué has hecho' }), 'Poda terminada en la loma.');
    await user.type(screen.getByRole('spinbutton', { name: /Porcentaje hecho/ }), '60');
    await user.click(screen.getByRole('button', { name: 'Publicar avance' }));
    expect(await findAlert('La tarea ya no está en curso.')).toBeInTheDocument();
    expect((await api.waitForCall('POST', GET)).body).toEqual({
      text: 'Poda terminada en la loma.',
      percent: 60,
      photoIds: [],
    });

    await user.click(screen.getByRole('button', { name: 'Publicar avance' }));
    expect(await screen.findByText('Avance publicado')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cronología' })).toHaveTextContent('Poda terminada en la loma.');
  });

  it('shows the reviews once the work is completed', async () => {
    const api = new FakeApi()
      .get(GET, progressDto({ task: { ...progressDto().task, status: 'completed' } }))
      .get(PAYMENTS, nothingDue())
      .get('/api/tasks/:taskId/reviews', taskReviews());
    await renderRoute(PROGRESS, { api });
    expect(await screen.findByRole('heading', { name: 'Valora a Javier' })).toBeInTheDocument();
  });

  it("offers the owner 'Pagar' while the task waits for their payment, and opens the payment there", async () => {
    const task = { ...progressDto().task, status: 'assigned' as const };
    const api = new FakeApi()
      .get(GET, progressDto({ task }))
      .get(PAYMENTS, paymentsOverview({ due: [paymentDue({ taskId: task.id, title: task.title })] }));
    const { user } = await renderRoute(PROGRESS, { api });
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: /Pagar/ })).toBeInTheDocument();
    expect(dialog.textContent).toContain('500,00\u00a0€');
  });

  it("shows no 'Pagar' once the task is paid, nor to the professional, nor on a cancelled task", async () => {
    const owner = new FakeApi().get(GET, progressDto()).get(PAYMENTS, nothingDue());
    const view = await renderRoute(PROGRESS, { api: owner });
    await owner.waitForCall('GET', PAYMENTS);
    expect(await screen.findByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    view.view.unmount();

    const pro = new FakeApi().get(GET, progressDto({ viewer: professionalView }));
    const proView = await renderRoute(PROGRESS, { api: pro, as: 'professional' });
    expect(await screen.findByRole('button', { name: 'Marcar como terminado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(pro.callsTo('GET', PAYMENTS)).toHaveLength(0);
    proView.view.unmount();

    const cancelled = new FakeApi().get(GET, progressDto({ task: { ...progressDto().task, status: 'cancelled' } }));
    await renderRoute(PROGRESS, { api: cancelled });
    expect(await screen.findByRole('heading', { name: 'Progreso: Poda de 40 olivos' })).toBeInTheDocument();
    expect(cancelled.callsTo('GET', PAYMENTS)).toHaveLength(0);
  });
});
