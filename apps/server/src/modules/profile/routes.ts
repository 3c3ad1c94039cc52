import { m } from '@faena/shared';
import {
  zAvatarInput,
  zLanguageChoice,
  zProfessionalProfileInput,
  zProfile,
  zProfileUpdate,
} from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { setAvatar, updateProfessionalProfile } from './professional';
import { findProfileByUserId } from './repository';
import { setLanguage, updateProfile } from './service';

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Perfil'];

  r.get(
    '/api/profile',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Mi perfil', response: { 200: zProfile } } },
    async (request, reply) => {
      const profile = await findProfileByUserId(app.db, actorOf(request).userId);
      if (!profile) throw new AppError('NOT_FOUND');
      reply.header('cache-control', 'no-store');
      return profile;
    },
  );

  r.patch(
    '/api/profile',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Editar mis datos', body: zProfileUpdate, response: { 200: zProfile } },
    },
    async (request) => {
      const actor = actorOf(request);
      await updateProfile(app.db, actor, request.body);
      const profile = await findProfileByUserId(app.db, actor.userId);
      if (!profile) throw new AppError('NOT_FOUND');
      return profile;
    },
  );

  r.put(
    '/api/profile/professional',
    {
      config: { access: 'professional', refusal: m('Solo los profesionales tienen perfil profesional.') },
      schema: {
        tags,
        summary: 'Editar mi perfil profesional (solo profesionales)',
        body: zProfessionalProfileInput,
        response: { 200: zProfile },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await updateProfessionalProfile(app.db, actor, request.body);
      const profile = await findProfileByUserId(app.db, actor.userId);
      if (!profile) throw new AppError('NOT_FOUND');
      return profile;
    },
  );

  r.put(
    '/api/profile/language',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: "Elegir mi idioma ('Idioma')", body: zLanguageChoice, response: { 200: zProfile } },
    },
    async (request) => {
      const actor = actorOf(request);
      await setLanguage(app.db, actor, request.body.language);
      const profile = await findProfileByUserId(app.db, actor.userId);
      if (!profile) throw new AppError('NOT_FOUND');
      return profile;
    },
  );

  r.put(
    '/api/profile/avatar',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Poner o quitar mi foto de perfil (una foto subida con purpose=avatar, o null)',
        body: zAvatarInput,
        response: { 200: zProfile },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await setAvatar(app.db, actor, request.body);
      const profile = await findProfileByUserId(app.db, actor.userId);
      if (!profile) throw new AppError('NOT_FOUND');
      return profile;
    },
  );
}
