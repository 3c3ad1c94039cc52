import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  pauseToast,
  reducer,
  resetToasts,
  resumeToast,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
} from './toast';

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toast queue', () => {
  it('uses the original constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('keeps at most one toast: a new one replaces the old', () => {
    toast({ title: 'Primero' });
    toast({ title: 'Segundo', description: 'Detalle', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      title: 'Segundo',
      description: 'Detalle',
      variant: 'destructive',
      open: true,
    });
  });

  it('hides a dismissed toast and removes it after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Guardado' });
    dismissToast(id);
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('reducer: dismiss without id closes all, remove without id empties', () => {
    const state = [
      { id: '1', open: true },
      { id: '2', open: true },
    ];
    expect(reducer(state, { type: 'DISMISS' }).every((t) => !t.open)).toBe(true);
    expect(reducer(state, { type: 'REMOVE' })).toEqual([]);
  });

  it('closes by itself after 6 s, the count paused while someone reads it (pointer or focus on it)', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Pago anotado' });
    vi.advanceTimersByTime(4_000);
    pauseToast(id);
    vi.advanceTimersByTime(60_000);
    expect(getToasts()[0]?.open).toBe(true);
    resumeToast(id);
    vi.advanceTimersByTime(TOAST_DURATION - 4_000 - 1);
    expect(getToasts()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts()[0]?.open).toBe(false);
    // Dismissed: removed after the original's delay, as before.
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toHaveLength(0);
  });

  it('a paused toast replaced by a new one does not hold the new one open', () => {
    vi.useFakeTimers();
    const first = toast({ title: 'Primero' });
    pauseToast(first);
    toast({ title: 'Segundo' });
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION);
    expect(getToasts()[0]).toMatchObject({ title: 'Segundo', open: false });
  });
});
