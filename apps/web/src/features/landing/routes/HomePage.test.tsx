import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/harness';

describe('Home', () => {
  it('invites someone signed out to create an account or sign in', async () => {
    await renderRoute('/', { as: 'signed-out' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Los trabajos de tu finca, en buenas manos' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Crear una cuenta gratis' })).toHaveAttribute(
      'href',
      '/auth?modo=registro',
    );
    expect(screen.getByRole('link', { name: 'Ya tengo cuenta' })).toHaveAttribute('href', '/auth');
  });

  it('takes someone signed in to their dashboard', async () => {
    await renderRoute('/', { as: 'owner' });
    expect(await screen.findByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Crear una cuenta gratis' })).not.toBeInTheDocument();
  });
});
