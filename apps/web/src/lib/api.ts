import { type ApiErrorBody, BAD_REQUEST_MESSAGE, INTERNAL_MESSAGE } from '@faena/shared';
import { t } from '@lingui/core/macro';
import type { HttpMethod } from 'openapi-typescript-helpers';
import { i18n } from '@/lib/i18n';
import { OFFLINE_HEADER } from '@/sw/header';
import type { Answer, CallArgs, Filled, Path, PathParams, Url } from './api-types';
import { noteCachedAnswer, noteFreshAnswer } from './offline';

/** An answer of the API that is not a success, with its stable code and Spanish message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function request<T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    const headers: Record<string, string> = {
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...(init?.headers as Record<string, string> | undefined),
    };
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...init,
      headers: Object.keys(headers).length ? headers : undefined,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', t`No hay conexión. Comprueba la cobertura y vuelve a intentarlo.`);
  }
  // The service worker answers from its cache when the server cannot be reached (sw/sw.ts).
  const cachedAt = response.headers.get(OFFLINE_HEADER);
  if (cachedAt) noteCachedAnswer(cachedAt);
  else noteFreshAnswer();
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = (data as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? (response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
      // The server's message comes in the request's language; its fallbacks are shared (marked m()).
      error?.message ?? i18n._(response.status >= 500 ? INTERNAL_MESSAGE : BAD_REQUEST_MESSAGE),
      error?.fields,
    );
  }
  return data as T;
}

/** `{name}` segments of a contract path filled with their encoded values. */
function fillPath(template: string, values: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values?.[name] ?? '')));
}

function typedCall<M extends HttpMethod>(method: M) {
  return <P extends Path<M>>(path: P, ...[options]: CallArgs<P, M>): Promise<Answer<P, M>> => {
    const o = (options ?? {}) as {
      path?: Record<string, unknown>;
      query?: Record<string, string | number | boolean | null | undefined>;
      body?: unknown;
      form?: FormData;
      headers?: Record<string, string>;
    };
    const url = fillPath(path, o.path) + (o.query ? toQuery(o.query) : '');
    const body = o.form ?? o.body ?? (method === 'post' ? {} : undefined);
    return request<Answer<P, M>>(method.toUpperCase(), url, body, o.headers ? { headers: o.headers } : undefined);
  };
}

/**
 * The one way the web app talks to the API, as its contract declares it (`@faena/shared/api`,
 * decision 0017): the path is one the server serves for that method, parameters and body are
 * checked, the answer is typed; same-origin, JSON, a refusal becomes an ApiError.
 * `api.get('/api/tasks/{taskId}', { path: { taskId } })`.
 */
export const api = {
  get: typedCall('get'),
  post: typedCall('post'),
  put: typedCall('put'),
  patch: typedCall('patch'),
  delete: typedCall('delete'),
};

/**
 * The URL of a contract path with its parameters filled, for what is not a call made here: a
 * link to a document, the address an offline action is queued under.
 * `contractUrl('post', '/api/tasks/{taskId}/progress', { taskId })`.
 */
export function contractUrl<M extends HttpMethod, P extends Path<M>>(
  _method: M,
  path: P,
  ...[params]: PathParams<P, M> extends undefined ? [] : [params: PathParams<P, M>]
): Filled<P> {
  return fillPath(path, params as Record<string, unknown> | undefined) as Filled<P>;
}

/** Sends again a POST kept by the offline queue under its URL (lib/offline-queue.ts), with its Idempotency-Key. */
export function replayPost(url: Url<'post'>, body: Record<string, unknown>, headers: Record<string, string>) {
  return request<unknown>('POST', url, body, { headers });
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n._(INTERNAL_MESSAGE);
}

/** Builds a query string from the defined, non-empty values. */
function toQuery(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
