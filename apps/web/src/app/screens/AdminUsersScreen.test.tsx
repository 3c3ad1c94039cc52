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
    const panel = await screen.findByRole('dialog', { name: 'Ficha del usuario' });
    await retryAfterError(user, 'No se ha podido cargar la ficha');
    expect(await within(panel).findByText('javier.molina@prueba.es')).toBeInTheDocument();
    expect(within(panel).getByText('dni-javier.pdf')).toBeInTheDocument();
  });

  it('opens the file as a dialog: focus goes into it, and back to the name when it closes', async () => {
    const api = new FakeApi().get(LIST, page([adminUser()])).get(ONE, adminUserDetail());
    const { user } = await renderRoute('/admin/users', { api, as: 'admin' });
    const name = await screen.findByRole('button', { name: 'Javier Molina Díaz' });
    await user.click(name);
    const panel = await screen.findByRole('dialog', { name: 'Ficha del usuario' });
    expect(panel).toContainElement(window.document.activeElement as HTMLElement);
    expect(await within(panel).findByText('javier.molina@prueba.es')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Cerrar la ficha' }));
    expect(screen.queryByRole('dialog', { name: 'Ficha del usuario' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Javier Molina Díaz' })).toHaveFocus();
  });

  it('offers only what fits the verification: never Verificar or Rechazar to a verified professional', async () => {
    const cases = [
      ['verified', ['Quitar verificación'], ['Verificar', 'Rechazar']],
      ['pending', ['Verificar', 'Rechazar'], ['Quitar verificación']],
      ['rejected', ['Verificar'], ['Rechazar', 'Quitar verificación']],
    ] as const;
    for (const [status, shown, hidden] of cases) {
      const api = new FakeApi()
        .get(LIST, page([adminUser({ verified: status === 'verified', verificationStatus: status })]))
        .get(ONE, adminUserDetail({ verification: verificationDto({ status }) }));
      const { user, view } = await renderRoute('/admin/users', { api, as: 'admin' });
      await user.click(await screen.findByRole('button', { name: 'Javier Molina Díaz' }));
      const panel = await screen.findByRole('dialog', { name: 'Ficha del usuario' });
      await within(panel).findByText('javier.molina@prueba.es');
      for (const label of shown) expect(within(panel).getByRole('button', { name: label })).toBeVisible();
      for (const label of hidden) {
        expect(within(panel).queryByRole('button', { name: label })).not.toBeInTheDocument();
      }
      view.unmount();
    }
  });

  it('a dialog over the file (the suspension’s reason) closes alone, and focus goes back to its button', async () => {
    const api = new FakeApi().get(LIST, page([adminUser()])).get(ONE, adminUserDetail());
    const { user } = await renderRoute('/admin/users', { api, as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Javier Molina Díaz' }));
    const panel = await screen.findByRole('dialog', { name: 'Ficha del usuario' });
    await user.click(await within(panel).findByRole('button', { name: 'Suspender la cuenta' }));
    const reason = await screen.findByRole('dialog', { name: 'Suspender la cuenta' });
    await user.click(within(reason).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog', { name: 'Suspender la cuenta' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ficha del usuario' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Suspender la cuenta' })).toHaveFocus();
  });
});
