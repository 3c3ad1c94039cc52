import { zAdminUsersQuery } from '@faena/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, contractUrl, replayPost } from './api';
import { checkedQuery } from './checked-query';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status = 200, body: unknown = { ok: true }) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api', () => {
  it('fills the path, adds the query, sends the JSON body and headers', async () => {
    const fetchMock = stubFetch(200, { id: 'tarea-1' });
    await api.get('/api/tasks/{taskId}', { path: { taskId: 'a b/c' } });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/tasks/a%20b%2Fc', expect.objectContaining({ method: 'GET' }));
    await api.get('/api/tasks', { query: { q: 'olivos', province: '23', category: undefined } });
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/tasks?q=olivos&province=23');
    await api.post('/api/tasks/{taskId}/cancel', {
      path: { taskId: 't1' },
      body: { reason: 'Ya no hace falta' },
      headers: { 'idempotency-key': 'clave-0001' },
    });
    const [url, init = {}] = fetchMock.mock.lastCall ?? [''];
    expect(url).toBe('/api/tasks/t1/cancel');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ reason: 'Ya no hace falta' }));
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'clave-0001' });
  });

  it('sends a form as it is, and turns a refusal into a Spanish ApiError', async () => {
    const fetchMock = stubFetch(413, {
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'El envío es demasiado grande.' },
    });
    const form = new FormData();
    form.set('purpose', 'task');
    const sent = api.post('/api/images', { form });
    await expect(sent).rejects.toEqual(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'El envío es demasiado grande.'));
    expect(fetchMock.mock.lastCall?.[1]?.body).toBe(form);
  });
});

describe('contractUrl and replayPost', () => {
  it('fills a contract path for a link or a queued action, and sends a queued POST to it with its key', async () => {
    expect(contractUrl('get', '/api/verification/documents/{documentId}', { documentId: 'd 1' })).toBe(
      '/api/verification/documents/d%201',
    );
    expect(contractUrl('post', '/api/tasks')).toBe('/api/tasks');
    const fetchMock = stubFetch(201, { id: 'avance-1' });
    const url = contractUrl('post', '/api/tasks/{taskId}/progress', { taskId: 't1' });
    expect(await replayPost(url, { text: 'Podados' }, { 'idempotency-key': 'clave-0002' })).toEqual({ id: 'avance-1' });
    const [sentTo, init = {}] = fetchMock.mock.lastCall ?? [''];
    expect(sentTo).toBe('/api/tasks/t1/progress');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ text: 'Podados' }));
    expect(init.headers).toMatchObject({ 'idempotency-key': 'clave-0002' });
  });
});

describe('checkedQuery', () => {
  it("types the address bar's filters by the contract once the server's schema accepts them", () => {
    const filters = { q: 'ana', role: 'professional', page: '2' };
    expect(checkedQuery('/api/admin/users', zAdminUsersQuery, filters)).toBe(filters);
  });

  it('refuses a filter the server would refuse, with its Spanish message', () => {
    expect(() => checkedQuery('/api/admin/users', zAdminUsersQuery, { role: 'jefe' })).toThrow(
      new ApiError(400, 'VALIDATION', 'Rol no válido.', { role: 'Rol no válido.' }),
    );
  });
});
