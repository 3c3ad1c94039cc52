import { zConversation, zMessage, zMessageInput, zMessagePage, zOpenConversation } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { once } from '../../plugins/idempotency';
import { conversationDto, listConversations, listMessages, markRead, openConversation, sendMessage } from './service';

const zId = z.object({ conversationId: z.uuid() });

export async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Mensajes'];
  const guard = { config: { access: 'signed-in' as const } };

  r.get(
    '/api/conversations',
    {
      ...guard,
      schema: { tags, summary: 'Mis conversaciones', response: { 200: z.object({ items: z.array(zConversation) }) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listConversations(app.db, actorOf(request)) };
    },
  );

  r.post(
    '/api/conversations',
    {
      config: { access: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Abrir la conversación con alguien (un profesional, la primera vez, desde una tarea)',
        body: zOpenConversation,
        response: { 200: zConversation },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const conversation = await openConversation(app.db, actor, request.body);
      return conversationDto(app.db, actor, conversation.id);
    },
  );

  r.get(
    '/api/conversations/:conversationId/messages',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Mensajes de una conversación (los más recientes primero, por páginas)',
        params: zId,
        querystring: z.object({ before: z.string().max(300).optional() }),
        response: { 200: zMessagePage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listMessages(app.db, actorOf(request), request.params.conversationId, request.query.before);
    },
  );

  r.post(
    '/api/conversations/:conversationId/messages',
    {
      config: { access: 'signed-in', idempotent: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Enviar un mensaje', params: zId, body: zMessageInput, response: { 201: zMessage } },
    },
    async (request, reply) =>
      once(request, reply, 201, (db) => sendMessage(db, actorOf(request), request.params.conversationId, request.body)),
  );

  r.post(
    '/api/conversations/:conversationId/read',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Marcar la conversación como leída',
        params: zId,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await markRead(app.db, actorOf(request), request.params.conversationId);
      return { ok: true as const };
    },
  );
}
