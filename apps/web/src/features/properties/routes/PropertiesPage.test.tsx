import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, propertyDto } from '../../../../test/fixtures';
import {
  down,
  expectLoading,
  FakeApi,
  held,
  location,
  pending,
  renderRoute,
  retryAfterError,
  UPDATING,
} from '../../../../test/harness';

const list = (items: unknown[]) => ({ items });

describe('My properties', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/properties', pending());
    await renderRoute('/properties', { api });
    await expectLoading(api, 'GET', '/api/properties');
  });

  it('shows the error in Spanish, and Reintentar brings the properties', async () => {
    const api = new FakeApi().get('/api/properties', down(), list([propertyDto()]));
    const { user } = await renderRoute('/properties', { api });
    await retryAfterError(user, 'No se han podido cargar tus propiedades');
    expect(await screen.findByRole('heading', { name: 'Los Olivos' })).toBeInTheDocument();
  });

  it('switching to the archived ones keeps the list on screen, with a hint, until they arrive', async () => {
    const archived = held(list([propertyDto({ id: id(302), name: 'El Cortijillo' })]));
    const api = new FakeApi().get('/api/properties', (call) =>
      call.query.get('archived') === 'true' ? archived.answer() : list([propertyDto()]),
    );
    const { user } = await renderRoute('/properties', { api });
    expect(await screen.findByRole('heading', { name: 'Los Olivos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archivadas' }));
    expect(await screen.findByText(UPDATING)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Los Olivos' })).toBeInTheDocument();
    archived.release();
    expect(await screen.findByRole('heading', { name: 'El Cortijillo' })).toBeInTheDocument();
    expect(screen.queryByText(UPDATING)).not.toBeInTheDocument();
  });

  it('invites to add the first property, and says when none is archived', async () => {
    const api = new FakeApi().get('/api/properties', list([]));
    const { user } = await renderRoute('/properties', { api });
    expect(await screen.findByText('Todavía no has añadido ninguna propiedad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir mi primera propiedad' })).toHaveAttribute(
      'href',
      '/properties/new',
    );
    await user.click(screen.getByRole('button', { name: 'Archivadas' }));
    expect(await screen.findByText('No tienes propiedades archivadas')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/properties').map((c) => c.query.get('archived'))).toEqual(['false', 'true']);
  });

  it('shows each property with its place and tasks, and archives one after asking', async () => {
    const api = new FakeApi()
      .get('/api/properties', list([propertyDto({ taskCount: 3 })]), list([]))
      .post('/api/properties/:id/archive', propertyDto({ archivedAt: '2026-11-24T10:00:00.000Z' }));
    const { user } = await renderRoute('/properties', { api });
    expect(await screen.findByText('3 tareas')).toBeInTheDocument();
    expect(screen.getByText(/Baeza, Jaén · 2,5 ha/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar Los Olivos' })).toHaveAttribute(
      'href',
      `/properties/${id(301)}/edit`,
    );
    // With tasks it can be archived, not deleted.
    expect(screen.queryByRole('button', { name: 'Borrar Los Olivos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archivar Los Olivos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Archivar «Los Olivos»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    expect((await api.waitForCall('POST', '/api/properties/:id/archive')).params.id).toBe(id(301));
    expect(await screen.findByText('Propiedad archivada')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no has añadido ninguna propiedad')).toBeInTheDocument();
  });

  it("starts a task on each property with its 'Publicar tarea' (the property chosen, counted as a start)", async () => {
    const api = new FakeApi().get(
      '/api/properties',
      list([propertyDto(), propertyDto({ id: id(302), name: 'Huerta de la Vega', taskCount: 0 })]),
    );
    const { user } = await renderRoute('/properties', { api });
    const link = await screen.findByRole('link', { name: 'Publicar tarea en Huerta de la Vega' });
    expect(link).toHaveAttribute('href', `/publish-task?propiedad=${id(302)}`);
    expect(screen.getByRole('link', { name: 'Publicar tarea en Los Olivos' })).toHaveAttribute(
      'href',
      `/publish-task?propiedad=${id(301)}`,
    );
    await user.click(link);
    // The state the publish page counts task_creation_started by (useTaskCreationStarted).
    expect(location()).toMatchObject({
      pathname: '/publish-task',
      search: `?propiedad=${id(302)}`,
      state: { source: 'dashboard' },
    });
  });

  it("offers no 'Publicar tarea' on an archived property", async () => {
    const api = new FakeApi().get(
      '/api/properties',
      list([]),
      list([propertyDto({ archivedAt: '2026-11-24T10:00:00.000Z' })]),
    );
    const { user } = await renderRoute('/properties', { api });
    await user.click(await screen.findByRole('button', { name: 'Archivadas' }));
    expect(await screen.findByRole('button', { name: /Recuperar/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Publicar tarea/ })).not.toBeInTheDocument();
  });

  it('tells a professional where their work areas go instead', async () => {
    await renderRoute('/properties', { api: new FakeApi().get('/api/properties', list([])), as: 'professional' });
    expect(
      await screen.findByText(/Como profesional, tus zonas de trabajo se indican en tu perfil./),
    ).toBeInTheDocument();
  });
});
