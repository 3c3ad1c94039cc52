import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
import type { GeoPoint } from '@faena/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  AttributionControl,
  Layer,
  Map as MapLibreMap,
  Marker,
  type MarkerProps,
  NavigationControl,
  Popup,
  Source,
} from '@vis.gl/react-maplibre';
import { MapPin as PinIcon } from 'lucide-react';
import type { Marker as MapLibreMarker } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { publicConfigQuery } from '@/lib/config';
import type { MapContent, MapPin } from './types';

// The heavy part of the maps (MapLibre GL, ≈ 280 kB gzip, and its style sheet): only ever
// imported lazily, by MapFrame (index.tsx), on the screens that show a map.

/** Without the style and its first tiles by then, the map gives up and the screen shows its notice. */
export const MAP_LOAD_TIMEOUT_MS = 15_000;

const mapLib = import('maplibre-gl');

/** MapLibre's own words, in Spanish. */
const LOCALE: Record<string, MessageDescriptor> = {
  'AttributionControl.ToggleAttribution': msg`Mostrar u ocultar los créditos del mapa`,
  'Map.Title': msg`Mapa`,
  'Marker.Title': msg`Marcador`,
  'NavigationControl.ResetBearing': msg`Orientar al norte`,
  'NavigationControl.ZoomIn': msg`Acercar`,
  'NavigationControl.ZoomOut': msg`Alejar`,
  'Popup.Close': msg`Cerrar`,
  'CooperativeGesturesHandler.WindowsHelpText': msg`Usa Ctrl y la rueda del ratón para acercar o alejar el mapa`,
  'CooperativeGesturesHandler.MacHelpText': msg`Usa ⌘ y la rueda del ratón para acercar o alejar el mapa`,
  'CooperativeGesturesHandler.MobileHelpText': msg`Usa dos dedos para mover el mapa`,
};

const SPAIN: GeoPoint = { lat: 40.2, lon: -3.7 };

/** A circle of `radiusKm` around a point, as a GeoJSON polygon (64 sides: round at any zoom). */
export function circlePolygon(center: GeoPoint, radiusKm: number, sides = 64) {
  const ring: [number, number][] = [];
  const dLat = radiusKm / 111.32;
  const dLon = radiusKm / (111.32 * Math.cos((center.lat * Math.PI) / 180));
  for (let i = 0; i <= sides; i++) {
    const angle = (i / sides) * 2 * Math.PI;
    ring.push([center.lon + dLon * Math.sin(angle), center.lat + dLat * Math.cos(angle)]);
  }
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'Polygon' as const, coordinates: [ring] },
  };
}

/**
 * A marker named for screen readers: MapLibre names every marker 'Marcador' with role=button; a
 * task's is a button named by its title (Enter or Space opens its popup), a point's an image.
 */
function NamedMarker({
  label,
  onActivate,
  ...props
}: Omit<MarkerProps, 'onClick'> & { label: string; onActivate?(): void }) {
  const ref = useRef<MapLibreMarker>(null);
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    element.setAttribute('role', onActivate ? 'button' : 'img');
    if (!onActivate) return;
    element.tabIndex = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onActivate();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [label, onActivate]);
  return (
    <Marker
      ref={ref}
      {...props}
      onClick={
        onActivate
          ? (event) => {
              event.originalEvent.stopPropagation();
              onActivate();
            }
          : undefined
      }
    />
  );
}

interface Props extends MapContent {
  /** The style or its tiles could not be had (an error, or nothing by MAP_LOAD_TIMEOUT_MS). */
  onFail(): void;
}

