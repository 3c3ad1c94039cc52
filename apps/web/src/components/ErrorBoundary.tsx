import { Component, type ErrorInfo, type ReactNode } from 'react';
import { flushErrorReports, reportError } from '@/lib/report-error';
import { Button, buttonClass } from './ui/button';
import { LoadingState } from './ui/spinner';

/**
 * A lazy chunk that could not be fetched: a deploy replaced the files this tab still points at, or
 * the connection dropped. Chromium, Firefox and Safari word it differently; Vite's preload helper
 * has its own words for a stylesheet.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk/i.test(
    message,
  );
}

/**
 * The reloads this tab has made by itself for a missing chunk, kept in sessionStorage: one per
 * failing file, so a chunk that still fails after its reload shows 'Recargar' instead of reloading
 * for ever, while a later deploy's new file names may reload once each.
 */
export const AUTO_RELOADS_KEY = 'faena:recargas-automaticas';

function reloadsMade(): string[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(AUTO_RELOADS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}

/** True (and noted) when this failure has not made the tab reload yet; false for a second time. */
export function claimAutoReload(error: unknown): boolean {
  const reason = reasonOf(error);
  const made = reloadsMade();
  if (made.includes(reason)) return false;
  try {
    sessionStorage.setItem(AUTO_RELOADS_KEY, JSON.stringify([...made, reason].slice(-20)));
    return true;
  } catch {
    // No storage (private mode, full): no way to know it already reloaded, so it does not.
    return false;
  }
}

/** The page's reload, through an object a test can replace. */
export const page = { reload: () => window.location.reload() };

interface Props {
  children: ReactNode;
  /** 'app' around everything; 'screen' around one route's screen (the header and menu stay). */
  area: 'app' | 'screen';
  /** A new value (the next address) clears a shown error: the visitor moved on. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  chunk: boolean;
  reloading: boolean;
}

const FINE: State = { failed: false, chunk: false, reloading: false };

/**
 * What the visitor sees instead of a blank page when rendering throws: a Spanish screen with
 * 'Recargar'. A chunk that failed to load reloads the page once by itself (`claimAutoReload`).
 * Either way the error goes to the error reports (`lib/report-error.ts`).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = FINE;

  static getDerivedStateFromError(error: unknown): State {
    const chunk = isChunkLoadError(error);
    return { failed: true, chunk, reloading: chunk && !reloadsMade().includes(reasonOf(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, {
      tags: { boundary: this.props.area, chunk_load: this.state.chunk },
      componentStack: info.componentStack ?? undefined,
    });
    if (this.state.reloading && claimAutoReload(error)) {
      void flushErrorReports(2000).then(() => page.reload());
    } else if (this.state.reloading) {
      this.setState({ reloading: false });
    }
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && !this.state.reloading && previous.resetKey !== this.props.resetKey) this.setState(FINE);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return <LoadingState text="Cargando la última versión de Faena…" />;
    return <ErrorScreen chunk={this.state.chunk} />;
  }
}

function ErrorScreen({ chunk }: { chunk: boolean }) {
  // Plain markup, in the first download: a screen that cannot load its chunk cannot load this either.
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">
        {chunk ? 'No se ha podido cargar esta pantalla' : 'Algo ha fallado en esta pantalla'}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {chunk ? 'Puede que Faena se haya actualizado o que se haya cortado la conexión.' : 'Puede ser algo pasajero.'}{' '}
        Recarga la página para seguir.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button onClick={() => page.reload()}>Recargar</Button>
        {/* A plain link: it works even when what failed is the app's own navigation. */}
        <a href="/" className={buttonClass('ghost')}>
          Volver al inicio
        </a>
      </div>
    </div>
  );
}
