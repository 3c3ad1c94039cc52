import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, reducer, resetToasts, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast } from './toast';

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
});
