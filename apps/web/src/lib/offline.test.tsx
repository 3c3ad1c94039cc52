import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteCachedAnswer, noteFreshAnswer } from './offline';
import { offlineNotice, useOfflineSince } from './offline-notice';

function Notice() {
  const since = useOfflineSince();
  return <p>{since ? offlineNotice(since) : 'En línea'}</p>;
}

afterEach(() => noteFreshAnswer());

describe('the offline notice', () => {
  it('says "Sin conexión — datos de las HH:MM" with the oldest cached answer, until a fresh one', () => {
    render(<Notice />);
    expect(screen.getByText('En línea')).toBeInTheDocument();
    const newer = new Date(2026, 10, 23, 9, 42);
    const older = new Date(2026, 10, 23, 8, 5);
    act(() => noteCachedAnswer(newer.toUTCString()));
    expect(screen.getByText('Sin conexión — datos de las 09:42')).toBeInTheDocument();
    act(() => noteCachedAnswer(older.toUTCString()));
    act(() => noteCachedAnswer(newer.toUTCString()));
    expect(screen.getByText('Sin conexión — datos de las 08:05')).toBeInTheDocument();
    act(() => noteFreshAnswer());
    expect(screen.getByText('En línea')).toBeInTheDocument();
  });

  it('ignores a cached answer without a usable date', () => {
    render(<Notice />);
    act(() => noteCachedAnswer('no es una fecha'));
    expect(screen.getByText('En línea')).toBeInTheDocument();
  });
});
