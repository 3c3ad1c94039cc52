import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { trackTaskCreationStarted } from './events';

const started = new Set<string>();

/**
 * On the publish page: task_creation_started when the owner arrived from the dashboard's
 * 'Publicar tarea' (navigation state `{ source: 'dashboard' }`), with the property of
 * `?propiedad=<id>` when they started from one. The state is then consumed, so a reload or a
 * step back and forth does not count the same start twice.
 */
export function useTaskCreationStarted(ownerId: string | null | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  const fromDashboard = (location.state as { source?: string } | null)?.source === 'dashboard';
  useEffect(() => {
    if (!fromDashboard || !ownerId || started.has(location.key)) return;
    started.add(location.key);
    trackTaskCreationStarted(ownerId, new URLSearchParams(location.search).get('propiedad'));
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [fromDashboard, ownerId, location.key, location.pathname, location.search, navigate]);
}
