import type { GeoPoint } from '@faena/shared';
import type { TaskDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { Navigation } from 'lucide-react';
import { MapFrame } from '@/components/map';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** How far around the public point the area circle reaches (the point itself is rounded to ~1 km). */
export const AREA_RADIUS_KM = 1.5;

/**
 * 'Cómo llegar': Google Maps' universal address, which opens the Maps app on Android and on iOS
 * (or the browser where it is not installed) with the route to the point.
 */
export function directionsUrl(point: GeoPoint): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat.toFixed(6)},${point.lon.toFixed(6)}`;
}

/**
 * Where the task is: for anyone who may see it, its approximate area (a circle, never a pin);
 * for the owner and the assigned professional while the job is on, the finca's exact point
 * (the server sends `exactPoint` to no one else) and 'Cómo llegar'.
 */
export function TaskMapCard({ task }: { task: TaskDto }) {
  const { t } = useLingui();
  const exact = task.exactPoint;
  if (!task.point && !exact) return null;
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold">{exact ? t`Dónde está la finca` : t`Zona aproximada`}</h2>
      <p className="mb-3 text-sm text-muted-foreground">
        {exact
          ? task.viewer.isOwner
            ? t`El círculo es lo que ven los demás; el punto exacto solo lo ves tú y el profesional asignado mientras el trabajo esté en marcha.`
            : t`El punto exacto solo lo ves tú, como profesional asignado, mientras el trabajo esté en marcha.`
          : t`El círculo marca la zona aproximada: la de la finca o, si su dueño no la ha marcado, la del pueblo. El punto exacto solo lo verá el profesional asignado.`}
      </p>
      <MapFrame
        label={exact ? t`Mapa de la finca` : t`Mapa de la zona de la tarea`}
        className="h-56"
        area={task.point ? { center: task.point, radiusKm: AREA_RADIUS_KM } : undefined}
        exact={exact}
        municipalityCredit={!exact}
        notice={
          exact
            ? t`El enlace «Cómo llegar» abre igualmente el mapa del móvil.`
            : t`El municipio está en «Lugar», más abajo.`
        }
      />
      {exact ? (
        <a
          href={directionsUrl(exact)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline', 'md', 'mt-3')}
        >
          <Navigation className="h-4 w-4" aria-hidden="true" />
          {t`Cómo llegar`}
        </a>
      ) : null}
    </Card>
  );
}
