import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { down, expectFieldError, FakeApi, findAlert, renderElement, retryAfterError } from '../../../../test/harness';
import { BillingDetailsForm } from './BillingDetailsForm';

function show(professional: boolean) {
  const api = new FakeApi().get('/api/profile/billing', { details: null });
  const view = renderElement(<BillingDetailsForm professional={professional} />, {
    api,
    as: professional ? 'professional' : 'owner',
  });
  return { ...view, api };
}

async function type(user: ReturnType<typeof show>['user'], label: string, text: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(text);
}

describe("'Datos de facturación' in /profile", () => {
  it('refuses a NIF with a wrong letter and a 4-digit postal code, in Spanish, without sending', async () => {
    const { user, api } = show(false);
    await type(user, 'NIF, NIE o CIF', '12345678A');
    await type(user, 'Código postal', '2800');
    await user.click(screen.getByRole('button', { name: 'Guardar datos de facturación' }));
    expectFieldError(
      screen.getByLabelText('NIF, NIE o CIF'),
      'Escribe un NIF, NIE o CIF válido (revisa la letra o el dígito de control).',
    );
    expectFieldError(screen.getByLabelText('Código postal'), 'El código postal tiene 5 cifras.');
    expect(api.callsTo('PUT', '/api/profile/billing')).toHaveLength(0);
  });

  it('a failure to load is not an empty form (saving it would erase them): the error, and Reintentar', async () => {
    const api = new FakeApi().get('/api/profile/billing', down(), { details: null });
    const { user } = renderElement(<BillingDetailsForm professional />, { api, as: 'professional' });
    await findAlert();
    expect(screen.queryByRole('form', { name: 'Datos de facturación' })).not.toBeInTheDocument();
    await retryAfterError(user, 'No se han podido cargar tus datos de facturación');
    expect(await screen.findByRole('form', { name: 'Datos de facturación' })).toBeInTheDocument();
  });

  it('asks a professional to complete them, and for the reason of an IVA exemption', async () => {
    const { user, api } = show(true);
    expect(await screen.findByText('Completa tus datos de facturación para emitir facturas.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('IVA que aplicas'), 'exento');
    await user.click(screen.getByRole('button', { name: 'Guardar datos de facturación' }));
    expectFieldError(
      screen.getByLabelText('Motivo de la exención'),
      'Si tu trabajo está exento de IVA, elige el motivo.',
    );
    expect(api.callsTo('PUT', '/api/profile/billing')).toHaveLength(0);
  });
});
