import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { propertyDto } from '../../../../test/fixtures';
import { expectFieldError, FakeApi, renderElement } from '../../../../test/harness';
import { PropertyForm } from './PropertyForm';

const municipalities = () =>
  new FakeApi().get('/api/reference/municipalities/:province', { items: [{ code: '23009', name: 'Baeza' }] });

function show(initial = propertyDto()) {
  const onSubmit = vi.fn(async () => undefined);
  const view = renderElement(<PropertyForm initial={initial} onSubmit={onSubmit} />, { api: municipalities() });
  return { ...view, onSubmit };
}

const save = () => screen.getByRole('button', { name: 'Guardar propiedad' });

describe('The property form, by the shared property rules', () => {
  it('refuses a province that is not one of the 52, with the shared message', async () => {
    const { user, onSubmit } = show(propertyDto({ province: '99', municipalityCode: '99001' }));
    await user.click(save());
    expectFieldError(screen.getByLabelText('Provincia'), 'Elige la provincia.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a cadastral reference whose control letters do not match, and an address over 200 characters', async () => {
    const { user, onSubmit } = show();
    await user.type(screen.getByLabelText(/Referencia catastral/), '06011A012002450000QA');
    await user.clear(screen.getByLabelText(/Dirección/));
    await user.type(screen.getByLabelText(/Dirección/), 'x'.repeat(201));
    await user.click(save());
    expectFieldError(screen.getByLabelText(/Referencia catastral/), 'las dos letras finales no cuadran con el resto');
    expectFieldError(screen.getByLabelText(/Dirección/), 'Máximo 200 caracteres.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a foral reference by the foral rule, as the server does', async () => {
    const { user, onSubmit } = show(propertyDto({ province: '31', municipalityCode: '31201' }));
    await user.type(screen.getByLabelText(/Referencia catastral/), 'AB');
    await user.click(save());
    expectFieldError(
      screen.getByLabelText(/Referencia catastral/),
      'Escribe la referencia catastral con letras y números (de 3 a 30).',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is missing with the shared messages, and that a surface must be hectares', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderElement(<PropertyForm onSubmit={onSubmit} />, { api: municipalities() });
    await user.type(screen.getByLabelText(/Superficie/), 'mucha');
    await user.click(save());
    expectFieldError(screen.getByLabelText('Nombre'), 'Escribe un nombre para la propiedad.');
    expectFieldError(screen.getByLabelText('Tipo'), 'Elige el tipo de propiedad.');
    expectFieldError(screen.getByLabelText('Provincia'), 'Elige la provincia.');
    expectFieldError(screen.getByLabelText('Municipio'), 'Elige el municipio.');
    expectFieldError(screen.getByLabelText(/Superficie/), 'Escribe la superficie en hectáreas, por ejemplo 2,5.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("chooses the municipality by typing a few letters in the 'Municipio' combobox", async () => {
    const { user, onSubmit } = show(propertyDto({ municipalityCode: '' }));
    const municipality = screen.getByRole('combobox', { name: 'Municipio' });
    await vi.waitFor(() => expect(municipality).toBeEnabled());
    await user.type(municipality, 'baez');
    await user.keyboard('{Enter}');
    expect(municipality).toHaveValue('Baeza');
    await user.click(save());
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ municipalityCode: '23009' })),
    );
  });

  it('sends a valid property', async () => {
    const { user, onSubmit } = show();
    await user.click(save());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Los Olivos', province: '23', municipalityCode: '23009', sizeHa: 2.5 }),
    );
  });

  describe("the finca's point ('Latitud' and 'Longitud', the map's keyboard alternative)", () => {
    it('refuses words, half a point and a point outside Spain with Spanish messages, and sends nothing', async () => {
      const { user, onSubmit } = show();
      const lat = screen.getByLabelText(/Latitud/);
      const lon = screen.getByLabelText(/Longitud/);
      await user.type(lat, 'norte');
      await user.click(save());
      expectFieldError(lat, 'Escribe la latitud en grados, por ejemplo 37,78.');
      expectFieldError(lon, 'Escribe también la longitud, o borra la latitud.');
      await user.clear(lat);
      await user.type(lat, '48,85');
      await user.type(lon, '2,35');
      await user.click(save());
      expectFieldError(lat, 'Marca un punto dentro de España.');
      await user.clear(lat);
      await user.type(lat, '37,99');
      await user.clear(lon);
      await user.type(lon, 'oeste');
      await user.click(save());
      expectFieldError(lon, 'Escribe la longitud en grados, por ejemplo -3,79.');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('sends the point typed with a decimal comma (or a point), and null once cleared', async () => {
      const { user, onSubmit } = show();
      await user.type(screen.getByLabelText(/Latitud/), '37,99871');
      await user.type(screen.getByLabelText(/Longitud/), '-3.46512');
      await user.click(save());
      await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ point: { lat: 37.99871, lon: -3.46512 } }));
      await user.click(screen.getByRole('button', { name: 'Quitar el punto' }));
      expect(screen.getByLabelText(/Latitud/)).toHaveValue('');
      await user.click(save());
      await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ point: null }));
    });

    it('shows a saved point with a decimal comma, and keeps it when it is not touched', async () => {
      const { user, onSubmit } = show(propertyDto({ point: { lat: 37.99871, lon: -3.46512 } }));
      expect(screen.getByLabelText(/Latitud/)).toHaveValue('37,99871');
      expect(screen.getByLabelText(/Longitud/)).toHaveValue('-3,46512');
      await user.click(save());
      await vi.waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ point: { lat: 37.99871, lon: -3.46512 } })),
      );
    });
  });
});
