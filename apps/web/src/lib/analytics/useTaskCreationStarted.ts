import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { trackTaskCreationStarted } from './events';

const started = new Set<string>();

/**
 * The navigation state of a 'Publicar tarea' that starts a task: the dashboard's, and each
 * property card's in /properties (which adds `?propiedad=<id>`). Its `source` is the original's
 * only value, 'dashboard'.
 */
export const TASK_CREATION_START = { source: 'dashboard' } as const;

/** Where a property card's 'Publicar tarea' goes: the form, with that property chosen. */
export const publishTaskFor = (propertyId: string) => `/publish-task?propiedad=${encodeURIComponent(propertyId)}`;

/**
 * On the publish page: task_creation_started when the owner arrived by a 'Publicar tarea' that
 * starts a task (navigation state TASK_CREATION_START), with the property of `?propiedad=<id>`
 * when they started from one, else null. The state is then consumed, so a reload or a step back
 * and forth does not count the same start twice.
 */
export function useTaskCreationStarted(ownerId: string | null | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  const fromStart = (location.state as { source?: string } | null)?.source === TASK_CREATION_START.source;
  useEffect(() => {
    if (!fromStart || !ownerId || started.has(location.key)) return;
    started.add(location.key);
    trackTaskCreationStarted(ownerId, new URLSearchParams(location.search).get('propiedad') || null);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [fromStart, ownerId, location.key, location.pathname, location.search, navigate]);
}
