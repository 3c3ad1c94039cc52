import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, portfolioItem, professionalPublic, taskSummary } from '../../../../test/fixtures';
import {
  type Answer,
  down,
  expectFieldError,
  expectLoading,
  FakeApi,
  fail,
  notFound,
  pending,
  renderRoute,
  retryAfterError,
  retryKeepingData,
} from '../../../../test/harness';

const PORTFOLIO = `/professional/${id(102)}`;

describe('A professional’s portfolio', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/professionals/:id', pending());
    await renderRoute(PORTFOLIO, { api });
    await expectLoading(api, 'GET', '/api/professionals/:id');
  });

  it('is the not-found page for someone who is not a professional', async () => {
    const api = new FakeApi().get('/api/professionals/:id', notFound());
    await renderRoute(PORTFOLIO, { api });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows the error in Spanish, and Reintentar brings the portfolio', async () => {
    const api = new FakeApi().get('/api/professionals/:id', down(), professionalPublic());
    const { user } = await renderRoute(PORTFOLIO, { api });
    await retryAfterError(user, 'No se ha podido cargar el perfil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Javier M.' })).toBeInTheDocument();
  });

  it('keeps the portfolio on screen when a refresh fails, and Reintentar updates it', async () => {
    const api = new FakeApi().get(
      '/api/professionals/:id',
      professionalPublic(),
      down(),
      professionalPublic({ portfolio: [portfolioItem()] }),
    );
    const { user } = await renderRoute(PORTFOLIO, { api });
    await retryKeepingData(user, 'Todavía no ha añadido trabajos a su portafolio.');
    expect(await screen.findByText(portfolioItem().title)).toBeInTheDocument();
  });

  it('says when there are no works and no reviews yet', async () => {
    const api = new FakeApi().get('/api/professionals/:id', professionalPublic());
    await renderRoute(PORTFOLIO, { api });
    expect(await screen.findByText('Todavía no ha añadido trabajos a su portafolio.')).toBeInTheDocument();
    expect(screen.getByText('Todavía no tiene valoraciones.')).toBeInTheDocument();
    expect(screen.getByText('Verificado')).toBeInTheDocument();
  });

  it('shows the works with their photos and the reviews', async () => {
    const api = new FakeApi().get(
      '/api/professionals/:id',
      professionalPublic({
        portfolio: [
          portfolioItem({ photos: [{ id: id(901), url: '/a.webp', thumbUrl: '/a-400.webp', width: 1, height: 1 }] }),
        ],
        reviews: [
          {
            id: id(851),
            rating: 5,
            comment: 'Muy buen trabajo.',
            reply: 'Gracias, Carmen.',
            createdAt: '2026-11-20T10:00:00.000Z',
            reviewer: { firstName: 'Carmen', avatarUrl: null },
            taskTitle: 'Poda de 40 olivos',
          },
        ],
      }),
    );
    await renderRoute(PORTFOLIO, { api });
    const work = await screen.findByRole('article', { name: 'Poda de 300 olivos en Baeza' });
    expect(within(work).getByRole('img', { name: 'Poda de 300 olivos en Baeza: foto 1 de 1' })).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Valoraciones' });
    expect(within(reviews).getByText('Muy buen trabajo.')).toBeInTheDocument();
    expect(within(reviews).getByText('Gracias, Carmen.')).toBeInTheDocument();
  });

  it('shows a professional their own portfolio with the way to edit it', async () => {
    const api = new FakeApi().get(
      '/api/professionals/:id',
      professionalPublic({ serviceProvinces: [], viewer: { isSelf: true, canOffer: false } }),
    );
    await renderRoute(PORTFOLIO, { api, as: 'professional' });
    expect(await screen.findByRole('link', { name: 'Editar mi perfil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByText('Tu perfil aún no aparece en las búsquedas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ofrecer trabajo' })).not.toBeInTheDocument();
  });
});

describe('Offering work', () => {
  const withTasks = (...answers: Answer[]) =>
    new FakeApi().get('/api/professionals/:id', professionalPublic()).get('/api/tasks/mine', ...answers);

  async function openDialog(api: FakeApi) {
    const view = await renderRoute(PORTFOLIO, { api });
    await view.user.click(await screen.findByRole('button', { name: 'Ofrecer trabajo' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Ofrecer trabajo a Javier M.' }) };
  }

  it('when the tasks fail to load, Reintentar brings the form', async () => {
    const { user } = await openDialog(withTasks(down(), { items: [taskSummary()] }));
    await retryAfterError(user, 'No se han podido cargar tus tareas');
    expect(await screen.findByLabelText('Mensaje')).toBeInTheDocument();
  });

  it('with no open task, says to publish one first', async () => {
    const { dialog } = await openDialog(withTasks({ items: [taskSummary({ status: 'assigned' })] }));
    expect(await within(dialog).findByText(/No tienes ninguna tarea abierta/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Publicar una tarea' })).toHaveAttribute('href', '/publish-task');
  });

  it('shows the Spanish messages next to the fields, with the 100.000 € and 10.000 € caps', async () => {
    const api = withTasks({ items: [taskSummary(), taskSummary({ id: id(202), title: 'Desbroce de la linde' })] });
    const { user, dialog } = await openDialog(api);
    await user.type(await within(dialog).findByLabelText('Mensaje'), 'Hola');
    await user.type(within(dialog).getByLabelText('Precio (€)'), '100000,01');
    await user.type(within(dialog).getByLabelText(/Desplazamiento \(€\)/), '10000,01');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expectFieldError(within(dialog).getByLabelText('Tarea'), 'Elige una de tus tareas abiertas.');
    expectFieldError(within(dialog).getByLabelText('Mensaje'), 'Escribe un mensaje de al menos 10 caracteres.');
    expect(within(dialog).getByLabelText('Precio (€)')).toHaveAccessibleDescription(/100\.000 €/);
    expect(within(dialog).getByLabelText(/Desplazamiento \(€\)/)).toHaveAccessibleDescription(/10\.000 €/);
    expect(api.callsTo('POST', '/api/offers')).toHaveLength(0);
  });

  it("sends the offer in cents, or puts the server's field errors back", async () => {
    const api = withTasks({ items: [taskSummary()] }).post(
      '/api/offers',
      fail(400, 'Revisa los campos.', { fields: { taskId: 'Esta tarea ya no está abierta.' } }),
      { id: id(451) },
    );
    const { user, dialog } = await openDialog(api);
    await user.type(await within(dialog).findByLabelText('Mensaje'), 'Me gustaría que podaras mis olivos.');
    await user.type(within(dialog).getByLabelText('Precio (€)'), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expectFieldError(await within(dialog).findByLabelText('Tarea'), 'Esta tarea ya no está abierta.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(await screen.findByText('Oferta enviada')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/offers')[1]?.body).toEqual({
      taskId: id(201),
      professionalId: id(102),
      message: 'Me gustaría que podaras mis olivos.',
      priceCents: 40_000,
      travelCents: 0,
    });
  });
});
