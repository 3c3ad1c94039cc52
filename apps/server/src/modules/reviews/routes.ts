import { zReplyInput, zReview, zReviewInput, zTaskReviews } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textLanguage } from '../../lib/language';
import { actorOf } from '../../plugins/auth';
import { createReview, replyToReview, reviewsOf, taskReviews } from './service';

const zTaskId = z.object({ taskId: z.uuid() });

export async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Valoraciones'];
  const guard = { config: { access: 'signed-in' as const } };

  r.get(
    '/api/tasks/:taskId/reviews',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Las valoraciones de un trabajo (para sus dos partes)',
        params: zTaskId,
        response: { 200: zTaskReviews },
      },
    },
    async (request) => taskReviews(app.db, actorOf(request), request.params.taskId, textLanguage(request)),
  );

  r.post(
    '/api/tasks/:taskId/reviews',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Valorar a la otra parte',
        params: zTaskId,
        body: zReviewInput,
        response: { 201: zTaskReviews },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await createReview(app.db, actor, request.params.taskId, request.body);
      return reply.status(201).send(await taskReviews(app.db, actor, request.params.taskId, textLanguage(request)));
    },
  );

  r.post(
    '/api/reviews/:reviewId/reply',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Responder a una valoración (una vez)',
        params: z.object({ reviewId: z.uuid() }),
        body: zReplyInput,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await replyToReview(app.db, actorOf(request), request.params.reviewId, request.body);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/profiles/:profileId/reviews',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Valoraciones publicadas que ha recibido alguien',
        params: z.object({ profileId: z.uuid() }),
        response: { 200: z.object({ items: z.array(zReview) }) },
      },
    },
    async (request) => ({ items: await reviewsOf(app.db, request.params.profileId) }),
  );
}
