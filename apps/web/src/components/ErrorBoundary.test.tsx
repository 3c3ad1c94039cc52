import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ErrorContext, setErrorSink } from '@/lib/report-error';
import { AUTO_RELOADS_KEY, ErrorBoundary, isChunkLoadError, page } from './ErrorBoundary';

const CHUNK = new TypeError(
  'Failed to fetch dynamically imported module: https://faena.example/assets/NotificationsPage-1a2b3c.js',
);

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

let captured: [unknown, ErrorContext][] = [];

beforeEach(() => {
  captured = [];
  setErrorSink({ capture: (error, context) => captured.push([error, context]), flush: async () => true });
  // React logs what a boundary caught; the test looks at the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  setErrorSink(null);
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('a screen that crashes while rendering: a Spanish screen with Recargar, never a blank page, and the error reported', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const crash = new Error('No se puede leer «title» de undefined');
    render(
      <ErrorBoundary area="screen">
        <Thrower error={crash} />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'No se ha podido mostrar esta pantalla' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Recarga la página para seguir.');
    expect(alert).not.toHaveTextContent('actualizado');
    expect(captured).toHaveLength(1);
    expect(captured[0]?.[0]).toBe(crash);
    expect(captured[0]?.[1].tags).toEqual({ boundary: 'screen', chunk_load: false });
    expect(captured[0]?.[1].componentStack).toContain('Thrower');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a chunk that failed to load reloads the page once by itself, reported as chunk_load first', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    render(
      <ErrorBoundary area="screen">
        <Thrower error={CHUNK} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(captured[0]?.[1].tags).toEqual({ boundary: 'screen', chunk_load: true });
    expect(sessionStorage.getItem(AUTO_RELOADS_KEY)).toContain(CHUNK.message);
  });

  it('the same chunk failing again after its reload shows Recargar instead of reloading in a loop', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    sessionStorage.setItem(AUTO_RELOADS_KEY, `\n${String(CHUNK)}`);
    render(
      <ErrorBoundary area="screen">
        <Thrower error={CHUNK} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'No se ha podido mostrar esta pantalla' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Puede que Faena se haya actualizado. Recarga la página para seguir.',
    );
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(reload).not.toHaveBeenCalled();
  });

  it('another deploy’s missing file may reload once too', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    sessionStorage.setItem(AUTO_RELOADS_KEY, `\n${String(CHUNK)}`);
    render(
      <ErrorBoundary area="app">
        <Thrower error={new TypeError(CHUNK.message.replace('1a2b3c', '9f8e7d'))} />
      </ErrorBoundary>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(AUTO_RELOADS_KEY)?.split('\n')).toHaveLength(3);
  });

  it('moving to another address clears the error screen', () => {
    const { rerender } = render(
      <ErrorBoundary area="screen" resetKey="/task/1">
        <Thrower error={new Error('roto')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary area="screen" resetKey="/task/2">
        <p>La otra tarea</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('La otra tarea')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('knows a failed chunk in the words of each browser and of Vite', () => {
    for (const message of [
      CHUNK.message,
      'error loading dynamically imported module: https://faena.example/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x.css',
      'TypeError: Failed to fetch dynamically imported module: https://faena.example/assets/c1a2b3.js',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('No se puede leer «title» de undefined'))).toBe(false);
  });
});
