import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldWorkerProfile, id, professionalProfile, profileDto, taskSummary } from '../../../../test/fixtures';
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

describe('Browse tasks', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/tasks', pending());
    await renderRoute('/browse-tasks', { api, as: 'professional' });
    await expectLoading(api, 'GET', '/api/tasks', 'Buscando tareas…');
  });

  it('shows the error in Spanish, and Reintentar brings the results', async () => {
    const api = new FakeApi().get('/api/tasks', down(), { items: [taskSummary()], nextCursor: null });
    const { user } = await renderRoute('/browse-tasks', { api, as: 'professional' });
    await retryAfterError(user, 'No se han podido cargar las tareas');
    expect(await screen.findByRole('link', { name: /Poda de 40 olivos/ })).toBeInTheDocument();
  });

  it('says so when nothing matches, with a hint', async () => {
    const api = new FakeApi().get('/api/tasks', { items: [], nextCursor: null });
    await renderRoute('/browse-tasks?q=trufa', { api, as: 'professional' });
    expect(await screen.findByText('No hay tareas abiertas con estos criterios')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/tasks')[0]?.query.get('q')).toBe('trufa');
    expect(screen.getByLabelText('Buscar tareas')).toHaveValue('trufa');
  });

  it('lists open tasks as links named by their title, and loads more with the cursor', async () => {
    const api = new FakeApi().get('/api/tasks', (call) =>
      call.query.get('cursor') === 'pagina-2'
        ? { items: [taskSummary({ id: id(202), title: 'Desbroce de la linde' })], nextCursor: null }
        : { items: [taskSummary()], nextCursor: 'pagina-2' },
    );
    const { user } = await renderRoute('/browse-tasks', { api, as: 'professional' });
    expect(await screen.findByRole('link', { name: /Poda de 40 olivos/ })).toHaveAttribute('href', `/task/${id(201)}`);
    expect(screen.getByText('Publicada por Carmen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más tareas' }));
    expect(await screen.findByRole('link', { name: /Desbroce de la linde/ })).toBeInTheDocument();
    expect(screen.getByText('No hay más tareas con estos criterios.')).toBeInTheDocument();
  });

  it('a new filter keeps the results on screen, with a hint, until its own arrive (no flash to empty)', async () => {
    const jaen = held({ items: [taskSummary({ id: id(202), title: 'Desbroce de la linde' })], nextCursor: null });
    const api = new FakeApi().get('/api/tasks', (call) =>
      call.query.get('province') === '23' ? jaen.answer() : { items: [taskSummary()], nextCursor: null },
    );
    const { user } = await renderRoute('/browse-tasks', { api, as: 'professional' });
    expect(await screen.findByRole('link', { name: /Poda de 40 olivos/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Provincia'), '23');
    expect(await screen.findByText(UPDATING)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Poda de 40 olivos/ })).toBeInTheDocument();
    expect(screen.queryByText('Buscando tareas…')).not.toBeInTheDocument();
    jaen.release();
    expect(await screen.findByRole('link', { name: /Desbroce de la linde/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Poda de 40 olivos/ })).not.toBeInTheDocument();
    expect(screen.queryByText(UPDATING)).not.toBeInTheDocument();
  });

  it('keeps the words and filters in the address and asks the server with them', async () => {
    const api = new FakeApi().get('/api/tasks', { items: [], nextCursor: null });
    const { user } = await renderRoute('/browse-tasks', { api, as: 'professional' });
    await screen.findByText('No hay tareas abiertas con estos criterios');
    await user.selectOptions(screen.getByLabelText('Provincia'), '23');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'poda');
    await user.selectOptions(screen.getByLabelText('Urgencia'), 'urgent');
    await user.type(screen.getByLabelText('Buscar tareas'), 'olivos{Enter}');
    const last = await api.waitForCall('GET', '/api/tasks', 5);
    expect(Object.fromEntries(last.query)).toEqual({
      province: '23',
      category: 'poda',
      urgency: 'urgent',
      q: 'olivos',
    });
    expect(new URLSearchParams(location().search).get('province')).toBe('23');
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(Object.fromEntries((await api.waitForCall('GET', '/api/tasks', 6)).query)).toEqual({ q: 'olivos' });
  });

  describe("'Distancia'", () => {
    const pedro = profileDto({
      role: 'professional',
      firstName: 'Pedro',
      locationProvince: '23',
      locationMunicipality: 'Alcaudete',
      locationMunicipalityCode: '23003',
      fieldWorkerProfile: fieldWorkerProfile({ travelRadiusKm: 30 }),
    });

    it("shows each task's distance from the professional's municipality and marks those beyond their radius", async () => {
      const api = new FakeApi().get('/api/tasks', {
        items: [
          taskSummary({ id: id(211), title: 'Poda en Baena', municipality: 'Baena', province: '14', distanceKm: 21.4 }),
          taskSummary({
            id: id(212),
            title: 'Poda en Lucena',
            municipality: 'Lucena',
            province: '14',
            distanceKm: 40.4,
          }),
        ],
        nextCursor: null,
      });
      const { user } = await renderRoute('/browse-tasks', { api, as: pedro });
      expect(await screen.findByText(/Baena, Córdoba · a 21 km/)).toBeInTheDocument();
      expect(screen.getByText(/Lucena, Córdoba · a 40 km/)).toBeInTheDocument();
      expect(screen.getAllByText('Fuera de tu radio')).toHaveLength(1);
      expect(screen.getByLabelText('Medir desde')).toHaveDisplayValue('Mi municipio (Alcaudete)');
      await user.selectOptions(screen.getByLabelText('Radio'), '25');
      await user.selectOptions(screen.getByLabelText('Ordenar por'), 'nearest');
      const last = api.callsTo('GET', '/api/tasks').at(-1);
      expect(last?.query.get('radiusKm')).toBe('25');
      expect(last?.query.get('sort')).toBe('nearest');
      expect(location().search).toContain('radiusKm=25');
    });

    it('without a municipality of their own, asks for one and sends no radius until it is chosen', async () => {
      const api = new FakeApi().get('/api/tasks', { items: [taskSummary()], nextCursor: null });
      const { user } = await renderRoute('/browse-tasks', {
        api,
        as: professionalProfile({ locationMunicipality: null, locationMunicipalityCode: null }),
      });
      await screen.findByRole('link', { name: /Poda de 40 olivos/ });
      await user.selectOptions(screen.getByLabelText('Radio'), '50');
      expect(await screen.findByText('Elige un municipio desde el que medir la distancia.')).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/tasks').every((c) => !c.query.has('radiusKm'))).toBe(true);
      await user.selectOptions(screen.getByLabelText('Medir desde'), 'otro');
      expect(screen.getByLabelText('Municipio de origen')).toBeDisabled();
    });
  });
});
