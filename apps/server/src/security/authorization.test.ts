import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { multipart } from '../../test/images';
import type { Access } from '../plugins/auth';
import { MATRIX, type MatrixRequest, type MatrixRow } from './authorization-matrix';
import { ACTORS, type ActorKind, nextIp, World } from './world';

/**
 * Proof of authorisation: every route the server really serves has a row in
 * MATRIX, and every row answers each of the seven actors as written, on real data.
 */
let ctx: TestContext;
let world: World;
beforeAll(async () => {
  // A local try-out as `npm start` makes it: DEV_MAILBOX left to its default.
  ctx = await createTestApp({ DEV_MAILBOX: '' });
  world = await new World(ctx).build();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const key = (method: string, url: string) => `${method} ${url}`;

function concreteUrl(row: MatrixRow, req: MatrixRequest): string {
  let url = row.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = req.params?.[name];
    if (!value) throw new Error(`${key(row.method, row.url)}: falta el parámetro ${name}`);
    return encodeURIComponent(value);
  });
  // A wildcard route (`/static/*`) gets the path the row names.
  if (url.endsWith('/*')) {
    const rest = req.params?.['*'];
    if (!rest) throw new Error(`${key(row.method, row.url)}: falta el parámetro *`);
    url = url.slice(0, -1) + rest;
  }
  if (req.query) url += `?${req.query}`;
  return url;
}

async function send(row: MatrixRow, actor: ActorKind, req: MatrixRequest) {
  const agent = req.agent ?? world.agent(actor);
  const url = concreteUrl(row, req);
  if (req.multipart) {
    const { payload, headers } = await multipart(req.multipart.fields, req.multipart.files);
    return agent.request({
      method: row.method,
      url,
      payload,
      headers: { ...headers, ...req.headers },
      remoteAddress: req.remoteAddress ?? nextIp(),
    });
  }
  const hasBody = row.method !== 'GET' && row.method !== 'HEAD' && row.method !== 'DELETE';
  return agent.request({
    method: row.method,
    url,
    headers: req.headers,
    remoteAddress: req.remoteAddress ?? nextIp(),
    ...(hasBody ? { payload: (req.body ?? {}) as object } : {}),
  });
}

