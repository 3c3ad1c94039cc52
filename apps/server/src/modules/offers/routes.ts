import { m } from '@faena/shared';
import { zOffer, zOfferInput } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { acceptOffer, cancelOffer, createOffer, declineOffer, toOfferDtos } from './service';

const zId = z.object({ offerId: z.uuid() });
const zDone = z.object({ ok: z.literal(true) });

export async function offerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Ofertas de trabajo'];
  const guard = { config: { access: 'signed-in' as const } };

  r.post(
    '/api/offers',
    {
      config: { access: 'property_owner', refusal: m('Solo los propietarios pueden ofrecer trabajo.') },
      schema: {
        tags,
        summary: 'Ofrecer una tarea abierta a un profesional',
        body: zOfferInput,
        response: { 201: zOffer },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const offer = await createOffer(app.db, actor, request.body);
      const [dto] = await toOfferDtos(app.db, [offer], actor);
      if (!dto) throw new Error('oferta sin datos');
      return reply.status(201).send(dto);
    },
  );

  r.post(
    '/api/offers/:offerId/accept',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Aceptar una oferta (asigna la tarea)',
        params: zId,
        response: { 200: z.object({ taskId: z.string(), status: z.string() }) },
      },
    },
    async (request) => {
      const task = await acceptOffer(app.db, actorOf(request), request.params.offerId);
      return { taskId: task.id, status: task.status };
    },
  );

  r.post(
    '/api/offers/:offerId/decline',
    { ...guard, schema: { tags, summary: 'Rechazar una oferta', params: zId, response: { 200: zDone } } },
    async (request) => {
      await declineOffer(app.db, actorOf(request), request.params.offerId);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/offers/:offerId/cancel',
    { ...guard, schema: { tags, summary: 'Retirar una oferta pendiente', params: zId, response: { 200: zDone } } },
    async (request) => {
      await cancelOffer(app.db, actorOf(request), request.params.offerId);
      return { ok: true as const };
    },
  );
}
