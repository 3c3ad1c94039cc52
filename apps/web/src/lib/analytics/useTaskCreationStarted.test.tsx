import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTaskCreationStarted } from './useTaskCreationStarted';

const track = vi.fn();
vi.mock('./client', () => ({ track: (...args: unknown[]) => track(...args) }));

function wrapper(entry: { pathname: string; search?: string; state?: unknown; key?: string }) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
}

beforeEach(() => track.mockClear());

describe('useTaskCreationStarted', () => {
  it('counts a start from the dashboard once, with the property of ?propiedad=, and consumes the state', () => {
    const { result, rerender } = renderHook(
      () => {
        useTaskCreationStarted('perfil-1');
        return useLocation();
      },
      {
        wrapper: wrapper({
          pathname: '/publish-task',
          search: '?propiedad=finca-9',
          state: { source: 'dashboard' },
          key: 'a',
        }),
      },
    );
    rerender();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('task_creation_started', {
      owner_id: 'perfil-1',
      property_id: 'finca-9',
      source: 'dashboard',
    });
    expect(result.current.state).toBeNull();
    expect(result.current.search).toBe('?propiedad=finca-9');
  });

  it('sends property_id null without a property', () => {
    renderHook(() => useTaskCreationStarted('perfil-1'), {
      wrapper: wrapper({ pathname: '/publish-task', state: { source: 'dashboard' }, key: 'b' }),
    });
    expect(track).toHaveBeenCalledWith('task_creation_started', expect.objectContaining({ property_id: null }));
  });

  it('does not count a visit that did not start on the dashboard, nor a non-owner', () => {
    renderHook(() => useTaskCreationStarted('perfil-1'), { wrapper: wrapper({ pathname: '/publish-task', key: 'c' }) });
    renderHook(() => useTaskCreationStarted(null), {
      wrapper: wrapper({ pathname: '/publish-task', state: { source: 'dashboard' }, key: 'd' }),
    });
    expect(track).not.toHaveBeenCalled();
  });
});
