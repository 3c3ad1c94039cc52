import { useSyncExternalStore } from 'react';

/** The original's constants: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/**
 * How long a toast stays on screen before it dismisses itself — counted only while nobody is
 * reading it: the pointer over it or focus inside it pauses the count (WCAG 2.2.1), and leaving
 * gives it back its remaining time.
 */
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

/** The auto-close of each open toast: its timer while counting, or the time left while paused. */
const autoClose = new Map<string, { timer: ReturnType<typeof setTimeout> | null; left: number; since: number }>();

function startAutoClose(id: string, ms: number) {
  autoClose.set(id, { timer: setTimeout(() => dismissToast(id), ms), left: ms, since: Date.now() });
}

/** Stops the toast's count (the pointer is over it, or focus is inside it). */
export function pauseToast(id: string) {
  const entry = autoClose.get(id);
  if (!entry?.timer) return;
  clearTimeout(entry.timer);
  autoClose.set(id, { timer: null, left: Math.max(0, entry.left - (Date.now() - entry.since)), since: Date.now() });
}

/** Counts again the time it had left. */
export function resumeToast(id: string) {
  const entry = autoClose.get(id);
  if (!entry || entry.timer) return;
  startAutoClose(id, entry.left);
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
  for (const t of state) {
    if (id !== undefined && t.id !== id) continue;
    const entry = autoClose.get(t.id);
    if (entry?.timer) clearTimeout(entry.timer);
    autoClose.delete(t.id);
    scheduleRemoval(t.id);
  }
  dispatch({ type: 'DISMISS', id });
}

/** Shows a toast (title, description, optional destructive variant); returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'ADD', toast: { ...input, id, open: true } });
  // The one it replaced (the queue holds one) counts no more.
  for (const [other, entry] of autoClose) {
    if (state.some((t) => t.id === other)) continue;
    if (entry.timer) clearTimeout(entry.timer);
    autoClose.delete(other);
  }
  startAutoClose(id, TOAST_DURATION);
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
  for (const entry of autoClose.values()) if (entry.timer) clearTimeout(entry.timer);
  autoClose.clear();
  state = [];
}
