import { fieldWorkerProfiles, images, jobs, profiles } from '@faena/db';
import type { ProfessionalProfileInput } from '@faena/shared/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { multipart, pngOf } from '../../../test/images';
import type { Actor } from '../../lib/actor';
import { DELETE_IMAGE_FILES_JOB } from '../images';
import { setLanguage } from './service';

let ctx: TestContext;
let owner: TestUser;
let otherOwner: TestUser;
let pro: TestUser;
let otherPro: TestUser;
let admin: TestUser;
let small: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  otherOwner = await signUp(ctx, { firstName: 'Javier' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro', lastName: 'Sánchez Lara' });
  otherPro = await signUp(ctx, { role: 'professional', firstName: 'María' });
  admin = await signUp(ctx, { admin: true });
  small = await pngOf(40, 30);
});
afterAll(async () => {
  await ctx?.close();
});

const anonymous = () => new Agent(ctx.app);

const proProfile = (over: Partial<ProfessionalProfileInput> = {}): ProfessionalProfileInput => ({
  headline: 'Poda de olivar y desbroce con maquinaria propia',
  bio: 'Veinte años podando olivos en la Loma de Úbeda.',
  categories: ['poda', 'desbroce'],
  serviceProvinces: ['23', '14'],
  travelRadiusKm: 60,
  hourlyRateCents: 2250,
  yearsExperience: 20,
  availability: 'De lunes a sábado.',
  ...over,
});

async function uploadAs(user: TestUser, purpose: string): Promise<string> {
  const body = await multipart({ purpose }, [{ name: 'cara.png', data: small, type: 'image/png' }]);
  const res = await user.agent.request({ method: 'POST', url: '/api/images', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().items[0].id as string;
}

describe('PUT /api/profile/professional', () => {
  it('a professional edits their own professional profile', async () => {
    const res = await pro.agent.put('/api/profile/professional', proProfile());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fieldWorkerProfile).toMatchObject({
      headline: 'Poda de olivar y desbroce con maquinaria propia',
      categories: ['poda', 'desbroce'],
      serviceProvinces: ['23', '14'],
      travelRadiusKm: 60,
      hourlyRateCents: 2250,
      yearsExperience: 20,
      availability: 'De lunes a sábado.',
    });
    // Empty optional fields become null.
    const cleared = await pro.agent.put(
      '/api/profile/professional',
      proProfile({ bio: '  ', availability: '', travelRadiusKm: null, hourlyRateCents: null }),
    );
    expect(cleared.json().fieldWorkerProfile).toMatchObject({
      bio: null,
      availability: null,
      travelRadiusKm: null,
      hourlyRateCents: null,
    });
    // Nobody else's row changed.
    const other = (await otherPro.agent.get('/api/profile')).json();
    expect(other.fieldWorkerProfile).toMatchObject({ headline: null, categories: [], serviceProvinces: [] });
  });

  it('refuses anonymous visitors (401) and owners, admins included (403, in Spanish)', async () => {
    expect((await anonymous().put('/api/profile/professional', proProfile())).statusCode).toBe(401);
    for (const user of [owner, otherOwner, admin]) {
      const res = await user.agent.put('/api/profile/professional', proProfile());
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Solo los profesionales tienen perfil profesional.',
      });
    }
    const rows = await ctx.database.db
      .select()
      .from(fieldWorkerProfiles)
      .where(eq(fieldWorkerProfiles.profileId, owner.profileId));
    expect(rows).toEqual([]);
  });

  it('validates every field with a Spanish message', async () => {
    const res = await pro.agent.put('/api/profile/professional', {
      headline: 'Hey',
      bio: 'x'.repeat(3001),
      categories: [],
      serviceProvinces: [],
      travelRadiusKm: 12.5,
      hourlyRateCents: -100,
      yearsExperience: 90,
      availability: 'y'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      headline: 'Escribe un titular de al menos 5 caracteres, por ejemplo «Poda de olivar y desbroce».',
      bio: 'Máximo 3000 caracteres.',
      categories: 'Elige al menos una categoría de trabajo.',
      serviceProvinces: 'Elige al menos una provincia en la que trabajes.',
      travelRadiusKm: 'Escribe los kilómetros como un número entero, por ejemplo 50.',
      hourlyRateCents: 'La tarifa por hora debe ser mayor que 0 €.',
      yearsExperience: 'Como máximo 70 años de experiencia.',
      availability: 'Máximo 500 caracteres.',
    });
    const bad = await pro.agent.put(
      '/api/profile/professional',
      proProfile({ categories: ['poda', 'astronauta' as 'poda'], serviceProvinces: ['23', '99'] }),
    );
    expect(bad.json().error.fields).toMatchObject({
      'categories.1': 'Una de las categorías no es válida.',
      'serviceProvinces.1': 'Una de las provincias no es válida.',
    });
    const twice = await pro.agent.put(
      '/api/profile/professional',
      proProfile({ serviceProvinces: ['23', '23'], hourlyRateCents: 60_000 }),
    );
    expect(twice.json().error.fields).toEqual({
      serviceProvinces: 'Has elegido la misma provincia dos veces.',
      hourlyRateCents: 'La tarifa por hora no puede pasar de 500 €.',
    });
  });
});

