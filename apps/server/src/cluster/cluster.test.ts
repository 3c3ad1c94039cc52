import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freshStore } from '../../test/fresh-store';
import { freePort } from '../../test/postgres-cluster';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { loadConfig } from '../config/env';
import { processPlan, restartDelayMs } from './plan';

const POSTGRES = Boolean(process.env.DATABASE_URL);
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('WEB_CONCURRENCY', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({
      AUTH_SECRET: 'x'.repeat(32),
      VAPID_PUBLIC_KEY: 'BCUpleFGLLumkGvjOHlTkeUA3-rUH2SG2yqB_AvPQmg5oFKIke1Mpn6EUtLmYGISVhGT8IHicEE-PrCzaxUeIds',
      VAPID_PRIVATE_KEY: 'xldBBIVzYiOUBRm-haFt6soV8zkY9P2aEg-UScvMGDc',
      ...env,
    });

  it('is one process per core in production, one in development and tests, what is asked otherwise', () => {
    const pg = { DATABASE_URL: 'postgres:///faena' };
    expect(processPlan(config({ ...pg, NODE_ENV: 'production' }), 8)).toEqual({ processes: 8 });
    expect(processPlan(config({ ...pg, NODE_ENV: 'development' }), 8)).toEqual({ processes: 1 });
    expect(processPlan(config({ ...pg, NODE_ENV: 'test' }), 8)).toEqual({ processes: 1 });
    expect(processPlan(config({ ...pg, WEB_CONCURRENCY: '3' }), 8)).toEqual({ processes: 3 });
    expect(processPlan(config({ ...pg, NODE_ENV: 'production', WEB_CONCURRENCY: '1' }), 8)).toEqual({ processes: 1 });
  });

  it('stays 1 on the embedded database and says why, as a warning when it was asked for', () => {
    const byDefault = processPlan(config({ NODE_ENV: 'production' }), 4);
    expect(byDefault.processes).toBe(1);
    expect(byDefault.reduced?.explicit).toBe(false);
    expect(byDefault.reduced?.message).toContain('PGlite) solo admite un proceso');
    const asked = processPlan(config({ WEB_CONCURRENCY: '2' }), 4);
    expect(asked).toEqual({
      processes: 1,
      reduced: { explicit: true, message: expect.stringContaining('WEB_CONCURRENCY pide 2') },
    });
    // Nothing to say when one process was all there was to run.
    expect(processPlan(config({ NODE_ENV: 'production' }), 1)).toEqual({ processes: 1 });
  });

  it('refuses a value that is not a number of processes, in Spanish', () => {
    for (const [value, message] of [
      ['0', 'al menos 1'],
      ['1.5', 'número entero'],
      ['muchos', 'número de procesos'],
      ['65', 'como mucho 64'],
    ]) {
      expect(() => config({ WEB_CONCURRENCY: value as string }), value).toThrow(message as string);
    }
  });

  it('restarts a dead process after 1 s, doubling for each quick death up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(restartDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

/** Reads the server's JSON log lines as they come (the request logs need LOG_LEVEL=debug). */
function logLines(server: ServerProcess) {
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  server.child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part));
      } catch {}
    }
  });
  return {
    lines,
    async waitFor(match: (line: Record<string, unknown>) => boolean, what: string, ms = 120_000) {
      for (let waited = 0; waited < ms; waited += 100) {
        const found = lines.find(match);
        if (found) return found;
        await sleep(100);
      }
      throw new Error(`no apareció en el registro: ${what}\n${server.output()}`);
    },
  };
}

/** One GET on a connection of its own (no keep-alive), as separate clients would come. */
function getOnNewConnection(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent: false, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });
}

