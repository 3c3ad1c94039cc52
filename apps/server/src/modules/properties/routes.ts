import { m } from '@faena/shared';
import { zProperty, zPropertyInput } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { listOwnerProperties, toPropertyDto } from './repository';
import {
  archiveProperty,
  createProperty,
  deleteProperty,
  ownedProperty,
  restoreProperty,
  updateProperty,
} from './service';

const zId = z.object({ propertyId: z.uuid() });

export async function propertyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Propiedades'];
  const guard = { config: { access: 'signed-in' as const } };
  const ownersOnly = {
    access: 'property_owner' as const,
    refusal: m('Solo los propietarios pueden registrar propiedades y publicar tareas.'),
  };

  r.get(
    '/api/properties',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Mis propiedades',
        querystring: z.object({ archived: z.enum(['true', 'false']).default('false') }),
        response: { 200: z.object({ items: z.array(zProperty) }) },
      },
    },
    async (request) => ({
      items: await listOwnerProperties(app.db, actorOf(request).profileId, request.query.archived === 'true'),
    }),
  );

  r.post(
    '/api/properties',
    {
      config: ownersOnly,
      schema: { tags, summary: 'Registrar una propiedad', body: zPropertyInput, response: { 201: zProperty } },
    },
    async (request, reply) => {
      const row = await createProperty(app.db, actorOf(request), request.body);
      return reply.status(201).send(await toPropertyDto(app.db, row, 0));
    },
  );

  r.get(
    '/api/properties/:propertyId',
    { ...guard, schema: { tags, summary: 'Una de mis propiedades', params: zId, response: { 200: zProperty } } },
    async (request) => toPropertyDto(app.db, await ownedProperty(app.db, actorOf(request), request.params.propertyId)),
  );

  r.put(
    '/api/properties/:propertyId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Editar una propiedad',
        params: zId,
        body: zPropertyInput,
        response: { 200: zProperty },
      },
    },
    async (request) =>
      toPropertyDto(app.db, await updateProperty(app.db, actorOf(request), request.params.propertyId, request.body)),
  );

  r.post(
    '/api/properties/:propertyId/archive',
    { ...guard, schema: { tags, summary: 'Archivar una propiedad', params: zId, response: { 200: zProperty } } },
    async (request) =>
      toPropertyDto(app.db, await archiveProperty(app.db, actorOf(request), request.params.propertyId)),
  );

  r.post(
    '/api/properties/:propertyId/restore',
    {
      ...guard,
      schema: { tags, summary: 'Recuperar una propiedad archivada', params: zId, response: { 200: zProperty } },
    },
    async (request) =>
      toPropertyDto(app.db, await restoreProperty(app.db, actorOf(request), request.params.propertyId)),
  );

  r.delete(
    '/api/properties/:propertyId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Borrar una propiedad sin tareas',
        params: zId,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await deleteProperty(app.db, actorOf(request), request.params.propertyId);
      return { ok: true as const };
    },
  );
}
