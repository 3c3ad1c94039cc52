import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../test/helpers';
import type { RouteEntry } from '../app';
import { violations } from './invariants';
import { type ActorKind, nextIp, World } from './world';

/**
 * Hostile input: generated malformed and oversized bodies, query strings and path
 * parameters against every JSON route, by every kind of actor. Never a 5xx; every refusal is a
 * Spanish 4xx; the database invariants hold afterwards.
 *
 * Runs per route: HOSTILE_RUNS (default 10 in CI, about 1,000 requests in all);
 * `npm run test:hostile` runs 200 per route.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10);
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;

/** Not JSON routes: uploads (multipart, hostile-uploads.test.ts), the WebSocket, the HTML mailbox. */
const NOT_JSON = new Set([
  'POST /api/images',
  'POST /api/verification/documents',
  // The tus offset: its answers have no body to read (modules/uploads tests it).
  'HEAD /api/uploads/:id',
  'GET /api/realtime',
  'GET /dev/mailbox',
]);
/** Requests that would end the actor's session; sent anonymously so the others go on. */
const ANONYMOUS_ONLY = new Set(['POST /api/auth/sign-out', 'POST /api/profile/delete']);
const ACTING: ActorKind[] = ['anonymous', 'owner', 'professional', 'admin', 'otherOwner'];

let ctx: TestContext;
let world: World;
let ids: string[];
beforeAll(async () => {
  ctx = await createTestApp();
  world = await new World(ctx).build();
  ids = [
    world.openTaskId,
    world.draftTaskId,
    world.assignedTaskId,
    world.completedTaskId,
    world.applicationId,
    world.paymentId,
    world.reviewId,
    world.conversationId,
    world.notificationId,
    world.portfolioItemId,
    world.documentId,
    world.imageId,
    world.propertyId,
    world.owner.profileId,
    world.pro.profileId,
  ];
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const NASTY = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '../../etc/passwd',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'); drop table tasks; --",
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as it is
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999',
  '2026-02-30',
  'ñandú äöü 😀',
  'x'.repeat(5000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uuid(),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), 1.5, Number.MAX_SAFE_INTEGER),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** The keys a route's zod body or query schema names (to aim values at real fields). */
function keysOf(schema: unknown): string[] {
  let s = schema as { shape?: Record<string, unknown>; def?: { schema?: unknown; in?: unknown; innerType?: unknown } };
  for (let i = 0; i < 5 && s && !s.shape; i++) {
    s = (s.def?.schema ?? s.def?.in ?? s.def?.innerType) as typeof s;
  }
  return s?.shape ? Object.keys(s.shape) : [];
}

function requestArbitrary(route: RouteEntry) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const param = fc.oneof(fc.constantFrom(...ids), hostileString, fc.uuid());
  const bodyKeys = keysOf(route.schema?.body);
  const queryKeys = keysOf(route.schema?.querystring);
  const aimedBody = fc.dictionary(
    bodyKeys.length ? fc.oneof(fc.constantFrom(...bodyKeys), hostileString) : hostileString,
    hostileValue,
    { maxKeys: Math.max(3, bodyKeys.length + 1) },
  );
  const body = fc.oneof(
    { weight: 5, arbitrary: aimedBody.map((b) => ({ kind: 'json' as const, value: b as unknown })) },
    { weight: 2, arbitrary: hostileValue.map((v) => ({ kind: 'json' as const, value: v })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{"a":', '[1,2', 'nul', '{"__proto__":{"admin":true}}', '\u0000').map((t) => ({
        kind: 'raw' as const,
        value: t as unknown,
        type: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.string().map((t) => ({ kind: 'raw' as const, value: t as unknown, type: 'text/plain' })),
    },
  );
  const query = fc.dictionary(
    queryKeys.length ? fc.oneof(fc.constantFrom(...queryKeys), hostileString) : hostileString,
    fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })),
    { maxKeys: 4 },
  );
  return fc
    .record({
      params: fc.tuple(...names.map(() => param)),
      query,
      body,
      actor: fc.constantFrom(...ACTING),
    })
    .map((r) => ({ ...r, names }));
}

const ENGLISH = /\b(invalid|expected|required|must|should|received|error|unexpected|cannot|failed)\b/i;

