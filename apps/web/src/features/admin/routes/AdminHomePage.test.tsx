import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminAction, adminOverview } from '../../../../test/fixtures';
import { down, expectLoading, FakeApi, pending, renderRoute, retryAfterError } from '../../../../test/harness';

const OVERVIEW = '/api/admin/overview';

describe('Admin: overview', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get(OVERVIEW, pending());
    await renderRoute('/admin', { api, as: 'admin' });
    await expectLoading(api, 'GET', OVERVIEW);
  });

  it('shows the error in Spanish, and Reintentar brings the overview', async () => {
    const api = new FakeApi().get(OVERVIEW, down(), adminOverview());
    const { user } = await renderRoute('/admin', { api, as: 'admin' });
    await retryAfterError(user, 'No se ha podido cargar el resumen');
    expect(await screen.findByRole('heading', { name: 'Resumen' })).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    await renderRoute('/admin', { api: new FakeApi().get(OVERVIEW, adminOverview()), as: 'admin' });
    expect(await screen.findByText('Aún no hay acciones.')).toBeInTheDocument();
    expect(screen.getAllByText('Sin datos todavía.').length).toBeGreaterThan(0);
  });

  it('shows the figures, with links to what needs attention, and the latest actions', async () => {
    const api = new FakeApi().get(OVERVIEW, adminOverview({ latestActions: [adminAction()] }));
    await renderRoute('/admin', { api, as: 'admin' });
    expect(await screen.findByRole('link', { name: '7' })).toHaveAttribute('href', '/admin/users?verification=pending');
    expect(screen.getByText('1204')).toBeInTheDocument();
    expect(screen.getByText('Verificar profesional')).toBeInTheDocument();
  });

  it('is not for someone who is not an administrator', async () => {
    await renderRoute('/admin', { as: 'owner' });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Resumen');
  });
});
