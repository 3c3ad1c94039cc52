/**
 * The web's component-test harness: a screen of the route table (or any element) rendered inside
 * the app's own providers — its QueryClient (no retries, so an error shows at once), a
 * MemoryRouter, AuthProvider, the route's guard and the Toaster — against a stubbed API that
 * answers per method and path.
 *
 *   const api = new FakeApi().get('/api/dashboard', down(), ownerDashboard);
 *   const { user } = await renderRoute('/dashboard', { api, as: 'owner' });
 *   await retryAfterError(user);
 *
 * An answer is plain data (200 JSON), `ok(body, status)`, `fail(status, message, …)`, `down()`,
 * `pending()` (never answers: the loading state), `offline()` (no connection) or a function of
 * the request. Several answers are given in turn; the last one repeats. A request nobody
 * answered fails the test, so each test knows every call its screen makes.
 */
import 'fake-indexeddb/auto';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useState } from 'react';
import { type Location, MemoryRouter, matchPath, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, vi } from 'vitest';
import { APP_ROUTES, type AppRoute } from '@/app/routes';
import { ConfirmHost } from '@/components/ConfirmHost';
import { KEPT_NOTE } from '@/components/QueryState';
import { Toaster } from '@/components/Toaster';
import { AuthProvider } from '@/features/auth/AuthProvider';
import { RequireAdmin, RequireAuth } from '@/features/auth/guards';
import { answerConfirm } from '@/lib/confirm';
import { clearQueue } from '@/lib/offline-queue';
import { createQueryClient } from '@/lib/query-client';
import { dismissToast } from '@/lib/toast';
import { adminProfile, professionalProfile, profileDto, sessionUser } from './fixtures';

// ---------- answers ----------

export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly kind: 'json' | 'pending' | 'offline' = 'json',
  ) {}
}

export const ok = (body: unknown = { ok: true }, status = 200) => new Reply(status, body);
export const noContent = () => new Reply(204);

/** The API's error body: a stable code, a Spanish message, and the fields' messages if any. */
export function fail(
  status: number,
  message: string,
  { code, fields }: { code?: string; fields?: Record<string, string> } = {},
) {
  const fallback = status === 404 ? 'NOT_FOUND' : status === 400 ? 'VALIDATION' : status >= 500 ? 'INTERNAL' : 'ERROR';
  return new Reply(status, { error: { code: code ?? fallback, message, ...(fields ? { fields } : {}) } });
}

/** What the server says when it cannot serve: the message every error test looks for. */
export const DOWN_MESSAGE = 'Faena no está disponible ahora mismo. Vuelve a intentarlo en unos minutos.';
export const down = () => fail(503, DOWN_MESSAGE, { code: 'UNAVAILABLE' });
export const notFound = () => fail(404, 'No hemos encontrado lo que buscas.');
/** Never answers: the screen stays in its loading state. */
export const pending = () => new Reply(0, undefined, 'pending');
/** No connection at all (fetch rejects). */
export const offline = () => new Reply(0, undefined, 'offline');

/**
 * An answer held back until `release()`: what the screen shows while that request is on its way
 * (the previous results of a filtered list, say). `answer` goes where any answer goes.
 */
export function held(body: unknown) {
  let release: () => void = () => {};
  const arrived = new Promise<unknown>((resolve) => {
    release = () => resolve(body);
  });
  return { answer: () => arrived, release: () => release() };
}

/** The hint a filtered list shows over its previous results while the next ones load (QueryState). */
export const UPDATING = 'Actualizando resultados…';

// ---------- the stubbed API ----------

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The `:name` parts of the pattern that answered. */
  params: Record<string, string>;
  /** JSON bodies parsed; FormData as it was sent. */
  body: unknown;
  headers: Headers;
}

/** Plain data (200 JSON), a Reply, or a function of the request giving either. */
export type Answer = ((call: ApiCall) => unknown) | Reply | object | string | number | boolean | null;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Handler {
  method: Method;
  pattern: string;
  answers: Answer[];
  served: number;
}

