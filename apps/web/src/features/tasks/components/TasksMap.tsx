import type { TaskSummary } from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { List, Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MapFrame, type MapPin } from '@/components/map';
import { Button } from '@/components/ui/button';

/** 'Ver mapa' / 'Ver lista' of Buscar tareas, kept in the address (`vista=mapa`) like the filters. */
export function useMapView() {
  const [params, setParams] = useSearchParams();
  const on = params.get('vista') === 'mapa';
  const toggle = () => {
    const next = new URLSearchParams(params);
    if (on) next.delete('vista');
    else next.set('vista', 'mapa');
    setParams(next, { replace: true });
  };
  return { on, toggle };
}

export function MapToggle({ view }: { view: ReturnType<typeof useMapView> }) {
  const { t } = useLingui();
  return (
    <Button variant="outline" className="mb-3 h-10" onClick={view.toggle}>
      {view.on ? <List className="h-4 w-4" aria-hidden="true" /> : <MapIcon className="h-4 w-4" aria-hidden="true" />}
      {view.on ? t`Ver lista` : t`Ver mapa`}
    </Button>
  );
}

/**
 * The results on a map, a marker per task at its public point (about 1 km, or its municipality's).
 * The list stays under it: what the map shows, the list says to a keyboard or a screen reader.
 */
export function TasksMap({ tasks, resetKey }: { tasks: TaskSummary[]; resetKey: string }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const pins: MapPin[] = tasks.flatMap((task) =>
    task.point ? [{ id: task.id, point: task.point, title: task.title, href: `/task/${task.id}` }] : [],
  );
  const onMap = pins.length;
  return (
    <div className="mb-4">
      <MapFrame
        // A new search opens a new map around its own results.
        key={resetKey}
        label={t`Mapa de las tareas`}
        className="h-[min(60vh,480px)]"
        pins={pins}
        municipalityCredit
        notice={t`Te mostramos la lista.`}
        onFailed={() => setFailed(true)}
      />
      {failed ? null : (
        <p className="mt-2 text-sm text-muted-foreground">
          {plural(onMap, {
            one: '# tarea en el mapa, en su zona aproximada. La lista sigue debajo.',
            other: '# tareas en el mapa, en su zona aproximada. La lista sigue debajo.',
          })}
        </p>
      )}
    </div>
  );
}
