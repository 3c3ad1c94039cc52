import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, propertyDto } from '../../../../test/fixtures';
import {
  down,
  expectFieldError,
  expectLoading,
  FakeApi,
  fail,
  notFound,
  otherScreen,
  pending,
  renderRoute,
  retryAfterError,
} from '../../../../test/harness';

const EDIT = `/properties/${id(301)}/edit`;
const BAEZA = { items: [{ code: '23009', name: 'Baeza' }] };

describe('New property', () => {
  it('shows the Spanish messages next to the fields', async () => {
    const api = new FakeApi();
    const { user } = await renderRoute('/properties/new', { api });
    await user.click(await screen.findByRole('button', { name: 'Guardar propiedad' }));
    expectFieldError(await screen.findByRole('textbox', { name: 'Nombre' }), 'Escribe un nombre para la propiedad.');
    expectFieldError(screen.getByRole('combobox', { name: 'Tipo' }), 'Elige el tipo de propiedad.');
    expectFieldError(screen.getByRole('combobox', { name: 'Provincia' }), 'Elige la provincia.');
    expect(api.callsTo('POST', '/api/properties')).toHaveLength(0);
  });
});

describe('Edit property', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/properties/:id', pending());
    await renderRoute(EDIT, { api });
    await expectLoading(api, 'GET', '/api/properties/:id');
  });

  it('is the not-found page for a property that is not there', async () => {
    await renderRoute(EDIT, { api: new FakeApi().get('/api/properties/:id', notFound()) });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows the error in Spanish, and Reintentar brings the form', async () => {
    const api = new FakeApi()
      .get('/api/properties/:id', down(), propertyDto())
      .get('/api/reference/municipalities/:province', BAEZA);
    const { user } = await renderRoute(EDIT, { api });
    await retryAfterError(user, 'No se ha podido cargar la propiedad');
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Los Olivos');
  });

  it('saves the property, or puts the server’s field errors back', async () => {
    const api = new FakeApi()
      .get('/api/properties/:id', propertyDto())
      .get('/api/reference/municipalities/:province', BAEZA)
      .put(
        '/api/properties/:id',
        fail(400, 'Revisa los datos.', { fields: { name: 'Ya tienes una propiedad con ese nombre.' } }),
        propertyDto({ name: 'Olivar de la Loma' }),
      );
    const { user } = await renderRoute(EDIT, { api });
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Olivar de la Loma');
    await user.click(screen.getByRole('button', { name: 'Guardar propiedad' }));
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expectFieldError(name, 'Ya tienes una propiedad con ese nombre.');
    expect((await api.waitForCall('PUT', '/api/properties/:id')).body).toMatchObject({
      name: 'Olivar de la Loma',
      kind: 'olivar',
      municipalityCode: '23009',
      sizeHa: 2.5,
    });

    await user.click(screen.getByRole('button', { name: 'Guardar propiedad' }));
    expect(await otherScreen()).toBe('/properties');
    expect(await screen.findByText('Propiedad guardada')).toBeInTheDocument();
  });
});
