import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/layouts/Header';
import { Privacy } from '@/components/privacy/Privacy';
import { i18n, type Messages } from '@/lib/i18n';
import { FakeApi, renderElement } from '../../test/harness';

/**
 * PRODUCT.md's "Names that must not drift" that the shell now takes from the catalogue: tests
 * outside the code find the app by them, so in Castellano they are exactly what they were, and
 * each is a message of the `es` shell catalogue whose translation is itself.
 */
const NAMES = [
  'Iniciar sesión',
  'Registrarse',
  'Privacidad',
  'Aceptar',
  'Rechazar',
  'Configurar',
  'Cerrar sesión',
  'Notificaciones',
  'Publicar tarea',
  'Buscar tareas',
];

const shellPo = fs.readFileSync(path.resolve(import.meta.dirname, '../../locales/es/shell.po'), 'utf8');
const { messages: pseudo } = (await import('../../locales/pseudo/shell.po')) as { messages: Messages };

afterEach(() => {
  i18n.activate('es');
  vi.unstubAllGlobals();
});

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

  it("the signed-in header: 'Cerrar sesión', and 'Notificaciones' with the unread count", async () => {
    // The theme menu beside the bell reads the system's preference: jsdom has no matchMedia.
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    const api = new FakeApi().get('/api/notifications/unread-count', { unread: 3 });
    renderElement(<Header />, { as: 'owner', api });
    expect(await screen.findByRole('link', { name: 'Notificaciones, 3 sin leer' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publicar tarea' })).toHaveAttribute('href', '/publish-task');
  });

  it('they go through the catalogue: in the pseudo-locale none of them is left', async () => {
    i18n.activate('pseudo', pseudo);
    renderShell();
    expect(await screen.findAllByRole('link')).not.toHaveLength(0);
    for (const name of NAMES) expect(screen.queryByText(name)).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toBeInTheDocument();
  });
});
