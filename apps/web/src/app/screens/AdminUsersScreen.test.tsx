import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, adminUserDetail, page, verificationDto } from '../../../test/fixtures';
import { down, expectLoading, FakeApi, pending, renderRoute, retryAfterError } from '../../../test/harness';

const LIST = '/api/admin/users';
const ONE = '/api/admin/users/:id';
const document = {
  id: 'doc-1',
  kind: 'dni' as const,
  originalName: 'dni-javier.pdf',
  mimeType: 'application/pdf',
  bytes: 120_000,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('Admin: users', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get(LIST, pending());
    await renderRoute('/admin/users', { api, as: 'admin' });
    await expectLoading(api, 'GET', LIST);
  });

  it('shows the error in Spanish, and Reintentar brings the list', async () => {
    const api = new FakeApi().get(LIST, down(), page([adminUser()]));
    const { user } = await renderRoute('/admin/users', { api, as: 'admin' });
    await retryAfterError(user, 'No se ha podido cargar la lista');
    expect(await screen.findByRole('button', { name: 'Javier Molina Díaz' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    await renderRoute('/admin/users', { api: new FakeApi().get(LIST, page([])), as: 'admin' });
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  });

  it('opens a user’s file with their documents, Reintentar bringing it after an error', async () => {
    const api = new FakeApi()
      .get(LIST, page([adminUser()]))
      .get(
        ONE,
        down(),
        adminUserDetail({ verification: verificationDto({ status: 'pending', documents: [document] }) }),
      );
    const { user } = await renderRoute('/admin/users', { api, as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Javier Molina Díaz' }));
    const panel = await screen.findByRole('region', { name: 'Ficha del usuario' });
    await retryAfterError(user, 'No se ha podido cargar la ficha');
    expect(await within(panel).findByText('javier.molina@prueba.es')).toBeInTheDocument();
    expect(within(panel).getByText('dni-javier.pdf')).toBeInTheDocument();
  });
});