function toResponse(reply: Reply): Promise<Response> {
  if (reply.kind === 'pending') return new Promise<Response>(() => {});
  if (reply.kind === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
  if (reply.status === 204) return Promise.resolve(new Response(null, { status: 204 }));
  return Promise.resolve(
    new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

async function readBody(input: RequestInfo | URL, init?: RequestInit): Promise<unknown> {
  const raw = input instanceof Request ? await input.clone().text() : init?.body;
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export class FakeApi {
  private handlers: Handler[] = [];
  readonly calls: ApiCall[] = [];
  /** Requests no handler answered ("GET /api/…"): the harness fails the test on any. */
  readonly unhandled: string[] = [];

  /** Answers `method pattern` (a react-router path: `/api/tasks/:taskId`); replaces an earlier one. */
  on(method: Method, pattern: string, ...answers: Answer[]): this {
    if (answers.length === 0) throw new Error(`${method} ${pattern}: falta la respuesta`);
    this.handlers = this.handlers.filter((h) => !(h.method === method && h.pattern === pattern));
    this.handlers.push({ method, pattern, answers, served: 0 });
    return this;
  }
  get = (pattern: string, ...answers: Answer[]) => this.on('GET', pattern, ...answers);
  post = (pattern: string, ...answers: Answer[]) => this.on('POST', pattern, ...answers);
  put = (pattern: string, ...answers: Answer[]) => this.on('PUT', pattern, ...answers);
  patch = (pattern: string, ...answers: Answer[]) => this.on('PATCH', pattern, ...answers);
  delete = (pattern: string, ...answers: Answer[]) => this.on('DELETE', pattern, ...answers);

  has(method: Method, pattern: string): boolean {
    return this.handlers.some((h) => h.method === method && h.pattern === pattern);
  }

  /** The calls a pattern answered, in order. */
  callsTo(method: Method, pattern: string): ApiCall[] {
    return this.calls.filter((c) => c.method === method && matchPath({ path: pattern, end: true }, c.path));
  }

  /** Waits for the `n`th call to a pattern (1 = the first) and returns it. */
  async waitForCall(method: Method, pattern: string, n = 1): Promise<ApiCall> {
    await waitFor(() => expect(this.callsTo(method, pattern).length).toBeGreaterThanOrEqual(n));
    return this.callsTo(method, pattern)[n - 1] as ApiCall;
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = ((input instanceof Request ? input.method : init?.method) ?? 'GET').toUpperCase() as Method;
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    const body = await readBody(input, init);
    // The newest handler wins, so a test can add a specific one over a general pattern.
    for (const handler of [...this.handlers].reverse()) {
      if (handler.method !== method) continue;
      const match = matchPath({ path: handler.pattern, end: true }, url.pathname);
      if (!match) continue;
      const call: ApiCall = {
        method,
        path: url.pathname,
        query: url.searchParams,
        params: match.params as Record<string, string>,
        body,
        headers,
      };
      this.calls.push(call);
      const answer = handler.answers[Math.min(handler.served, handler.answers.length - 1)];
      handler.served += 1;
      const result = typeof answer === 'function' ? await (answer as (c: ApiCall) => unknown)(call) : answer;
      return toResponse(result instanceof Reply ? result : ok(result));
    }
    this.unhandled.push(`${method} ${url.pathname}${url.search}`);
    return toResponse(fail(404, `Sin respuesta de prueba para ${method} ${url.pathname}`));
  };
}

// ---------- who is looking ----------

export type Viewer = 'owner' | 'professional' | 'admin' | 'signed-out' | ProfileFixture;
type ProfileFixture = ReturnType<typeof profileDto>;

function profileOf(viewer: Viewer): ProfileFixture | null {
  if (viewer === 'signed-out') return null;
  if (viewer === 'owner') return profileDto();
  if (viewer === 'professional') return professionalProfile();
  if (viewer === 'admin') return adminProfile();
  return viewer;
}

/** The session and profile answers for a viewer, unless the test gave its own. */
function answerAuth(api: FakeApi, viewer: Viewer) {
  const profile = profileOf(viewer);
  if (!api.has('GET', '/api/auth/session')) {
    api.get(
      '/api/auth/session',
      ok({ user: profile ? sessionUser({ id: profile.userId, email: profile.email }) : null }),
    );
  }
  if (profile && !api.has('GET', '/api/profile')) api.get('/api/profile', ok(profile));
}

// ---------- rendering ----------

let currentLocation: Location | null = null;
function LocationProbe() {
  currentLocation = useLocation();
  return null;
}

/** Where the app is now (after a navigate). */
export function location(): Location {
  if (!currentLocation) throw new Error('Nada renderizado todavía');
  return currentLocation;
}

/** Any other screen the app goes to: its address, to assert the navigation. */
function Elsewhere() {
  const here = useLocation();
  return <p data-testid="otra-pantalla">{`${here.pathname}${here.search}`}</p>;
}

let currentClient: QueryClient | null = null;

export function testQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  // The app retries a 5xx twice with a back-off; here an error shows at once, and 'Reintentar' is the retry.
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  currentClient = client;
  return client;
}

/**
 * Asks again for everything the screen shows, as a real-time change or the window regaining focus
 * would: each handler gives its next answer.
 */
export async function refreshScreen() {
  const client = currentClient;
  if (!client) throw new Error('Nada renderizado todavía');
  await act(() => client.refetchQueries({ type: 'active' }));
}

interface RenderOptions {
  api?: FakeApi;
  as?: Viewer;
  /** The navigation state the screen is reached with (a link's `state`). */
  state?: unknown;
}

let entries = 0;

function Providers({ url, state, children }: { url: string; state?: unknown; children: ReactNode }) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const [client] = useState(testQueryClient);
  return (
    <QueryClientProvider client={client}>
      {/* A key of its own, as a navigation gets: every test's first entry is not the same 'default'. */}
      <MemoryRouter
        initialEntries={[state === undefined ? url : { pathname, search, state, key: `entrada-${++entries}` }]}
      >
        <AuthProvider>{children}</AuthProvider>
        <LocationProbe />
        <Toaster />
        <ConfirmHost />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function setUp(api: FakeApi, as: Viewer) {
  answerAuth(api, as);
  vi.stubGlobal('fetch', api.fetch);
  activeApis.push(api);
  return userEvent.setup();
}

/** The route table's entry for an address (the not-found route when none matches). */
export function routeFor(url: string): AppRoute {
  const pathname = new URL(url, 'http://localhost').pathname;
  const route =
    APP_ROUTES.find((r) => r.path !== '*' && matchPath({ path: r.path, end: true }, pathname)) ??
    APP_ROUTES.find((r) => r.path === '*');
  if (!route) throw new Error(`Ninguna ruta para ${url}`);
  return route;
}

/**
 * Renders the screen the route table gives `url`, behind its guard, as a signed-in owner unless
 * `as` says otherwise. Another address the app goes to renders its path (see `otherScreen`).
 */
export async function renderRoute(url: string, { api = new FakeApi(), as = 'owner', state }: RenderOptions = {}) {
  const route = routeFor(url);
  const { Component: Screen } = await route.load();
  const guard =
    route.access === 'admin' ? <RequireAdmin /> : route.access === 'signed-in' ? <RequireAuth /> : <Outlet />;
  const user = setUp(api, as);
  const view = render(
    <Providers url={url} state={state}>
      <Routes>
        <Route element={guard}>
          <Route path={route.path === '*' ? '*' : route.path} element={<Screen />} />
        </Route>
        {route.path === '*' ? null : <Route path="*" element={<Elsewhere />} />}
      </Routes>
    </Providers>,
  );
  return { user, api, view };
}

/** Renders one element inside the same providers (for a piece no route shows on its own). */
export function renderElement(
  element: ReactElement,
  { api = new FakeApi(), as = 'owner', url = '/' }: RenderOptions & { url?: string } = {},
) {
  const user = setUp(api, as);
  const view = render(
    <Providers url={url}>
      <Routes>
        <Route path={new URL(url, 'http://localhost').pathname} element={element} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </Providers>,
  );
  return { user, api, view };
}

/** The address of the screen the app went to, once it has gone (see `Elsewhere`). */
export async function otherScreen(): Promise<string> {
  return (await screen.findByTestId('otra-pantalla')).textContent ?? '';
}

// ---------- the four states ----------

/** The screen's own loading state (a status region with `text`), once the request it waits for is made. */
export async function expectLoading(
  api: FakeApi,
  method: Method,
  pattern: string,
  text: string | RegExp = 'Cargando...',
) {
  await api.waitForCall(method, pattern);
  await waitFor(() => {
    const shown = screen.queryAllByRole('status').map((s) => s.textContent ?? '');
    expect(
      shown.some((t) => (typeof text === 'string' ? t === text : text.test(t))),
      `«${String(text)}» en ${JSON.stringify(shown)}`,
    ).toBe(true);
  });
}

/** The alert that shows `message` (DOWN_MESSAGE by default). */
export async function findAlert(message: string | RegExp = DOWN_MESSAGE): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen
      .queryAllByRole('alert')
      .find((a) =>
        typeof message === 'string' ? a.textContent?.includes(message) : message.test(a.textContent ?? ''),
      );
    if (!alert) throw new Error(`Ningún aviso con «${String(message)}»`);
    return alert;
  });
}

/**
 * The error state: an alert with the server's Spanish message (and the title if given), then its
 * 'Reintentar' pressed. The test then checks that the second answer's data shows.
 */
export async function retryAfterError(user: ReturnType<typeof userEvent.setup>, title?: string) {
  const alert = await findAlert();
  if (title) expect(alert).toHaveTextContent(title);
  await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
}

/**
 * A refresh that fails keeps what the screen showed: once `shown` is on screen, everything is asked
 * again (`refreshScreen`) and the test's next answer is an error; the alert says the screen could
 * not be updated, `shown` stays, and its 'Reintentar' is pressed. The test then checks the answer
 * after the error shows.
 */
export async function retryKeepingData(user: ReturnType<typeof userEvent.setup>, shown: string | RegExp) {
  expect(await screen.findAllByText(shown)).not.toHaveLength(0);
  await refreshScreen();
  const alert = await findAlert();
  expect(alert).toHaveTextContent('No se ha podido actualizar');
  expect(alert).toHaveTextContent(KEPT_NOTE);
  expect(screen.getAllByText(shown)).not.toHaveLength(0);
  await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(screen.queryAllByRole('alert').filter((a) => a === alert)).toHaveLength(0));
}

/** The message shown for a field: its accessible description (Field ties them with aria-describedby). */
export function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toHaveAttribute('aria-invalid', 'true');
}

// ---------- between tests ----------

const activeApis: FakeApi[] = [];

// jsdom has <dialog> but not showModal/close: the minimum the app's Dialog uses.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
    // As a browser does: focus moves to the first control inside.
    this.querySelector<HTMLElement>('[autofocus], button, [href], input, select, textarea')?.focus();
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(async () => {
  const unhandled = activeApis.flatMap((a) => a.unhandled);
  activeApis.length = 0;
  currentLocation = null;
  currentClient = null;
  dismissToast();
  answerConfirm(false);
  vi.unstubAllGlobals();
  // What one test left on the "device" must not show in the next: the offline queue, storage.
  await clearQueue();
  localStorage.clear();
  sessionStorage.clear();
  expect(unhandled, 'peticiones sin respuesta de prueba').toEqual([]);
});
