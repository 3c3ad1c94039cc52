import { useSyncExternalStore } from 'react';

/**
 * The current time for what a screen says relative to it ("hace 5 minutos", "caduca en 2 días"):
 * one clock for the whole app, ticking every 30 s while something on screen reads it, and at once
 * when the tab comes back into view. A hundred times on screen share this one timer.
 */
export const TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function onVisible() {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
      document.removeEventListener('visibilitychange', onVisible);
    }
  };
}

function snapshot() {
  // Nobody was watching: the last tick may be old, so the first reader starts from now.
  if (!timer && Math.abs(Date.now() - now) >= TICK_MS) now = Date.now();
  return now;
}

/** Milliseconds since the epoch, as of the last tick of the shared clock. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
