import { useLingui } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { flushErrorReports, reportError } from '@/lib/report-error';
import { Button } from './ui/button';
import { LoadingState } from './ui/spinner';

// In the first download of every page (it is what shows when a chunk cannot load), so it is kept
// small: every byte here is paid on '/' (npm run check:size).

/**
 * A lazy chunk that could not be fetched: a deploy replaced the files this tab still points at, or
 * the connection dropped (Chromium, Firefox, Safari and Vite's stylesheet preload, in their words).
 */
export const isChunkLoadError = (error: unknown) =>
  /dynamically imported|module script|preload CSS/i.test(String(error));

/**
 * The failures (the browser's message, which names the file) this tab has reloaded for by itself,
 * one per line in sessionStorage: a chunk still missing after its reload shows 'Recargar' instead
 * of reloading for ever, while a later deploy's new files may reload once each.
 */
export const AUTO_RELOADS_KEY = 'faena:recargas-automaticas';

/** What was noted, or null when there is no storage (then it never reloads by itself: no loop). */
function reloadsMade(): string | null {
  try {
    return sessionStorage.getItem(AUTO_RELOADS_KEY) ?? '';
  } catch {
    return null;
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

/** `chunk`: the error was a missing chunk; `reloading`: the page is reloading by itself for it. */
interface State {
  failed?: boolean;
  chunk?: boolean;
  reloading?: boolean;
}

/**
 * What the visitor sees instead of a blank page when rendering throws: a Spanish screen with
 * 'Recargar'. A chunk that failed to load reloads the page once by itself. Either way the error
 * goes to the error reports (`lib/report-error.ts`).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    const chunk = isChunkLoadError(error);
    const made = chunk ? reloadsMade() : null;
    return { failed: true, chunk, reloading: made !== null && !made.split('\n').includes(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const { chunk, reloading } = this.state;
    reportError(error, {
      tags: { boundary: this.props.area, chunk_load: Boolean(chunk) },
      componentStack: info.componentStack ?? undefined,
    });
    if (!reloading) return;
    try {
      sessionStorage.setItem(AUTO_RELOADS_KEY, `${reloadsMade()}\n${String(error)}`);
      void flushErrorReports(2000).then(page.reload);
    } catch {
      this.setState({ reloading: false });
    }
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && !this.state.reloading && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override render() {
    const { failed, chunk, reloading } = this.state;
    if (!failed) return this.props.children;
    if (reloading) return <LoadingState />;
    return <Failed chunk={Boolean(chunk)} />;
  }
}

/** The Spanish screen with 'Recargar' (a function component: it reads the language). */
function Failed({ chunk }: { chunk: boolean }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{t`No se ha podido mostrar esta pantalla`}</h1>
      <p className="my-4 text-muted-foreground">
        {chunk
          ? t`Puede que Faena se haya actualizado. Recarga la página para seguir.`
          : t`Recarga la página para seguir.`}
      </p>
      <Button onClick={page.reload}>{t`Recargar`}</Button>
    </div>
  );
}
