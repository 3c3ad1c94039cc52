import { useSyncExternalStore } from 'react';

/** The original's constants: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays on screen before it dismisses itself. */
export const TOAST_DURATION = 6_000;

export interface Toast {
  id: string;
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open'>;

type Action = { type: 'ADD'; toast: Toast } | { type: 'DISMISS'; id?: string } | { type: 'REMOVE'; id?: string };

export function reducer(state: Toast[], action: Action): Toast[] {
  switch (action.type) {
    case 'ADD':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'DISMISS':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'REMOVE':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

let state: Toast[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: Action) {
  state = reducer(state, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  for (const t of state) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  dispatch({ type: 'DISMISS', id });
}

/** Shows a toast (title, description, optional destructive variant); returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'ADD', toast: { ...input, id, open: true } });
  setTimeout(() => dismissToast(id), TOAST_DURATION);
  return id;
}

export function getToasts(): Toast[] {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}

/** Test helper: back to an empty queue. */
export function resetToasts() {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  state = [];
}
