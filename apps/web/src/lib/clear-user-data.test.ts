import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearUserData } from './clear-user-data';
import { enqueue, pendingCount } from './offline-queue';

const action = {
  kind: 'message' as const,
  label: 'Mensaje: Llego a las nueve',
  path: '/api/conversations/x/messages' as const,
  body: { body: 'Llego a las nueve' },
  photos: null,
};

describe('clearUserData', () => {
  it('deletes the offline queue each time, even with the queue open in the page', async () => {
    await enqueue(action);
    await clearUserData();
    expect(await pendingCount()).toBe(0);
    // Signed in again in the same page, then out again: the second deletion must not wait forever.
    await enqueue(action);
    expect(await pendingCount()).toBe(1);
    await clearUserData();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('faena-cola');
    expect(await pendingCount()).toBe(0);
  }, 3000);
});