export default function MapView({ center, zoom, pins, area, exact, pick, municipalityCredit, onFail }: Props) {
  const { t, i18n } = useLingui();
  // MapLibre's words in the page's language (read when the map is made).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language, new words
  const locale = useMemo(
    () => Object.fromEntries(Object.entries(LOCALE).map(([key, d]) => [key, t(d)])),
    [i18n.locale],
  );
  const config = useQuery(publicConfigQuery);
  const loaded = useRef(false);
  const tileArrived = useRef(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [credits, setCredits] = useState<string[]>();

  useEffect(() => {
    if (!municipalityCredit) return;
    // The points' module (≈ 75 kB gzip) is lazy; its credit comes with it.
    import('@faena/shared/municipality-points').then(
      (m) => setCredits([m.MUNICIPALITY_POINTS_ATTRIBUTION]),
      () => setCredits(['Nomenclátor Geográfico de Municipios (CNIG) CC BY 4.0 ign.es']),
    );
  }, [municipalityCredit]);

  useEffect(() => {
    if (config.isError) onFail();
  }, [config.isError, onFail]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!loaded.current) onFail();
    }, MAP_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [onFail]);

  // Where the map opens, once: around the pins, else the given point.
  const [initialViewState] = useState(() => {
    const points = pins?.map((p) => p.point) ?? [];
    if (points.length > 1) {
      const lats = points.map((p) => p.lat);
      const lons = points.map((p) => p.lon);
      return {
        bounds: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] as [
          number,
          number,
          number,
          number,
        ],
        fitBoundsOptions: { padding: 40, maxZoom: 11 },
      };
    }
    const at = points[0] ?? pick?.point ?? exact ?? area?.center ?? center ?? SPAIN;
    // An area or a finca close enough to see the 1.5 km circle whole; one task at town scale.
    const fallback = exact || area || pick?.point ? 12 : points.length ? 10 : 5;
    return { latitude: at.lat, longitude: at.lon, zoom: zoom ?? fallback };
  });

  const circle = useMemo(() => (area ? circlePolygon(area.center, area.radiusKm) : null), [area]);
  // Tasks at the same point (a municipality's, often) share one marker and one popup: markers on
  // top of each other could not be told apart or tapped.
  const places = useMemo(() => {
    const byPoint = new Map<string, MapPin[]>();
    for (const pin of pins ?? []) {
      const key = `${pin.point.lat},${pin.point.lon}`;
      byPoint.set(key, [...(byPoint.get(key) ?? []), pin]);
    }
    return [...byPoint.entries()].map(([key, here]) => ({ key, point: here[0]!.point, pins: here }));
  }, [pins]);
  const chosen = places.find((p) => p.key === selected);

  if (!config.data) return <p className="p-4 text-sm text-muted-foreground">{t`Cargando el mapa…`}</p>;
  return (
    <MapLibreMap
      mapLib={mapLib}
      mapStyle={config.data.map.styleUrl}
      initialViewState={initialViewState}
      style={{ width: '100%', height: '100%' }}
      locale={locale}
      attributionControl={false}
      dragRotate={false}
      onLoad={() => {
        loaded.current = true;
      }}
      onSourceData={(event) => {
        if ('tile' in event && event.tile) tileArrived.current = true;
      }}
      // Before the map has loaded, any error is the style's (unreachable, not a style); after it, a
      // tile's, which only matters while no tile at all has arrived (no tiles reachable).
      onError={() => {
        if (!loaded.current || !tileArrived.current) onFail();
      }}
      onClick={pick ? (event) => pick.onChange({ lat: event.lngLat.lat, lon: event.lngLat.lng }) : undefined}
    >
      {/* Keyed: the control takes its credits when added. */}
      <AttributionControl key={credits?.join() ?? ''} compact={false} customAttribution={credits} />
      <NavigationControl showCompass={false} />
      {circle ? (
        <Source id="zona" type="geojson" data={circle}>
          <Layer id="zona-relleno" type="fill" paint={{ 'fill-color': '#3f6212', 'fill-opacity': 0.18 }} />
          <Layer id="zona-borde" type="line" paint={{ 'line-color': '#3f6212', 'line-width': 2 }} />
        </Source>
      ) : null}
      {exact ? (
        <NamedMarker label={t`Punto exacto de la finca`} latitude={exact.lat} longitude={exact.lon} anchor="bottom">
          <PinIcon className="h-8 w-8 fill-primary text-primary-foreground" aria-hidden="true" />
        </NamedMarker>
      ) : null}
      {pick?.point ? (
        <NamedMarker
          label={t`Punto marcado de la finca`}
          latitude={pick.point.lat}
          longitude={pick.point.lon}
          anchor="bottom"
          draggable
          onDragEnd={(event) => pick.onChange({ lat: event.lngLat.lat, lon: event.lngLat.lng })}
        >
          <PinIcon className="h-9 w-9 fill-primary text-primary-foreground" aria-hidden="true" />
        </NamedMarker>
      ) : null}
      {places.map((place) => {
        const count = place.pins.length;
        const titles = place.pins.map((p) => p.title).join(', ');
        const label =
          count === 1
            ? place.pins[0]!.title
            : plural(count, { one: `# tarea: ${titles}`, other: `# tareas: ${titles}` });
        return (
          <NamedMarker
            key={place.key}
            label={label}
            onActivate={() => setSelected(place.key)}
            latitude={place.point.lat}
            longitude={place.point.lon}
            anchor="bottom"
          >
            <span title={label} className="relative flex h-8 w-8 cursor-pointer items-center justify-center">
              <PinIcon className="h-8 w-8 fill-primary text-primary-foreground" aria-hidden="true" />
              {place.pins.length > 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute -right-2 -top-1 rounded-full border border-primary bg-background px-1.5 text-xs font-bold text-foreground"
                >
                  {place.pins.length}
                </span>
              ) : null}
            </span>
          </NamedMarker>
        );
      })}
      {chosen ? (
        <Popup
          latitude={chosen.point.lat}
          longitude={chosen.point.lon}
          // No fixed anchor: MapLibre puts the popup where it fits inside the map.
          offset={34}
          maxWidth="260px"
          onClose={() => setSelected(null)}
          closeOnClick={false}
        >
          <ul className="flex max-h-48 flex-col gap-2 overflow-y-auto pr-6 text-sm">
            {chosen.pins.map((pin) => (
              <li key={pin.id}>
                <Link to={pin.href} className="font-semibold text-primary underline">
                  {pin.title}
                </Link>
              </li>
            ))}
          </ul>
        </Popup>
      ) : null}
    </MapLibreMap>
  );
}
