import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { id, profileDto, propertyDto, taskDto } from '../../../../test/fixtures';
import {
  down,
  expectFieldError,
  expectLoading,
  FakeApi,
  fail,
  offline,
  otherScreen,
  pending,
  renderRoute,
  retryAfterError,
} from '../../../../test/harness';

const track = vi.fn();
vi.mock('@/lib/analytics/client', () => ({ track: (...args: unknown[]) => track(...args) }));
beforeEach(() => track.mockClear());

const PROPERTY = propertyDto();
const withProperties = (api = new FakeApi()) => api.get('/api/properties', { items: [PROPERTY] });

/** Fills the form as an owner would: a property, a category, a title, a description and a budget. */
async function fill(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  { description = 'Poda de formación de cuarenta olivos jóvenes, con la leña recogida.' } = {},
) {
  await user.selectOptions(await screen.findByLabelText('Propiedad'), PROPERTY.id);
  await user.selectOptions(screen.getByLabelText('Categoría'), 'poda');
  await user.type(screen.getByLabelText('Título'), 'Poda de 40 olivos');
  await user.click(screen.getByLabelText('Descripción'));
  await user.paste(description);
  await user.type(screen.getByLabelText(/Presupuesto mínimo \(€\)/), '200');
  await user.type(screen.getByLabelText(/Presupuesto máximo \(€\)/), '450,50');
}

