import 'maplibre-gl/dist/maplibre-gl.css';
import type { GeoPoint } from '@faena/shared';
import { useQuery } from '@tanstack/react-query';
import {
  AttributionControl,
  Layer,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  Source,
} from '@vis.gl/react-maplibre';
import { MapPin as PinIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { publicConfigQuery } from '@/lib/config';
import type { MapContent } from './types';

// The heavy part of the maps (MapLibre GL, ≈ 280 kB gzip, and its style sheet): only ever
// imported lazily, by MapFrame (index.tsx), on the screens that show a map.

/** Without the style and its first tiles by then, the map gives up and the screen shows its notice. */
export const MAP_LOAD_TIMEOUT_MS = 15_000;

const mapLib = import('maplibre-gl');

/** MapLibre's own words, in Spanish. */
const LOCALE: Record<string, string> = {
  'AttributionControl.ToggleAttribution': 'Mostrar u ocultar los créditos del mapa',
  'Map.Title': 'Mapa',
  'Marker.Title': 'Marcador',
  'NavigationControl.ResetBearing': 'Orientar al norte',
  'NavigationControl.ZoomIn': 'Acercar',
  'NavigationControl.ZoomOut': 'Alejar',
  'Popup.Close': 'Cerrar',
  'CooperativeGesturesHandler.WindowsHelpText': 'Usa Ctrl y la rueda del ratón para acercar o alejar el mapa',
  'CooperativeGesturesHandler.MacHelpText': 'Usa ⌘ y la rueda del ratón para acercar o alejar el mapa',
  'CooperativeGesturesHandler.MobileHelpText': 'Usa dos dedos para mover el mapa',
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

interface Props extends MapContent {
  /** The style or its tiles could not be had (an error, or nothing by MAP_LOAD_TIMEOUT_MS). */
  onFail(): void;
}

export default function MapView({ center, zoom, pins, area, exact, pick, municipalityCredit, onFail }: Props) {
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
    return { latitude: at.lat, longitude: at.lon, zoom: zoom ?? (points.length ? 10 : 5) };
  });

  const circle = useMemo(() => (area ? circlePolygon(area.center, area.radiusKm) : null), [area]);
  const chosen = pins?.find((p) => p.id === selected);

  if (!config.data) return <p className="p-4 text-sm text-muted-foreground">Cargando el mapa…</p>;
  return (
    <MapLibreMap
      mapLib={mapLib}
      mapStyle={config.data.map.styleUrl}
      initialViewState={initialViewState}
      style={{ width: '100%', height: '100%' }}
      locale={LOCALE}
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
        <Marker latitude={exact.lat} longitude={exact.lon} anchor="bottom">
          <PinIcon className="h-8 w-8 fill-primary text-primary-foreground" aria-hidden="true" />
        </Marker>
      ) : null}
      {pick?.point ? (
        <Marker
          latitude={pick.point.lat}
          longitude={pick.point.lon}
          anchor="bottom"
          draggable
          onDragEnd={(event) => pick.onChange({ lat: event.lngLat.lat, lon: event.lngLat.lng })}
        >
          <PinIcon className="h-9 w-9 fill-primary text-primary-foreground" aria-hidden="true" />
        </Marker>
      ) : null}
      {pins?.map((pin) => (
        <Marker key={pin.id} latitude={pin.point.lat} longitude={pin.point.lon} anchor="bottom">
          <button
            type="button"
            aria-label={pin.title}
            title={pin.title}
            className="flex h-8 w-8 items-center justify-center rounded-full"
            onClick={(event) => {
              event.stopPropagation();
              setSelected(pin.id);
            }}
          >
            <PinIcon className="h-8 w-8 fill-primary text-primary-foreground" aria-hidden="true" />
          </button>
        </Marker>
      ))}
      {chosen ? (
        <Popup
          latitude={chosen.point.lat}
          longitude={chosen.point.lon}
          anchor="bottom"
          offset={34}
          onClose={() => setSelected(null)}
          closeOnClick={false}
        >
          <Link to={chosen.href} className="font-semibold text-primary underline">
            {chosen.title}
          </Link>
        </Popup>
      ) : null}
    </MapLibreMap>
  );
}
