import type { paths } from '@faena/shared/api';
import type {
  HttpMethod,
  PathsWithMethod,
  RequestBodyJSON,
  RequiredKeysOf,
  SuccessResponseJSON,
} from 'openapi-typescript-helpers';

/**
 * The API's calls typed by its contract (`@faena/shared/api`, generated from the server's routes;
 * decision 0017): a path the server does not serve, a missing parameter, a wrong body or a wrong
 * reading of the answer fails the typecheck. Types only: lib/api.ts does the requests.
 */

export type Path<M extends HttpMethod> = PathsWithMethod<paths, M>;

type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M & keyof paths[P]]>;

type Parameters<O> = O extends { parameters: infer X } ? X : Record<string, never>;

/** `path` and `query` as the operation declares them (required when it requires them). */
type ParameterOptions<O> = Pick<Parameters<O>, Extract<keyof Parameters<O>, 'path' | 'query'>>;

/** `body`: the JSON the operation takes (required when it requires one). Multipart uploads pass `form`. */
type BodyOptions<O> = [RequestBodyJSON<O>] extends [never]
  ? { body?: never; form?: FormData }
  : O extends { requestBody: unknown }
    ? { body: RequestBodyJSON<O> }
    : { body?: RequestBodyJSON<O> };

export type CallOptions<P extends keyof paths, M extends HttpMethod> = ParameterOptions<Operation<P, M>> &
  BodyOptions<Operation<P, M>> & {
    /** Extra request headers (the offline queue's Idempotency-Key). */
    headers?: Record<string, string>;
  };

/** The options argument: required when the operation has required parameters or body. */
export type CallArgs<P extends keyof paths, M extends HttpMethod> =
  RequiredKeysOf<CallOptions<P, M>> extends never ? [options?: CallOptions<P, M>] : [options: CallOptions<P, M>];

/** The `query` an operation takes (what a list's filters are typed as). */
export type Query<P extends Path<'get'>> = NonNullable<
  Parameters<Operation<P, 'get'>> extends { query?: infer Q } ? Q : never
>;

/** What a successful answer of the operation holds. */
export type Answer<P extends keyof paths, M extends HttpMethod> = SuccessResponseJSON<Operation<P, M>>;

/** The `path` parameters of the operation (`undefined` when it has none). */
export type PathParams<P extends keyof paths, M extends HttpMethod> =
  Parameters<Operation<P, M>> extends { path?: infer X } ? X : undefined;

/** A contract path with its `{name}` segments filled: `/api/tasks/{taskId}/progress` → `/api/tasks/${string}/progress`. */
export type Filled<S extends string> = S extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : S;

/** The URL of a call the contract declares for that method (what the offline queue keeps and replays). */
export type Url<M extends HttpMethod> = Filled<Path<M>>;