describe('PUT /api/profile/avatar', () => {
  it('any user sets a profile photo that everyone signed in sees, and it flows into their person card', async () => {
    const imageId = await uploadAs(owner, 'avatar');
    const res = await owner.agent.put('/api/profile/avatar', { imageId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avatarUrl).toBe(`/api/images/${imageId}/thumb`);
    expect(res.json().avatar).toMatchObject({ id: imageId, thumbUrl: `/api/images/${imageId}/thumb`, width: 40 });
    expect((await owner.agent.get('/api/profile')).json().avatar).toMatchObject({ id: imageId });
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, owner.profileId));
    expect(row?.avatarImageId).toBe(imageId);
    const [image] = await ctx.database.db.select().from(images).where(eq(images.id, imageId));
    expect(image).toMatchObject({ purpose: 'avatar', attachedTo: owner.profileId });

    for (const user of [pro, otherOwner, admin]) {
      expect((await user.agent.get(`/api/images/${imageId}/thumb`)).statusCode).toBe(200);
    }
    expect((await anonymous().get(`/api/images/${imageId}/thumb`)).statusCode).toBe(401);

    const taskId = await createTask(owner, await createProperty(owner));
    const task = (await pro.agent.get(`/api/tasks/${taskId}`)).json();
    expect(task.owner.avatarUrl).toBe(`/api/images/${imageId}/thumb`);

    // Professionals too.
    const proImage = await uploadAs(pro, 'avatar');
    expect((await pro.agent.put('/api/profile/avatar', { imageId: proImage })).json().avatarUrl).toBe(
      `/api/images/${proImage}/thumb`,
    );
  });

  it('replacing the photo deletes the old one (files after commit); null removes it', async () => {
    const first = await uploadAs(otherOwner, 'avatar');
    await otherOwner.agent.put('/api/profile/avatar', { imageId: first });
    const second = await uploadAs(otherOwner, 'avatar');
    const res = await otherOwner.agent.put('/api/profile/avatar', { imageId: second });
    expect(res.json().avatarUrl).toBe(`/api/images/${second}/thumb`);
    expect(await ctx.database.db.select().from(images).where(eq(images.id, first))).toEqual([]);
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, DELETE_IMAGE_FILES_JOB));
    expect(queued.some((j) => JSON.stringify(j.payload).includes(first))).toBe(true);

    const removed = await otherOwner.agent.put('/api/profile/avatar', { imageId: null });
    expect(removed.json()).toMatchObject({ avatarUrl: null, avatar: null });
    const left = await ctx.database.db
      .select()
      .from(images)
      .where(and(eq(images.purpose, 'avatar'), eq(images.attachedTo, otherOwner.profileId)));
    expect(left).toEqual([]);
  });

  it("refuses someone else's upload, an upload for something else, and anonymous visitors", async () => {
    const hers = await uploadAs(otherPro, 'avatar');
    const stolen = await pro.agent.put('/api/profile/avatar', { imageId: hers });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fields).toEqual({ imageId: 'Una de las fotos ya no existe. Vuelve a subirla.' });

    const taskPhoto = await uploadAs(pro, 'task');
    const wrong = await pro.agent.put('/api/profile/avatar', { imageId: taskPhoto });
    expect(wrong.json().error.fields).toEqual({
      imageId: 'Una de las fotos se subió para otra cosa. Vuelve a subirla aquí.',
    });

    const notAnId = await pro.agent.put('/api/profile/avatar', { imageId: 'foto' });
    expect(notAnId.json().error.fields).toEqual({ imageId: 'La foto no es válida. Vuelve a subirla.' });

    expect((await anonymous().put('/api/profile/avatar', { imageId: null })).statusCode).toBe(401);
    // Her photo is still hers, unattached.
    const [image] = await ctx.database.db.select().from(images).where(eq(images.id, hers));
    expect(image?.attachedTo).toBeNull();
  });
});

describe("PUT /api/profile/language ('Idioma')", () => {
  it('keeps the chosen language on the account, in the profile and the actor', async () => {
    const before = await owner.agent.request({ method: 'GET', url: '/api/profile' });
    expect(before.json().language).toBe('es');
    const res = await owner.agent.request({ method: 'PUT', url: '/api/profile/language', payload: { language: 'es' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().language).toBe('es');
    // Every language of the list is offered (translations complete).
    const galego = await owner.agent.request({
      method: 'PUT',
      url: '/api/profile/language',
      payload: { language: 'gl' },
    });
    expect(galego.statusCode, galego.body).toBe(200);
    const after = await owner.agent.request({ method: 'GET', url: '/api/profile' });
    expect(after.json().language).toBe('gl');
    await setLanguage(ctx.database.db, { profileId: owner.profileId } as Actor, 'es');
  });

  it("refuses a language outside the list, the developers' pseudo-language, anything else and visitors, changing nothing", async () => {
    await ctx.database.db.update(profiles).set({ language: 'es' }).where(eq(profiles.id, otherOwner.profileId));
    for (const payload of [{ language: 'fr' }, { language: 'CA' }, { language: 'pseudo' }, { language: 7 }, {}]) {
      const res = await otherOwner.agent.request({ method: 'PUT', url: '/api/profile/language', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields.language).toBe('Elige un idioma de la lista.');
    }
    const [row] = await ctx.database.db
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, otherOwner.profileId));
    expect(row?.language).toBe('es');
    const res = await anonymous().request({ method: 'PUT', url: '/api/profile/language', payload: { language: 'es' } });
    expect(res.statusCode).toBe(401);
  });

  it('the database refuses a language outside the list, whatever writes it', async () => {
    await expect(
      ctx.database.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.id, otherOwner.profileId)),
    ).rejects.toThrow();
  });
});