describe('authorisation matrix', () => {
  it('has a row for every route the server serves, and no row for a route it does not', () => {
    const served = new Set(ctx.app.routeList.map((r) => key(r.method, r.url)));
    const rows = new Set(MATRIX.map((r) => key(r.method, r.url)));
    const missing = [...served].filter((k) => !rows.has(k)).sort();
    const stale = [...rows].filter((k) => !served.has(k)).sort();
    expect(missing, 'rutas sin fila en authorization-matrix.ts').toEqual([]);
    expect(stale, 'filas de rutas que ya no existen').toEqual([]);
    for (const row of MATRIX) expect(Object.keys(row.expect).sort()).toEqual([...ACTORS].sort());
  });

  it('answers every actor as the matrix says, on every route', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const row of MATRIX) {
      const shared = row.fresh ? null : await row.prepare?.(world, 'owner');
      for (const actor of ACTORS) {
        const req = (row.fresh ? await row.prepare?.(world, actor) : shared) ?? {};
        const res = await send(row, actor, req);
        requests += 1;
        const want = row.expect[actor];
        const label = `${key(row.method, row.url)} ${row.note ? `(${row.note}) ` : ''}as ${actor}`;
        if (res.statusCode !== want) {
          failures.push(`${label}: ${res.statusCode}, expected ${want} — ${res.body.slice(0, 160)}`);
          continue;
        }
        // A refusal is always the Spanish error body, never a stack trace or an empty answer
        // (a HEAD's answer has no body at all).
        if (want >= 400 && row.method !== 'HEAD') {
          // The public pages (decision 0029) answer people: their refusal is a Spanish page.
          if (String(res.headers['content-type']).startsWith('text/html')) {
            if (!/<h1>[^<]+<\/h1>/.test(res.body) || !res.body.includes('lang="es"')) {
              failures.push(`${label}: refusal without a Spanish page — ${res.body.slice(0, 160)}`);
            }
            continue;
          }
          const error = (res.json() as { error?: { code?: string; message?: string } }).error;
          if (!error?.code || !error.message || /[Ee]rror:|at \w+ \(/.test(error.message)) {
            failures.push(`${label}: refusal without a Spanish error body — ${res.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(failures, `${failures.length} of ${requests} requests`).toEqual([]);
    expect(requests).toBe(MATRIX.length * ACTORS.length);
  }, 600_000);

  it('declares on every route who may call it, and says so in the OpenAPI document', async () => {
    const undeclared = ctx.app.routeList.filter((r) => !r.access).map((r) => key(r.method, r.url));
    expect(undeclared).toEqual([]);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; 'x-faena-access'?: string }>>;
    };
    const mismatches: string[] = [];
    for (const route of ctx.app.routeList) {
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) continue; // hidden from the document (dev mailbox, web pages, realtime)
      const guarded = route.access !== 'public';
      if (
        guarded !== Boolean(operation.security?.length) ||
        (guarded && operation['x-faena-access'] !== route.access)
      ) {
        mismatches.push(`${key(route.method, route.url)}: ${route.access} vs ${JSON.stringify(operation.security)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  /**
   * The same rows with an empty body: who may not call a route learns nothing about
   * it. Anonymous and suspended get 401 and the wrong kind of account 403 — the route's declared
   * access decides, before the body is read or validated — and nobody gets a 5xx.
   */
  it('refuses by access before it reads the body: every row with an empty body', async () => {
    const accessOf = new Map(ctx.app.routeList.map((r) => [key(r.method, r.url), r.access]));
    const failures: string[] = [];
    let requests = 0;
    for (const row of MATRIX) {
      // Rows that carry a body; GET, HEAD and DELETE have none to leave empty.
      if (row.method === 'GET' || row.method === 'HEAD' || row.method === 'DELETE') continue;
      const access = accessOf.get(key(row.method, row.url));
      if (!access) throw new Error(`${key(row.method, row.url)}: sin acceso declarado`);
      const shared = row.fresh ? null : await row.prepare?.(world, 'owner');
      for (const actor of ACTORS) {
        const req = (row.fresh ? await row.prepare?.(world, actor) : shared) ?? {};
        const agent = req.agent ?? world.agent(actor);
        const res = await agent.request({
          method: row.method,
          url: concreteUrl(row, { ...req, query: undefined }),
          payload: {},
          remoteAddress: nextIp(),
        });
        requests += 1;
        const label = `${key(row.method, row.url)} {} as ${actor}`;
        const guard = guardStatus(access, actor);
        if (guard !== null) {
          if (res.statusCode !== guard)
            failures.push(`${label}: ${res.statusCode}, expected ${guard} — ${res.body.slice(0, 160)}`);
          // The full matrix agrees: an actor the access turns away is turned away with any body.
          if (row.expect[actor] !== guard)
            failures.push(`${label}: the matrix expects ${row.expect[actor]}, the access ${guard}`);
        } else if (res.statusCode >= 500 || res.statusCode === 401) {
          failures.push(`${label}: ${res.statusCode} — ${res.body.slice(0, 160)}`);
        } else if (res.statusCode === 403 && row.expect[actor] !== 403) {
          failures.push(`${label}: 403 where the matrix expects ${row.expect[actor]}`);
        }
      }
    }
    expect(failures, `${failures.length} of ${requests} requests`).toEqual([]);
    expect(requests).toBeGreaterThan(400);
  }, 600_000);

  it('refuses a stranger before the body is parsed: broken JSON, an oversized body, a multipart stream', async () => {
    const guarded = ctx.app.routeList.filter((r) => r.access !== 'public' && r.method !== 'GET' && r.method !== 'HEAD');
    const big = JSON.stringify({ x: 'x'.repeat(2 * 1024 * 1024) });
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      for (const [payload, type] of [
        ['{"roto":', 'application/json'],
        [big, 'application/json'],
        [
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n',
          'multipart/form-data; boundary=x',
        ],
      ] as const) {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          payload,
          headers: { 'content-type': type },
          remoteAddress: nextIp(),
        });
        expect(res.statusCode, `${key(route.method, route.url)} ${type} ${payload.length} B`).toBe(401);
        expect(res.json().error.code).toBe('UNAUTHENTICATED');
      }
    }
  }, 120_000);
});

/** What the route's declared access answers this kind of actor, or null if it lets them through. */
function guardStatus(access: Access, actor: ActorKind): number | null {
  if (access === 'public') return null;
  if (actor === 'anonymous' || actor === 'suspended') return 401;
  if (access === 'signed-in') return null;
  if (access === 'admin') return actor === 'admin' ? null : 403;
  // The world's admin is a property owner (world.ts).
  const role = actor === 'professional' || actor === 'otherProfessional' ? 'professional' : 'property_owner';
  return role === access ? null : 403;
}