function isSpanishError(body: string): string | null {
  let parsed: { error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> } };
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  const error = parsed.error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string' || !error.message) {
    return 'no { error: { code, message } }';
  }
  const texts = [error.message, ...Object.values(error.fields ?? {}).map(String)];
  const english = texts.find((t) => ENGLISH.test(t));
  return english ? `English text: ${english}` : null;
}

const jsonRoutes = () =>
  ctx.app.routeList.filter((r) => !NOT_JSON.has(`${r.method} ${r.url}`) && r.url.startsWith('/api/'));

describe('hostile input on every JSON route', () => {
  it('never answers 5xx, always a Spanish 4xx when it refuses', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const route of jsonRoutes()) {
      const key = `${route.method} ${route.url}`;
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(route), async (r) => {
            let url = route.url;
            r.names.forEach((name, i) => {
              url = url.replace(`:${name}`, encodeURIComponent(String(r.params[i])));
            });
            const qs = new URLSearchParams();
            for (const [k, v] of Object.entries(r.query)) for (const one of [v].flat()) qs.append(k, String(one));
            if ([...qs].length) url += `?${qs}`;
            const actor = ANONYMOUS_ONLY.has(key) ? 'anonymous' : r.actor;
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            const body = r.body;
            const res = await world.agent(actor).request({
              method: route.method as 'GET',
              url,
              remoteAddress: nextIp(),
              ...(hasBody
                ? body.kind === 'json'
                  ? { payload: JSON.stringify(body.value ?? null), headers: { 'content-type': 'application/json' } }
                  : { payload: String(body.value), headers: { 'content-type': body.type ?? 'text/plain' } }
                : {}),
            });
            requests += 1;
            const sample = `${key} as ${actor}: ${route.method} ${url.slice(0, 200)} ${hasBody ? JSON.stringify(body.value).slice(0, 200) : ''}`;
            if (res.statusCode >= 500) {
              failures.push(`${res.statusCode} ← ${sample} → ${res.body.slice(0, 200)}`);
              return false;
            }
            if (res.statusCode >= 400) {
              const problem = isSpanishError(res.body);
              if (problem) {
                failures.push(`${problem} ← ${sample} → ${res.body.slice(0, 200)}`);
                return false;
              }
            }
            return true;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => {});
    }
    console.info(`entrada hostil: ${requests} peticiones a ${jsonRoutes().length} rutas (${RUNS} casos por ruta)`);
    expect(failures, `${failures.length} failures in ${requests} requests`).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(jsonRoutes().length * Math.min(RUNS, 1));
  }, 900_000);

  it('refuses bodies over 1 MB with a Spanish 413 on every JSON write', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    // Someone each route lets in (for anyone else the access guard answers before the body is
    // read), and new accounts: the generated requests above may have suspended the world's.
    const agents = {
      owner: (await signUp(ctx)).agent,
      professional: (await signUp(ctx, { role: 'professional' })).agent,
      admin: (await signUp(ctx, { admin: true })).agent,
    };
    for (const route of jsonRoutes().filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
      const url = route.url.replace(/:(\w+)/g, world.openTaskId);
      const actor = route.access === 'admin' ? 'admin' : route.access === 'professional' ? 'professional' : 'owner';
      const res = await agents[actor].request({
        method: route.method as 'POST',
        url,
        remoteAddress: nextIp(),
        payload: big,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(413);
      expect(res.json().error.message).toBe('El envío es demasiado grande.');
    }
  });

  it('answers a body that is not an object (null, a list, a number, a string) with a Spanish 4xx on every JSON write', async () => {
    const failures: string[] = [];
    for (const route of jsonRoutes().filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
      if (ANONYMOUS_ONLY.has(`${route.method} ${route.url}`)) continue;
      const url = route.url.replace(/:(\w+)/g, world.openTaskId);
      for (const payload of ['null', '[]', '[{"a":1}]', '7', '"texto"', 'true']) {
        for (const actor of ['anonymous', 'owner', 'professional'] as const) {
          const res = await world.agent(actor).request({
            method: route.method as 'POST',
            url,
            remoteAddress: nextIp(),
            payload,
            headers: { 'content-type': 'application/json' },
          });
          const problem = res.statusCode >= 500 ? `${res.statusCode}` : isSpanishError(res.body);
          if (res.statusCode >= 400 && problem) {
            failures.push(
              `${problem} ← ${route.method} ${route.url} as ${actor}: ${payload} → ${res.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Six bodies × three actors × every JSON write (over a thousand requests, more with each new
    // route): on a busy two-core machine that is more than the default 30 s.
  }, 90_000);

  it('answers an over-long path parameter and a broken percent-encoding in Spanish, not in Fastify’s English', async () => {
    const long = await world.owner.agent.request({ method: 'GET', url: `/api/tasks/${'x'.repeat(5000)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json().error).toEqual({ code: 'NOT_FOUND', message: expect.not.stringMatching(ENGLISH) });
    const broken = await world.owner.agent.request({ method: 'GET', url: '/api/tasks/%E0%A4%A' });
    expect(broken.statusCode).toBeLessThan(500);
    expect(isSpanishError(broken.body)).toBeNull();
  });

  it('the public HTML pages, in any language prefix, answer hostile path parameters with a page or a 404, never a 5xx', async () => {
    const pages = ctx.app.routeList.filter(
      (r) => r.method === 'GET' && /^\/(?::lang\/)?(?:tareas|profesionales)\//.test(r.url),
    );
    expect(pages.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    const values = [...NASTY, 'ca', 'CA', 'es', 'pseudo', 'jaen', 'poda', ...ids];
    // A lone surrogate cannot be percent-encoded: its UTF-8 bytes as a broken browser would send them.
    const encode = (value: string) => {
      try {
        return encodeURIComponent(value);
      } catch {
        return '%ED%A0%80';
      }
    };
    for (const route of pages) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
      for (const [i, value] of values.entries()) {
        let url = route.url;
        // One hostile value per request, turn by turn in each parameter; the others plausible.
        names.forEach((name, n) => {
          const plain = name === 'lang' ? 'ca' : name === 'provincia' ? 'jaen' : name === 'categoria' ? 'poda' : 'x';
          url = url.replace(`:${name}`, encode(n === i % names.length ? value : plain));
        });
        const res = await ctx.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
        if (res.statusCode >= 500) failures.push(`${url} → ${res.statusCode}`);
        else if (res.statusCode === 200 && !res.body.startsWith('<!doctype html>')) failures.push(`${url}: not a page`);
      }
    }
    expect(failures).toEqual([]);
  }, 90_000);

  it('text the database cannot store (a NUL byte) is a Spanish 400, not a 500', async () => {
    const mailbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a%00b' });
    // New accounts: the generated requests above may have suspended the world's.
    const owner = await signUp(ctx);
    const pro = await signUp(ctx, { role: 'professional' });
    const conversation = (await owner.agent.post('/api/conversations', { withProfileId: pro.profileId })).json();
    const message = await owner.agent.request({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      payload: { body: 'Hola\u0000 ¿qué tal?' },
      remoteAddress: nextIp(),
    });
    for (const res of [mailbox, message]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(isSpanishError(res.body)).toBeNull();
    }
  });

  it('forged headers open no door: a stranger claiming to be local or proxied, with a made-up session, gets 401 everywhere', async () => {
    const forged: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost' },
      { forwarded: 'for=127.0.0.1;host=localhost;proto=https', 'x-forwarded-host': 'localhost' },
      { 'x-forwarded-for': `${'10.0.0.1, '.repeat(2000)}127.0.0.1`, via: '1.1 nginx' },
      { cookie: 'faena.session_token=inventado.firma-falsa; faena_device=otro.inventado' },
      { cookie: `faena.session_token=${encodeURIComponent(`${'a'.repeat(32)}.${'b'.repeat(44)}`)}` },
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'faena.example.org', authorization: 'Bearer admin' },
    ];
    const failures: string[] = [];
    for (const route of ctx.app.routeList.filter((r) => r.access && r.access !== 'public')) {
      if (route.url === '/api/realtime') continue;
      const url = route.url.replace(/:(\w+)/g, world.openTaskId);
      for (const headers of forged) {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          remoteAddress: nextIp(),
        });
        if (res.statusCode !== 401)
          failures.push(`${route.method} ${route.url} ${JSON.stringify(headers).slice(0, 80)}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('leaves the database consistent: no orphans, amount = fee + net, one accepted application per task, counts', async () => {
    await ctx.worker.drain();
    expect(await violations(ctx.database.db)).toEqual({});
  });
});
