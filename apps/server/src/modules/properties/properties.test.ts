import { properties } from '@faena/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, createTask, propertyInput } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';

let ctx: TestContext;
let owner: TestUser;
let otherOwner: TestUser;
let professional: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx);
  otherOwner = await signUp(ctx);
  professional = await signUp(ctx, { role: 'professional' });
  admin = await signUp(ctx, { admin: true });
});
afterAll(async () => {
  await ctx?.close();
});

describe('properties', () => {
  it('an owner creates, lists and edits a property with an INE municipality', async () => {
    const id = await createProperty(owner);
    const list = (await owner.agent.get('/api/properties')).json();
    const created = list.items.find((p: { id: string }) => p.id === id);
    expect(created).toMatchObject({
      name: 'Olivar de prueba',
      kind: 'olivar',
      province: '23',
      municipalityCode: '23092',
      municipality: 'Úbeda',
      sizeHa: 3.5,
      taskCount: 0,
      archivedAt: null,
    });
    const edited = await owner.agent.put(
      `/api/properties/${id}`,
      propertyInput({ name: 'Olivar nuevo', municipalityCode: '23009' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Olivar nuevo', municipality: 'Baeza' });
  });

  it('refuses bad input field by field in Spanish, storing nothing', async () => {
    const before = (await ctx.database.db.select().from(properties)).length;
    const res = await owner.agent.post('/api/properties', {
      ...propertyInput(),
      name: '',
      kind: 'castillo',
      municipalityCode: '10037',
      sizeHa: -2,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Escribe un nombre para la propiedad.',
      kind: 'Elige el tipo de propiedad.',
      sizeHa: 'La superficie no puede ser negativa.',
    });
    const wrongPlace = await owner.agent.post('/api/properties', propertyInput({ municipalityCode: '10037' }));
    expect(wrongPlace.json().error.fields).toEqual({
      municipalityCode: 'Ese municipio no es de la provincia elegida.',
    });
    const unknown = await owner.agent.post('/api/properties', propertyInput({ municipalityCode: '23999' }));
    expect(unknown.json().error.fields).toEqual({
      municipalityCode: 'Elige un municipio de la lista de la provincia.',
    });
    expect((await ctx.database.db.select().from(properties)).length).toBe(before);
  });

  it('answers 404 to everyone but the owner (existence is not revealed)', async () => {
    const id = await createProperty(owner);
    for (const user of [otherOwner, professional, admin]) {
      expect((await user.agent.get(`/api/properties/${id}`)).statusCode).toBe(404);
      expect((await user.agent.put(`/api/properties/${id}`, propertyInput())).statusCode).toBe(404);
      expect((await user.agent.post(`/api/properties/${id}/archive`)).statusCode).toBe(404);
      expect((await user.agent.delete(`/api/properties/${id}`)).statusCode).toBe(404);
    }
    expect((await new Agent(ctx.app).get(`/api/properties/${id}`)).statusCode).toBe(401);
    expect((await owner.agent.get('/api/properties/no-es-un-id')).statusCode).toBe(404);
  });

  it('a professional cannot register properties', async () => {
    const res = await professional.agent.post('/api/properties', propertyInput());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Solo los propietarios pueden registrar propiedades y publicar tareas.');
  });

  it('a property with tasks is archived, never deleted; without tasks it can be deleted', async () => {
    const withTask = await createProperty(owner);
    const taskId = await createTask(owner, withTask);
    const del = await owner.agent.delete(`/api/properties/${withTask}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('Esta propiedad tiene tareas: archívala en lugar de borrarla.');
    const busy = await owner.agent.post(`/api/properties/${withTask}/archive`);
    expect(busy.statusCode).toBe(409);
    await owner.agent.post(`/api/tasks/${taskId}/cancel`, { reason: 'Ya no hace falta' });
    const archived = await owner.agent.post(`/api/properties/${withTask}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).not.toBeNull();
    expect(
      (await owner.agent.get('/api/properties?archived=true')).json().items.map((p: { id: string }) => p.id),
    ).toContain(withTask);
    const restored = await owner.agent.post(`/api/properties/${withTask}/restore`);
    expect(restored.json().archivedAt).toBeNull();

    const empty = await createProperty(owner);
    expect((await owner.agent.delete(`/api/properties/${empty}`)).statusCode).toBe(200);
    expect((await owner.agent.get(`/api/properties/${empty}`)).statusCode).toBe(404);
  });
});

describe('rural properties', () => {
  const rural = {
    name: 'Dehesa sin dirección',
    kind: 'finca_rustica' as const,
    province: '06',
    municipalityCode: '06011',
    address: null,
    cadastralRef: '06011 A012 00245 0000 QE',
    accessTrack: 'pista_forestal' as const,
    accessGate: 'candado' as const,
    accessKeys: 'En casa de Julián, la primera del pueblo',
    needs4x4: true,
    accessNotes: 'Tras el cruce del pozo, a la izquierda.',
  };

  it('stores a valid cadastral reference and fills polígono and parcela from a rústica one', async () => {
    const res = await owner.agent.post('/api/properties', propertyInput(rural));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      address: null,
      cadastralRef: '06011A012002450000QE',
      poligono: '12',
      parcela: '245',
      accessTrack: 'pista_forestal',
      accessGate: 'candado',
      accessKeys: 'En casa de Julián, la primera del pueblo',
      needs4x4: true,
    });
    const own = await owner.agent.post(
      '/api/properties',
      propertyInput({ ...rural, cadastralRef: '', poligono: '007', parcela: '31' }),
    );
    expect(own.json()).toMatchObject({ cadastralRef: null, poligono: '7', parcela: '31' });
  });

  it('refuses a reference whose control letters do not match, in Spanish, on the field', async () => {
    const res = await owner.agent.post(
      '/api/properties',
      propertyInput({ ...rural, cadastralRef: '06011A012002450000QQ' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      cadastralRef:
        'La referencia catastral no es válida: las dos letras finales no cuadran con el resto. Revísala en el recibo del IBI o en la Sede del Catastro.',
    });
    const short = await owner.agent.post(
      '/api/properties',
      propertyInput({ ...rural, cadastralRef: '06011A01200245' }),
    );
    expect(short.json().error.fields.cadastralRef).toMatch(/20 caracteres/);
    const half = await owner.agent.post(
      '/api/properties',
      propertyInput({ ...rural, cadastralRef: null, poligono: '12', parcela: null }),
    );
    expect(half.json().error.fields).toEqual({ parcela: 'Escribe también la parcela.' });
  });

  it('shows the reference and the access only to the owner and the assigned professional', async () => {
    const propertyId = await createProperty(owner, rural);
    const open = await createTask(owner, propertyId, { title: 'Desbroce de la dehesa' });
    const hidden = (await professional.agent.get(`/api/tasks/${open}`)).json().property;
    expect(hidden).toMatchObject({
      address: null,
      cadastralRef: null,
      poligono: null,
      parcela: null,
      accessTrack: null,
      accessGate: null,
      accessKeys: null,
      needs4x4: null,
      accessNotes: null,
    });
    expect((await owner.agent.get(`/api/tasks/${open}`)).json().property).toMatchObject({
      cadastralRef: '06011A012002450000QE',
      needs4x4: true,
    });

    const assignedId = await createAssignedTask(owner, professional, propertyId, 'Poda de encinas');
    expect((await professional.agent.get(`/api/tasks/${assignedId}`)).json().property).toMatchObject({
      cadastralRef: '06011A012002450000QE',
      poligono: '12',
      parcela: '245',
      accessTrack: 'pista_forestal',
      accessGate: 'candado',
      accessKeys: 'En casa de Julián, la primera del pueblo',
      needs4x4: true,
      accessNotes: 'Tras el cruce del pozo, a la izquierda.',
    });
  });
});

describe('reference data', () => {
  it('gives the municipalities of a province, sorted for Spanish readers', async () => {
    const res = await owner.agent.get('/api/reference/municipalities/23');
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((m: { name: string }) => m.name);
    expect(names).toContain('Úbeda');
    expect(names.indexOf('Úbeda')).toBeGreaterThan(names.indexOf('Torreperogil'));
    expect((await owner.agent.get('/api/reference/municipalities/99')).statusCode).toBe(404);
  });
});
