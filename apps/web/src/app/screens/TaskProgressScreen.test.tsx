import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, progressDto, progressUpdate, taskReviews } from '../../../test/fixtures';
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
    const api = new FakeApi().get(GET, down(), progressDto());
    const { user } = await renderRoute(PROGRESS, { api });
    await retryAfterError(user, 'No se ha podido cargar el progreso');
    expect(await screen.findByRole('heading', { name: 'Progreso: Poda de 40 olivos' })).toBeInTheDocument();
  });

  it('keeps the timeline on screen when a refresh fails, and Reintentar brings the new updates', async () => {
    const api = new FakeApi().get(GET, progressDto(), down(), progressDto({ updates: [progressUpdate()] }));
    const { user } = await renderRoute(PROGRESS, { api });
    await retryKeepingData(user, 'El profesional aún no ha empezado. Aquí verás cada avance con fotos.');
    expect(await screen.findByText('Podados los primeros veinte olivos.')).toBeInTheDocument();
  });

  it('tells the owner nothing has been done yet, with the way to message the professional', async () => {
    await renderRoute(PROGRESS, { api: new FakeApi().get(GET, progressDto()) });
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
      .get('/api/tasks/:taskId/reviews', taskReviews());
    await renderRoute(PROGRESS, { api });
    expect(await screen.findByRole('heading', { name: 'Valora a Javier' })).toBeInTheDocument();
  });
});
