import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '@/app/layouts/Header';
import { Privacy } from '@/components/privacy/Privacy';
import { i18n, type Messages } from '@/lib/i18n';
import { renderElement } from '../../test/harness';

/**
 * PRODUCT.md's "Names that must not drift" that the shell now takes from the catalogue: tests
 * outside the code find the app by them, so in Castellano they are exactly what they were, and
 * each is a message of the `es` shell catalogue whose translation is itself.
 */
const NAMES = ['Iniciar sesión', 'Registrarse', 'Privacidad', 'Aceptar', 'Rechazar', 'Configurar'];

const shellPo = fs.readFileSync(path.resolve(import.meta.dirname, '../../locales/es/shell.po'), 'utf8');
const { messages: pseudo } = (await import('../../locales/pseudo/shell.po')) as { messages: Messages };

afterEach(() => i18n.activate('es'));

function renderShell() {
  return renderElement(
    <>
      <Privacy />
      <Header />
    </>,
    { as: 'signed-out' },
  );
}

describe('the names that must not drift (PRODUCT.md), in Castellano', () => {
  it.each(NAMES)('%s is a message of es/shell.po, translated as itself', (name) => {
    expect(shellPo).toContain(`msgid "${name}"\nmsgstr "${name}"\n`);
  });

  it('the header and the consent banner show them as before', async () => {
    renderShell();
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/auth?modo=registro');
    const region = screen.getByRole('region', { name: 'Privacidad' });
    for (const name of ['Aceptar', 'Rechazar', 'Configurar']) {
      expect(within(region).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('they go through the catalogue: in the pseudo-locale none of them is left', async () => {
    i18n.activate('pseudo', pseudo);
    renderShell();
    expect(await screen.findAllByRole('link')).not.toHaveLength(0);
    for (const name of NAMES) expect(screen.queryByText(name)).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toBeInTheDocument();
  });
});
