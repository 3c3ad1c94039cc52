import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { multipart } from '../../test/images';
import { MATRIX, type MatrixRequest, type MatrixRow } from './authorization-matrix';
import { ACTORS, type ActorKind, nextIp, World } from './world';

/**
 * Proof of authorisation (issue 10): every route the server really serves has a row in
 * MATRIX, and every row answers each of the seven actors as written, on real data.
 */
let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestApp();
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
  const hasBody = row.method !== 'GET' && row.method !== 'DELETE';
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
        // A refusal is always the Spanish error body, never a stack trace or an empty answer.
        if (want >= 400) {
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
});
