import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/harness';

describe('Legal pages', () => {
  it('shows a document, its date and the others, the current one marked', async () => {
    await renderRoute('/legal/privacidad', { as: 'signed-out' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^Última actualización: /)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Documentos legales' });
    expect(within(nav).getByRole('link', { name: 'Privacidad' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('href', '/legal/aviso-legal');
  });

  it('is the not-found page for a document that does not exist', async () => {
    await renderRoute('/legal/no-existe', { as: 'signed-out' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
