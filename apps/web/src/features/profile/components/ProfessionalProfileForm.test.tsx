import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, professionalProfile } from '../../../../test/fixtures';
import { expectFieldError, FakeApi, renderElement } from '../../../../test/harness';
import { ProfessionalProfileForm } from './ProfessionalProfileForm';

function show() {
  const api = new FakeApi();
  const view = renderElement(<ProfessionalProfileForm profile={professionalProfile()} />, { api, as: 'professional' });
  return { ...view, api };
}

async function retype(user: ReturnType<typeof show>['user'], label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('The professional profile form, by the shared profile rules', () => {
  it('refuses kilometres, years and a rate over the shared limits, with the shared messages', async () => {
    const { user, api } = show();
    await retype(user, /Radio de desplazamiento/, '1001');
    await retype(user, /Años de experiencia/, '71');
    await retype(user, /Tarifa por hora/, '500,01');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil profesional' }));
    expectFieldError(screen.getByLabelText(/Radio de desplazamiento/), 'Como máximo 1000 km.');
    expectFieldError(screen.getByLabelText(/Años de experiencia/), 'Como máximo 70 años de experiencia.');
    expectFieldError(screen.getByLabelText(/Tarifa por hora/), 'La tarifa por hora no puede pasar de 500 €.');
    expect(api.callsTo('PUT', '/api/profile/professional')).toHaveLength(0);
  });

  it('refuses text that is not a number, and an about-you over 3000 characters', async () => {
    const { user, api } = show();
    await retype(user, /Radio de desplazamiento/, 'cincuenta');
    await retype(user, /Tarifa por hora/, 'veinte');
    await retype(user, /Sobre ti/, 'x'.repeat(3001));
    await user.click(screen.getByRole('button', { name: 'Guardar perfil profesional' }));
    expectFieldError(
      screen.getByLabelText(/Radio de desplazamiento/),
      'Escribe los kilómetros como un número entero, por ejemplo 50.',
    );
    expectFieldError(
      screen.getByLabelText(/Tarifa por hora/),
      'Escribe tu tarifa por hora en euros, por ejemplo 20 o 22,50.',
    );
    expectFieldError(screen.getByLabelText(/Sobre ti/), 'Máximo 3000 caracteres.');
    expect(api.callsTo('PUT', '/api/profile/professional')).toHaveLength(0);
  });

  it("'Mostrar mi página pública' is on by default, links to the page, and is sent off when switched off", async () => {
    const { user, api } = show();
    api.put('/api/profile/professional', { status: 200, body: { ok: true } });
    const toggle = screen.getByRole('switch', { name: 'Mostrar mi página pública' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('link', { name: 'Ver mi página pública' })).toHaveAttribute(
      'href',
      `/profesionales/${id(102)}`,
    );
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Guardar perfil profesional' }));
    const call = await api.waitForCall('PUT', '/api/profile/professional');
    expect(call.body).toMatchObject({ publicPage: false });
  });
});
