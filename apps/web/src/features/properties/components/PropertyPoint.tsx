import type { GeoPoint } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { MapPin, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { MapFrame } from '@/components/map';
import { Button } from '@/components/ui/button';

/** Degrees as typed: an optional minus, digits, and decimals after a comma (Spanish) or a point. */
const DEGREES = /^-?\d{1,3}([.,]\d{1,10})?$/;

/** A typed coordinate → a number; null when empty; undefined when it is not a number of degrees. */
export function parseDegrees(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  return DEGREES.test(value) ? Number(value.replace(',', '.')) : undefined;
}

/** A coordinate as the form shows it: five decimals (about a metre), with a decimal comma. */
export function formatDegrees(value: number): string {
  return value.toFixed(5).replace('.', ',');
}

/** The point the two fields hold, when both are numbers. */
export function pointOf(lat: string, lon: string): GeoPoint | null {
  const [a, b] = [parseDegrees(lat), parseDegrees(lon)];
  return typeof a === 'number' && typeof b === 'number' ? { lat: a, lon: b } : null;
}

/**
 * 'Marcar en el mapa': a map centred on the municipality's point where a click or a tap sets the
 * finca's point and dragging the marker moves it; 'Quitar el punto' clears it. The 'Latitud' and
 * 'Longitud' fields (given as `fields`) hold it and work alone: with no pointer, and with no map.
 */
export function PropertyPoint({
  municipalityCode,
  point,
  onChange,
  onClear,
  fields,
}: {
  municipalityCode: string;
  point: GeoPoint | null;
  onChange(point: GeoPoint): void;
  onClear(): void;
  fields: ReactNode;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [mapFailed, setMapFailed] = useState(false);
  // The municipality's point (CNIG), from the lazy points module, once the map is asked for.
  const [centre, setCentre] = useState<{ code: string; point: GeoPoint | undefined } | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    import('@faena/shared/municipality-points').then(
      (m) => live && setCentre({ code: municipalityCode, point: m.municipalityPoint(municipalityCode) }),
      () => live && setCentre({ code: municipalityCode, point: undefined }),
    );
    return () => {
      live = false;
    };
  }, [open, municipalityCode]);

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{t`Punto en el mapa`}</legend>
      <p className="-mt-1 text-sm text-muted-foreground sm:col-span-2">
        {t`Opcional. Sin punto se usa el del municipio. El punto exacto solo lo verán tú y el profesional que contrates; los demás ven una zona de alrededor de un kilómetro.`}
      </p>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button variant="outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          <MapPin className="h-4 w-4" aria-hidden="true" />
          {open ? t`Cerrar el mapa` : t`Marcar en el mapa`}
        </Button>
        {point ? (
          <Button variant="ghost" onClick={onClear}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t`Quitar el punto`}
          </Button>
        ) : null}
      </div>
      {open ? (
        <div className="sm:col-span-2">
          {centre?.code === municipalityCode ? (
            <MapFrame
              key={municipalityCode}
              label={t`Mapa para marcar el punto de la finca`}
              className="h-80"
              center={centre.point}
              zoom={centre.point ? 13 : 5}
              pick={{ point, onChange }}
              municipalityCredit
              onFailed={() => setMapFailed(true)}
              notice={t`Escribe la latitud y la longitud de la finca abajo: las puedes copiar de la aplicación de mapas del móvil.`}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t`Cargando el mapa…`}</p>
          )}
          {mapFailed ? null : (
            <p className="mt-2 text-sm text-muted-foreground">
              {t`Toca o haz clic en la finca para poner el punto; arrastra el marcador para moverlo.`}
            </p>
          )}
        </div>
      ) : null}
      {fields}
    </fieldset>
  );
}