function postOnNewConnection(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** The pids that logged the requests sent from now on (each request carries a marked X-Request-Id). */
async function servingPids(base: string, log: ReturnType<typeof logLines>, requests: number): Promise<number[]> {
  const marker = `sonda${Date.now()}`;
  const statuses: number[] = [];
  for (let i = 0; i < requests; i++) {
    statuses.push((await getOnNewConnection(base, '/api/health', { 'x-request-id': `${marker}-${i}` })).status);
  }
  expect(statuses.every((s) => s === 200)).toBe(true);
  await sleep(300);
  const pids = log.lines.filter((l) => String(l.reqId ?? '').startsWith(marker)).map((l) => l.pid as number);
  expect(pids.length).toBeGreaterThanOrEqual(requests);
  return [...new Set(pids)].sort();
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the server under WEB_CONCURRENCY', () => {
  it.skipIf(POSTGRES)(
    'stays one process on the embedded database and says why in the log (embedded pass)',
    async () => {
      const store = await freshStore('cluster-pglite');
      cleanups.push(() => store.remove());
      const server = await startServerProcess({
        port: await freePort(3870, 3874),
        dataDir: store.dataDir,
        env: { WEB_CONCURRENCY: '2', LOG_LEVEL: 'debug' },
      });
      cleanups.push(() => server.kill());
      const log = logLines(server);
      // The line was written before we listened: the kept output has it.
      expect(server.output()).toContain(
        'Se usa un solo proceso del servidor aunque WEB_CONCURRENCY pide 2: la base de datos integrada (PGlite) solo admite un proceso.',
      );
      expect(server.output()).not.toContain('"role":"primary"');
      expect(await servingPids(server.base, log, 4)).toEqual([server.child.pid]);
      await server.stop();
      expect(server.child.exitCode).toBe(0);
    },
    180_000,
  );

  it.skipIf(!POSTGRES)(
    'WEB_CONCURRENCY=2 serves from two processes on one port, restarts one that is killed, and closes both on SIGTERM (PostgreSQL pass)',
    async () => {
      const store = await freshStore('cluster');
      cleanups.push(() => store.remove());
      const server = await startServerProcess({
        port: await freePort(3870, 3874),
        dataDir: store.dataDir,
        databaseUrl: store.databaseUrl,
        // No proxy declared: a client's X-Forwarded-For must count for nothing in any process.
        env: {
          WEB_CONCURRENCY: '2',
          LOG_LEVEL: 'debug',
          TRUST_PROXY: undefined,
          AUTH_RATE_LIMIT: '3',
          METRICS_ALLOW: '127.0.0.1',
        },
      });
      cleanups.push(() => server.kill());
      const log = logLines(server);
      const primary = server.child.pid as number;
      // The primary announces when both listen; the health check may have got through before.
      const announced = server
        .output()
        .split('\n')
        .map((l) => {
          try {
            return JSON.parse(l) as Record<string, unknown>;
          } catch {
            return {};
          }
        })
        .find((l) => Array.isArray(l.workerPids));
      const workers = (announced?.workerPids ??
        (await log.waitFor((l) => Array.isArray(l.workerPids), 'los dos procesos atienden')).workerPids) as number[];
      expect(workers).toHaveLength(2);
      expect(workers).not.toContain(primary);

      // Connections go to both processes, never to the primary.
      expect(await servingPids(server.base, log, 12)).toEqual([...workers].sort());

      // /metrics answers for both processes, whichever one the scrape reaches: the 12 health
      // checks above were split between them, and every scrape counts all of them.
      for (let i = 0; i < 4; i++) {
        const scrape = await getOnNewConnection(server.base, '/metrics');
        expect(scrape.status).toBe(200);
        const served = scrape.text.match(
          /^http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*status_code="200"[^}]*\} (\d+)/m,
        );
        expect(Number(served?.[1]), scrape.text.slice(0, 2000)).toBeGreaterThanOrEqual(12);
      }

      // The sign-in limit (3 a minute per address) is one count for both processes, and a
      // forged X-Forwarded-For on each attempt does not make this client look like another.
      const attempts: number[] = [];
      for (let i = 0; i < 6; i++) {
        attempts.push(
          await postOnNewConnection(
            server.base,
            '/api/auth/sign-in',
            { email: `nadie-${i}@prueba.es`, password: 'no-es-la-clave' },
            { 'x-forwarded-for': `198.51.100.${i + 1}` },
          ),
        );
      }
      expect(attempts).toEqual([401, 401, 401, 429, 429, 429]);
      const signInPids = log.lines
        .filter((l) => l.route === '/api/auth/sign-in' && typeof l.status === 'number')
        .map((l) => l.pid);
      expect(new Set(signInPids).size).toBe(2);

      // One dies: the other goes on serving, and the primary starts a new one in its place.
      const [victim, survivor] = workers as [number, number];
      process.kill(victim, 'SIGKILL');
      await log.waitFor((l) => l.workerPid === victim && l.signal === 'SIGKILL', 'la muerte del proceso');
      expect(await servingPids(server.base, log, 6)).toEqual([survivor]);
      const restarted = await log.waitFor(
        (l) => l.role === 'primary' && typeof l.workerPid === 'number' && l.workerPid !== victim && !('signal' in l),
        'el proceso nuevo',
      );
      const replacement = restarted.workerPid as number;
      expect(restarted.process).toBe(workers.indexOf(victim));
      expect(await servingPids(server.base, log, 12)).toEqual([survivor, replacement].sort());

      // SIGTERM to the primary: every process closes as a single server would, and all exit.
      await server.stop();
      expect(server.child.exitCode).toBe(0);
      expect(server.output()).toContain('todos los procesos del servidor se han cerrado');
      expect(log.lines.filter((l) => l.msg === 'cerrando').map((l) => l.pid)).toEqual(
        expect.arrayContaining([survivor, replacement]),
      );
      for (const pid of [primary, survivor, replacement]) expect(alive(pid), `pid ${pid}`).toBe(false);
    },
    240_000,
  );

  it.skipIf(!POSTGRES)(
    'stops with an error, instead of restarting forever, when no process can start (port taken; PostgreSQL pass)',
    async () => {
      const store = await freshStore('cluster-taken');
      cleanups.push(() => store.remove());
      const port = await freePort(3875, 3879);
      // Someone else holds the port and hangs up on every connection.
      const squatter = net.createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
      cleanups.push(() => new Promise<void>((resolve) => squatter.close(() => resolve())));
      const start = startServerProcess({
        port,
        dataDir: store.dataDir,
        databaseUrl: store.databaseUrl,
        env: { WEB_CONCURRENCY: '2' },
      });
      const failure = await start.then(
        async (server) => {
          await server.kill();
          return null;
        },
        (error: Error) => error.message,
      );
      expect(failure).toContain('el servidor terminó al arrancar');
      expect(failure).toContain('EADDRINUSE');
      expect(failure).toContain('un proceso del servidor no pudo arrancar');
    },
    180_000,
  );
});
