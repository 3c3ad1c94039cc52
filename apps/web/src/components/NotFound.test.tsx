import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/harness';

describe('Página no encontrada', () => {
  it('is what an unknown address shows, with the way home', async () => {
    await renderRoute('/esto-no-existe', { as: 'signed-out' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Página no encontrada');
  });
});
