import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpiryTime, RelativeTime } from './RelativeTime';

const START = new Date('2027-03-03T10:00:00.000Z');
const minutesAgo = (n: number) => new Date(START.getTime() - n * 60_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RelativeTime', () => {
  it('stays true while the screen is open: "hace 5 minutos" becomes "hace 6 minutos"', () => {
    render(<RelativeTime date={minutesAgo(5)} />);
    expect(screen.getByText('hace 5 minutos')).toHaveAttribute('dateTime', minutesAgo(5));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('hace 6 minutos')).toBeInTheDocument();
  });

  it('many times on screen share one clock, stopped when none is left', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    const { unmount } = render(
      <ul>
        {Array.from({ length: 20 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={i}>
            <RelativeTime date={minutesAgo(i + 1)} />
          </li>
        ))}
      </ul>,
    );
    expect(setInterval).toHaveBeenCalledTimes(1);
    unmount();
    expect(clearInterval).toHaveBeenCalledTimes(1);
  });

  it('catches up at once when the tab comes back into view', () => {
    render(<RelativeTime date={minutesAgo(1)} />);
    vi.setSystemTime(new Date(START.getTime() + 2 * 3_600_000));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('hace 2 horas')).toBeInTheDocument();
  });
});

describe('ExpiryTime', () => {
  it('says when a running offer ends, and once past never "caduca hace…" but when it ended', () => {
    const deadline = new Date(START.getTime() + 60_000).toISOString();
    const { container } = render(
      <p>
        <ExpiryTime date={deadline} />
      </p>,
    );
    expect(container).toHaveTextContent('caduca dentro de 1 minuto');
    act(() => vi.advanceTimersByTime(90_000));
    expect(container).toHaveTextContent(/^caducó el 3 mar 2027, 11:01$/);
    expect(container).not.toHaveTextContent(/caduca hace/);
  });
});
