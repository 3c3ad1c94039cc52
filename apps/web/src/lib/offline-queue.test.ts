import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sender } from './offline-queue';

/** A fresh copy of the module, as after a page reload: only IndexedDB remains. */
async function load() {
  vi.resetModules();
  const queue = await import('./offline-queue');
  // The queue's own copy of ApiError (a reload gives new classes too).
  ApiError = (await import('./api')).ApiError;
  return queue;
}
let ApiError: typeof import('./api').ApiError;

function recorder(fail: (path: string, calls: number) => unknown = () => undefined) {
  const calls: { kind: 'upload' | 'post'; path: string; key: string; body?: Record<string, unknown> }[] = [];
  const sender: Sender = {
    async uploadPhoto(_purpose, file, key, onProgress) {
      calls.push({ kind: 'upload', path: '/api/uploads', key });
      const error = fail(file.name, calls.filter((c) => c.kind === 'upload').length);
      if (error) throw error;
      onProgress(file.data.byteLength, file.data.byteLength);
      return `foto-${key}`;
    },
    async post(path, body, key) {
      calls.push({ kind: 'post', path, key, body });
      const error = fail(path, calls.filter((c) => c.path === path).length);
      if (error) throw error;
      return {};
    },
  };
  return { calls, sender };
}

afterEach(async () => {
  const q = await load();
  await q.clearQueue();
});

const progress = (text: string) => ({
  kind: 'progress' as const,
  label: `Avance: ${text}`,
  path: '/api/tasks/t1/progress' as const,
  body: { text, percent: null, photoIds: [] },
  photos: null,
});

describe('the offline queue', () => {
  it('keeps actions across a reload and sends them in order, each once with its own key', async () => {
    let q = await load();
    const first = await q.enqueue({
      ...progress('Podados los olivos del norte'),
      photos: {
        purpose: 'progress',
        files: [{ name: 'olivo.jpg', type: 'image/jpeg', data: new TextEncoder().encode('jpeg').buffer }],
      },
    });
    const second = await q.enqueue({
      kind: 'message',
      label: 'Mensaje: Mañana sigo',
      path: '/api/conversations/c1/messages',
      body: { body: 'Mañana sigo', photoIds: [], clientId: 'cliente-1234' },
      photos: null,
    });

    q = await load();
    const kept = await q.listQueued();
    expect(kept.map((a) => a.id)).toEqual([first.id, second.id]);
    expect(kept[0]?.photos?.files[0]?.data.byteLength).toBe(4);
    expect(await q.pendingCount()).toBe(2);

    const { calls, sender } = recorder();
    const result = await q.flushQueue(sender);
    expect(result.sent.map((a) => a.id)).toEqual([first.id, second.id]);
    expect(calls.map((c) => [c.kind, c.key])).toEqual([
      ['upload', `${first.id}-foto-0`],
      ['post', first.id],
      ['post', second.id],
    ]);
    expect(calls[1]?.body?.photoIds).toEqual([`foto-${first.id}-foto-0`]);
    expect(await q.listQueued()).toEqual([]);
    // Nothing left: sending again sends nothing.
    await q.flushQueue(sender);
    expect(calls).toHaveLength(3);
  });

  it('does not upload again a photo that made it before the connection dropped', async () => {
    const q = await load();
    const bytes = (text: string) => new TextEncoder().encode(text).buffer;
    const message = await q.enqueue({
      kind: 'message',
      label: 'Mensaje con fotos',
      path: '/api/conversations/c1/messages',
      body: { body: '', photoIds: [], clientId: 'cliente-5678' },
      photos: {
        purpose: 'message',
        files: [
          { name: 'puerta.jpg', type: 'image/jpeg', data: bytes('uno') },
          { name: 'valla.jpg', type: 'image/jpeg', data: bytes('dos') },
        ],
      },
    });
    // The second photo's upload meets a dead connection.
    const cut = recorder((name) => (name === 'valla.jpg' ? new ApiError(0, 'NETWORK', 'No hay conexión.') : undefined));
    expect(await q.flushQueue(cut.sender)).toMatchObject({ stopped: true, sent: [] });
    expect(cut.calls.map((c) => c.key)).toEqual([`${message.id}-foto-0`, `${message.id}-foto-1`]);
    // The first one's photo id is kept with the action, across a reload.
    const reloaded = await load();
    expect((await reloaded.listQueued())[0]?.photos?.files.map((f) => f.imageId)).toEqual([
      `foto-${message.id}-foto-0`,
      undefined,
    ]);
    const back = recorder();
    await reloaded.flushQueue(back.sender);
    expect(back.calls.map((c) => [c.kind, c.key])).toEqual([
      ['upload', `${message.id}-foto-1`],
      ['post', message.id],
    ]);
    expect(back.calls[1]?.body?.photoIds).toEqual([`foto-${message.id}-foto-0`, `foto-${message.id}-foto-1`]);
    expect(await reloaded.listQueued()).toEqual([]);
  });

  it('stops at a dropped connection and keeps the order for later', async () => {
    const q = await load();
    const a = await q.enqueue(progress('Uno'));
    const b = await q.enqueue(progress('Dos'));
    const offline = recorder(() => new ApiError(0, 'NETWORK', 'No hay conexión.'));
    const result = await q.flushQueue(offline.sender);
    expect(result).toMatchObject({ sent: [], failed: [], stopped: true });
    expect(offline.calls).toHaveLength(1);
    expect((await q.listQueued()).map((x) => [x.id, x.status])).toEqual([
      [a.id, 'pending'],
      [b.id, 'pending'],
    ]);
    const online = recorder();
    await q.flushQueue(online.sender);
    expect(online.calls.map((c) => c.key)).toEqual([a.id, b.id]);
  });

  it('keeps a final refusal with the server’s Spanish message until the user discards it', async () => {
    const q = await load();
    const refused = await q.enqueue(progress('Terminado el vallado'));
    const next = await q.enqueue(progress('Recogidas las herramientas'));
    const { sender } = recorder((_path, n) =>
      n === 1 ? new ApiError(409, 'CONFLICT', 'Esta tarea ya no está en curso.') : undefined,
    );
    const result = await q.flushQueue(sender);
    expect(result.failed.map((a) => a.id)).toEqual([refused.id]);
    expect(result.sent.map((a) => a.id)).toEqual([next.id]);
    const left = await q.listQueued();
    expect(left).toEqual([
      expect.objectContaining({ id: refused.id, status: 'failed', error: 'Esta tarea ya no está en curso.' }),
    ]);
    expect(await q.pendingCount()).toBe(0);
    await q.discard(refused.id);
    expect(await q.listQueued()).toEqual([]);
  });
});
