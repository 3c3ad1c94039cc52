import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, reviewDto, taskReviews } from '../../../../test/fixtures';
import {
  down,
  expectFieldError,
  expectLoading,
  FakeApi,
  fail,
  findAlert,
  pending,
  renderElement,
  retryAfterError,
} from '../../../../test/harness';
import { TaskReviews } from './TaskReviews';

const TASK = id(201);
const REVIEWS = '/api/tasks/:taskId/reviews';
const show = (api: FakeApi) => renderElement(<TaskReviews taskId={TASK} otherName="Javier" />, { api });

describe('A job’s reviews', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get(REVIEWS, pending());
    show(api);
    await expectLoading(api, 'GET', REVIEWS, 'Cargando las valoraciones…');
  });

  it('shows the error in Spanish, and Reintentar brings the reviews', async () => {
    const api = new FakeApi().get(REVIEWS, down(), taskReviews());
    const { user } = show(api);
    await retryAfterError(user, 'No se han podido cargar las valoraciones');
    expect(await screen.findByRole('heading', { name: 'Valora a Javier' })).toBeInTheDocument();
  });

  it('says why there is nothing to review yet', async () => {
    const api = new FakeApi().get(
      REVIEWS,
      taskReviews({ canReview: false, deadline: null, reason: 'Podrás valorar cuando el trabajo esté terminado.' }),
    );
    show(api);
    expect(await screen.findByText('Podrás valorar cuando el trabajo esté terminado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar valoración' })).not.toBeInTheDocument();
  });

  it('asks for the stars, then sends the review, or shows the server’s refusal', async () => {
    const api = new FakeApi()
      .get(REVIEWS, taskReviews(), taskReviews({ canReview: false, mine: reviewDto({ publishedAt: null }) }))
      .post(REVIEWS, fail(409, 'El plazo para valorar ha terminado.'), taskReviews());
    const { user } = show(api);
    await user.click(await screen.findByRole('button', { name: 'Enviar valoración' }));
    expect(await findAlert('Elige de 1 a 5 estrellas.')).toBeInTheDocument();
    expect(api.callsTo('POST', REVIEWS)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await user.type(screen.getByRole('textbox', { name: /Comentario/ }), 'Muy buen trabajo.');
    await user.click(screen.getByRole('button', { name: 'Enviar valoración' }));
    expect(await findAlert('El plazo para valorar ha terminado.')).toBeInTheDocument();
    expect((await api.waitForCall('POST', REVIEWS)).body).toEqual({ rating: 4, comment: 'Muy buen trabajo.' });

    await user.click(screen.getByRole('button', { name: 'Enviar valoración' }));
    expect(await screen.findByText('Valoración enviada')).toBeInTheDocument();
    expect(
      await screen.findByText(/Tu valoración \(se publicará cuando la otra parte valore o en 14 días\)/),
    ).toBeInTheDocument();
  });

  it('shows their review and lets the user reply once', async () => {
    const theirs = reviewDto({ comment: 'Puntual y cuidadoso.' });
    const api = new FakeApi()
      .get(
        REVIEWS,
        taskReviews({ canReview: false, mine: reviewDto({ id: id(852) }), theirs }),
        taskReviews({ canReview: false, mine: reviewDto({ id: id(852) }), theirs: { ...theirs, reply: 'Gracias.' } }),
      )
      .post('/api/reviews/:reviewId/reply', { ok: true });
    const { user } = show(api);
    expect(await screen.findByText('Puntual y cuidadoso.')).toBeInTheDocument();
    const reply = screen.getByRole('textbox', { name: 'Tu respuesta (solo una vez)' });
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expectFieldError(reply, 'Escribe tu respuesta.');
    await user.type(reply, 'Gracias.');
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Respuesta publicada')).toBeInTheDocument();
    expect((await api.waitForCall('POST', '/api/reviews/:reviewId/reply')).body).toEqual({ reply: 'Gracias.' });
    expect(await screen.findByText('Gracias.')).toBeInTheDocument();
  });
});