describe('Publish a task', () => {
  it('shows its loading state while the properties arrive', async () => {
    const api = new FakeApi().get('/api/properties', pending());
    await renderRoute('/publish-task', { api });
    await expectLoading(api, 'GET', '/api/properties', 'Cargando tus propiedades…');
  });

  it('when the properties fail to load, says so (not "add your first finca"), and Reintentar brings the form', async () => {
    const api = new FakeApi().get('/api/properties', down(), { items: [PROPERTY] });
    const { user } = await renderRoute('/publish-task', { api });
    await retryAfterError(user, 'No se han podido cargar tus propiedades');
    expect(screen.queryByText('Primero, ¿dónde es el trabajo?')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Propiedad')).toBeInTheDocument();
  });

  it('with no property yet, asks for the finca first', async () => {
    const api = new FakeApi().get('/api/properties', { items: [] });
    await renderRoute('/publish-task', { api });
    expect(await screen.findByRole('heading', { name: 'Primero, ¿dónde es el trabajo?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la propiedad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar tarea' })).not.toBeInTheDocument();
  });

  it('shows the Spanish messages next to the fields and sends nothing', async () => {
    const api = withProperties();
    const { user } = await renderRoute('/publish-task', { api });
    await user.type(await screen.findByLabelText('Título'), 'Poda');
    await user.type(screen.getByLabelText(/Presupuesto mínimo \(€\)/), '500');
    await user.type(screen.getByLabelText(/Presupuesto máximo \(€\)/), '300');
    await user.click(screen.getByRole('button', { name: 'Publicar tarea' }));
    expectFieldError(screen.getByLabelText('Propiedad'), 'Elige una propiedad.');
    expectFieldError(screen.getByLabelText('Categoría'), 'Elige una categoría.');
    expectFieldError(screen.getByLabelText('Título'), 'El título debe tener al menos 5 caracteres.');
    expectFieldError(
      screen.getByLabelText(/Presupuesto máximo \(€\)/),
      'El presupuesto máximo no puede ser menor que el mínimo.',
    );
    expect(api.callsTo('POST', '/api/tasks')).toHaveLength(0);
  });

  it('refuses a budget over 100.000 € and a description too short to publish', async () => {
    const api = withProperties();
    const { user } = await renderRoute('/publish-task', { api });
    await fill(user, { description: 'Poda corta' });
    await user.clear(screen.getByLabelText(/Presupuesto máximo \(€\)/));
    await user.type(screen.getByLabelText(/Presupuesto máximo \(€\)/), '100000,01');
    await user.click(screen.getByRole('button', { name: 'Publicar tarea' }));
    expect(screen.getByLabelText(/Presupuesto máximo \(€\)/)).toHaveAccessibleDescription(/100\.000 €/);
    await user.clear(screen.getByLabelText(/Presupuesto máximo \(€\)/));
    await user.click(screen.getByRole('button', { name: 'Publicar tarea' }));
    expectFieldError(
      screen.getByLabelText('Descripción'),
      'Describe el trabajo con al menos 20 caracteres para publicarlo.',
    );
    expect(api.callsTo('POST', '/api/tasks')).toHaveLength(0);
  });

  it("puts the server's field errors back next to their fields", async () => {
    const api = withProperties().post(
      '/api/tasks',
      fail(400, 'Revisa los campos marcados.', { fields: { title: 'Ese título ya lo usa otra de tus tareas.' } }),
    );
    const { user } = await renderRoute('/publish-task', { api });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expectFieldError(await screen.findByLabelText('Título'), 'Ese título ya lo usa otra de tus tareas.');
  });

  it('publishes with the amounts in cents and opens the new task', async () => {
    const created = taskDto({ id: id(299) });
    const api = withProperties().post('/api/tasks', created);
    const { user } = await renderRoute('/publish-task', { api });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Publicar tarea' }));
    expect(await otherScreen()).toBe(`/task/${id(299)}`);
    expect(api.callsTo('POST', '/api/tasks')[0]?.body).toMatchObject({
      propertyId: PROPERTY.id,
      category: 'poda',
      urgency: 'normal',
      title: 'Poda de 40 olivos',
      budgetMinCents: 20_000,
      budgetMaxCents: 45_050,
      publish: true,
    });
    expect(await screen.findByText('Tarea publicada')).toBeInTheDocument();
  });

  it('with no connection, keeps the task on the device and says so', async () => {
    const api = withProperties().post('/api/tasks', offline());
    const { user } = await renderRoute('/publish-task', { api });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await otherScreen()).toBe('/my-tasks');
    expect(await screen.findByText('Sin conexión: tarea guardada en el dispositivo')).toBeInTheDocument();
  });

  it("from a property card's 'Publicar tarea': that property is chosen and task_creation_started carries its id", async () => {
    const other = propertyDto({ id: id(302), name: 'Huerta de la Vega' });
    const api = new FakeApi().get('/api/properties', { items: [PROPERTY, other] });
    await renderRoute(`/publish-task?propiedad=${other.id}`, { api, state: { source: 'dashboard' } });
    expect(await screen.findByLabelText('Propiedad')).toHaveValue(other.id);
    const started = track.mock.calls.filter(([event]) => event === 'task_creation_started');
    expect(started).toEqual([
      ['task_creation_started', { owner_id: profileDto().id, property_id: other.id, source: 'dashboard' }],
    ]);
  });

  it('from the dashboard, before any property is chosen, task_creation_started carries property_id null', async () => {
    await renderRoute('/publish-task', { api: withProperties(), state: { source: 'dashboard' } });
    expect(await screen.findByLabelText('Propiedad')).toHaveValue('');
    expect(track).toHaveBeenCalledWith('task_creation_started', {
      owner_id: profileDto().id,
      property_id: null,
      source: 'dashboard',
    });
  });

  it('counts no start on a direct visit, even with a property in the address', async () => {
    await renderRoute(`/publish-task?propiedad=${PROPERTY.id}`, { api: withProperties() });
    expect(await screen.findByLabelText('Propiedad')).toHaveValue(PROPERTY.id);
    expect(track).not.toHaveBeenCalledWith('task_creation_started', expect.anything());
  });

  it('tells a professional what the screen is for', async () => {
    // The form mounts for a moment while the profile is on its way, and asks for the properties.
    await renderRoute('/publish-task', { api: withProperties(), as: 'professional' });
    expect(await screen.findByText(/Como profesional, encuentra trabajos en\s+«Buscar tareas»/)).toBeInTheDocument();
  });
});
