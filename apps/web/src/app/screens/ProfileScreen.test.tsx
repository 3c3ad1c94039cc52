import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { professionalProfile, profileDto, verificationDto } from '../../../test/fixtures';
import {
  down,
  expectFieldError,
  expectLoading,
  FakeApi,
  fail,
  pending,
  renderRoute,
  retryAfterError,
} from '../../../test/harness';

const JAEN = { items: [{ code: '23009', name: 'Baeza' }] };

describe('My profile', () => {
  it('shows its loading state while the profile comes', async () => {
    const api = new FakeApi().get('/api/profile', pending());
    await renderRoute('/profile', { api });
    await expectLoading(api, 'GET', '/api/profile');
  });

  it('says in Spanish when the profile cannot be loaded, and Reintentar brings it', async () => {
    const api = new FakeApi()
      .get('/api/profile', down(), down(), profileDto())
      .get('/api/profile/billing', { details: null })
      .get('/api/reference/municipalities/:province', JAEN);
    const { user } = await renderRoute('/profile', { api });
    expect(
      await screen.findByText('No hemos podido cargar tu perfil. Recarga la página en unos segundos.', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Carmen');
    expect(screen.getByText('Correo confirmado')).toBeInTheDocument();
  });

  it('shows the Spanish messages next to the personal data, and the server’s field errors', async () => {
    const api = new FakeApi()
      .get('/api/reference/municipalities/:province', JAEN)
      .get('/api/profile/billing', { details: null })
      .patch(
        '/api/profile',
        fail(400, 'Revisa los datos.', { fields: { phone: 'Ese teléfono ya está en otra cuenta.' } }),
        profileDto({ phone: '612345678' }),
      );
    const { user } = await renderRoute('/profile', { api });
    const firstName = await screen.findByRole('textbox', { name: 'Nombre' });
    const phone = screen.getByRole('textbox', { name: /Teléfono/ });
    await user.clear(firstName);
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expectFieldError(firstName, 'Escribe tu nombre.');
    expectFieldError(phone, 'Escribe un teléfono español de 9 cifras.');
    expect(api.callsTo('PATCH', '/api/profile')).toHaveLength(0);

    await user.type(firstName, 'Carmen');
    await user.clear(phone);
    await user.type(phone, '612 345 678');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Ese teléfono ya está en otra cuenta.');
    expectFieldError(phone, 'Ese teléfono ya está en otra cuenta.');
    expect((await api.waitForCall('PATCH', '/api/profile')).body).toMatchObject({
      firstName: 'Carmen',
      phone: '612345678',
    });

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Datos guardados')).toBeInTheDocument();
  });

  it('shows a professional their portfolio, their verification and the notice to finish the profile', async () => {
    const api = new FakeApi()
      .get('/api/reference/municipalities/:province', JAEN)
      .get('/api/profile/billing', { details: null })
      .get('/api/portfolio', { items: [] })
      .get('/api/verification', down(), verificationDto({ status: 'verified' }));
    const pro = professionalProfile();
    const { user } = await renderRoute('/profile', {
      api,
      as: { ...pro, fieldWorkerProfile: pro.fieldWorkerProfile && { ...pro.fieldWorkerProfile, serviceProvinces: [] } },
    });
    expect(await screen.findByText('Tu portafolio está vacío')).toBeInTheDocument();
    expect(screen.getByText('Completa tu perfil profesional')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi perfil público' })).toHaveAttribute(
      'href',
      `/professional/${pro.id}`,
    );
    await retryAfterError(user, 'No hemos podido cargar tu verificación');
    expect(await screen.findByText('Verificado')).toBeInTheDocument();
  });
});
