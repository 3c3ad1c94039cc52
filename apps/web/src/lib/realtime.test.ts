import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime } from './realtime';

/** A stand-in WebSocket: each one made is kept, and the test closes it as the server would. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {}
}

function answerSession(user: { id: string } | null) {
  return vi.fn(async () => new Response(JSON.stringify({ user }), { headers: { 'content-type': 'application/json' } }));
}

describe('the live connection after a drop', () => {
  beforeEach(() => {
    FakeSocket.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the session before reconnecting, and reconnects while it lives', async () => {
    const fetchMock = answerSession({ id: 'u1' });
    vi.stubGlobal('fetch', fetchMock);
    const onEvent = vi.fn();
    const stop = connectRealtime({ onEvent, onReconnect: vi.fn() });
    FakeSocket.made[0]?.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ method: 'GET' }));
    expect(FakeSocket.made).toHaveLength(2);
    expect(onEvent).not.toHaveBeenCalled();
    stop();
  });

  it('does not knock again with a dead cookie: the session ended while the socket was down', async () => {
    vi.stubGlobal('fetch', answerSession(null));
    const onEvent = vi.fn();
    const stop = connectRealtime({ onEvent, onReconnect: vi.fn() });
    FakeSocket.made[0]?.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(onEvent).toHaveBeenCalledWith({ type: 'session.ended', data: {} });
    stop();
  });

  it('still tries the socket when the server cannot be asked (no coverage)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const stop = connectRealtime({ onEvent: vi.fn(), onReconnect: vi.fn() });
    FakeSocket.made[0]?.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(FakeSocket.made).toHaveLength(2);
    stop();
  });
});
