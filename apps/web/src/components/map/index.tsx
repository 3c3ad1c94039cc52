import { useLingui } from '@lingui/react/macro';
import { Component, lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { MapContent } from './types';
import { canDrawMaps } from './webgl';

export type { MapContent, MapPin } from './types';

// Light on purpose: the screens import this frame, and MapLibre (MapView) comes only when a map
// is on screen, never in the first download of '/' (npm run check:size).
const MapView = lazy(() => import('./MapView'));

/** The map's chunk could not be fetched, or MapLibre threw: the notice, as for a missing style. */
class MapFailure extends Component<{ onFail(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface Props extends MapContent {
  /** What the map shows, for screen readers (the map is a region with this name). */
  label: string;
  /** Said when the map cannot be drawn (no tiles, no WebGL): what the screen offers instead. */
  notice: ReactNode;
  /** The map's box (its height, mostly). */
  className?: string;
  /** Told once the map has given up (the screen may show something else). */
  onFailed?(): void;
}

/**
 * A map (MapLibre GL through @vis.gl/react-maplibre, the style from MAP_STYLE_URL), or, when it
 * cannot be drawn — no style or tiles reachable, a timeout, no WebGL, the chunk missing — a
 * Spanish notice in its place, never a blank box. Whatever a map shows, its screen also says in
 * text (a list, a place, two number fields): keyboard and screen-reader users lose nothing.
 */
export function MapFrame({ label, notice, className, onFailed, ...content }: Props) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(() => !canDrawMaps());
  const told = useRef(false);
  // The latest callback, so `fail` stays the same function (MapView's timer depends on it).
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  const fail = useCallback(() => setFailed(true), []);
  // Said once, after the render that shows the notice (no WebGL: the first one).
  useEffect(() => {
    if (failed && !told.current) {
      told.current = true;
      onFailedRef.current?.();
    }
  }, [failed]);

  if (failed) {
    return (
      <Alert variant="warning" role="status" title={t`No se ha podido cargar el mapa.`}>
        {notice}
      </Alert>
    );
  }
  return (
    <section
      aria-label={label}
      className={cn('relative h-72 overflow-hidden rounded-lg border border-border', className)}
    >
      <MapFailure onFail={fail}>
        <Suspense fallback={<p className="p-4 text-sm text-muted-foreground">{t`Cargando el mapa…`}</p>}>
          <MapView {...content} onFail={fail} />
        </Suspense>
      </MapFailure>
    </section>
  );
}
