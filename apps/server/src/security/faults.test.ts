import { openDatabase } from '@faena/db';
import { ERROR_MESSAGES } from '@faena/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { propertyInput, taskInput } from '../../test/fixtures';
import { freshStore as newStore } from '../../test/fresh-store';
import { freePort, temporaryCluster } from '../../test/postgres-cluster';
import { HttpClient, type ServerProcess, startServerProcess } from '../../test/server-process';
import { violations } from './invariants';
import { PRO_PROFILE } from './world';

/**
 * Faults, against the real server in a process of its own. These are slow (each
 * starts servers), so each runs once per CI pass, on the database it is about: the SIGKILL test
 * on PGlite in the embedded pass and on PostgreSQL in the DATABASE_URL pass; the PostgreSQL
 * restart on a temporary cluster of its own, in the DATABASE_URL pass only.
 */
const POSTGRES_PASS = Boolean(process.env.DATABASE_URL);
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An owner with a property and open tasks, professionals, and a conversation, through the API. */
async function marketplace(base: string, tasks: number, professionals: number) {
  const owner = new HttpClient(base);
  await owner.signUp('property_owner', 'fallos');
  const property = await owner.call('POST', '/api/properties', propertyInput());
  expect(property.status, JSON.stringify(property.json)).toBe(201);
  const taskIds: string[] = [];
  for (let i = 0; i < tasks; i++) {
    const task = await owner.call('POST', '/api/tasks', {
      ...taskInput(property.json.id, { title: `Poda de olivos número ${i + 1}` }),
      publish: true,
    });
    expect(task.status, JSON.stringify(task.json)).toBe(201);
    taskIds.push(task.json.id);
  }
  const pros: { client: HttpClient; conversationId: string }[] = [];
  for (let i = 0; i < professionals; i++) {
    const client = new HttpClient(base);
    const profileId = await client.signUp('professional', `fallos${i}`);
    expect((await client.call('PUT', '/api/profile/professional', PRO_PROFILE)).status).toBe(200);
    const conversation = await owner.call('POST', '/api/conversations', { withProfileId: profileId });
    expect(conversation.status, JSON.stringify(conversation.json)).toBe(200);
    pros.push({ client, conversationId: conversation.json.id });
  }
  return { owner, taskIds, pros };
}

type Market = Awaited<ReturnType<typeof marketplace>>;

/** Every message of a conversation, following the pages back to the first. */
async function allMessages(client: HttpClient, conversationId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let before: string | null = null;
  do {
    const url: string = `/api/conversations/${conversationId}/messages${before ? `?before=${before}` : ''}`;
    const page = await client.call('GET', url);
    expect(page.status).toBe(200);
    for (const m of page.json.items) ids.add(m.id);
    before = page.json.nextCursor;
  } while (before);
  return ids;
}

interface Acknowledged {
  messages: { conversationId: string; id: string }[];
  applications: { taskId: string; id: string }[];
}

/**
 * Writes until stopped: each professional applies to the tasks one after another and both
 * sides of each conversation send messages. Only what the server answered 201 to counts.
 */
function writeStream(market: Market) {
  const acknowledged: Acknowledged = { messages: [], applications: [] };
  let stopped = false;
  const guard = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch {
      // The server died under this request: it was never acknowledged.
    }
  };
  const loops = market.pros.flatMap(({ client, conversationId }, p) => [
    (async () => {
      for (const taskId of market.taskIds) {
        if (stopped) return;
        await guard(async () => {
          const res = await client.call('POST', `/api/tasks/${taskId}/applications`, {
            message: `Solicitud del profesional ${p} para esta tarea.`,
            priceCents: 40_000 + p,
            travelCents: 0,
          });
          if (res.status === 201) acknowledged.applications.push({ taskId, id: res.json.id });
        });
      }
    })(),
    ...[client, market.owner].map(async (sender, s) => {
      for (let i = 0; !stopped; i++) {
        await guard(async () => {
          const res = await sender.call('POST', `/api/conversations/${conversationId}/messages`, {
            body: `Mensaje ${i} de ${s === 0 ? 'profesional' : 'propietaria'}`,
          });
          if (res.status === 201) acknowledged.messages.push({ conversationId, id: res.json.id });
        });
        if (stopped) return;
      }
    }),
  ]);
  return {
    acknowledged,
    count: () => acknowledged.messages.length + acknowledged.applications.length,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** A data folder (PGlite) or a fresh database on DATABASE_URL's server, removed afterwards. */
async function freshStore(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const store = await newStore('sec-kill');
  cleanups.push(() => store.remove());
  return store;
}

function track(server: ServerProcess) {
  cleanups.push(() => server.kill());
  return server;
}

describe('faults', () => {
  it(`SIGKILL in the middle of a stream of writes loses no acknowledged message or application (${POSTGRES_PASS ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const store = await freshStore();
    const port = await freePort(3510, 3549);
    const first = track(await startServerProcess({ port, ...store }));
    const market = await marketplace(first.base, 25, 3);
    const stream = writeStream(market);
    // Kill once a good number of writes are acknowledged, with more in flight.
    for (let i = 0; i < 300 && stream.count() < 60; i++) await sleep(50);
    await first.kill();
    await stream.stop();
    const { acknowledged } = stream;
    expect(acknowledged.messages.length, first.output()).toBeGreaterThan(10);
    expect(acknowledged.applications.length).toBeGreaterThan(5);

    const second = track(await startServerProcess({ port, ...store }));
    const missing: string[] = [];
    for (const { conversationId } of market.pros) {
      const stored = await allMessages(market.owner, conversationId);
      for (const m of acknowledged.messages.filter((x) => x.conversationId === conversationId)) {
        if (!stored.has(m.id)) missing.push(`mensaje ${m.id}`);
      }
    }
    for (const taskId of new Set(acknowledged.applications.map((a) => a.taskId))) {
      const res = await market.owner.call('GET', `/api/tasks/${taskId}/applications`);
      expect(res.status).toBe(200);
      const stored = new Set<string>(res.json.applications.map((a: { id: string }) => a.id));
      for (const a of acknowledged.applications.filter((x) => x.taskId === taskId)) {
        if (!stored.has(a.id)) missing.push(`solicitud ${a.id}`);
      }
    }
    expect(missing).toEqual([]);
    console.info(
      `SIGKILL: ${acknowledged.messages.length} mensajes y ${acknowledged.applications.length} solicitudes confirmados, todos presentes tras reiniciar`,
    );
    // And the server goes on taking writes after the crash.
    const after = await market.pros[0]!.client.call(
      'POST',
      `/api/conversations/${market.pros[0]!.conversationId}/messages`,
      {
        body: 'Después del reinicio',
      },
    );
    expect(after.status).toBe(201);

    await second.stop();
    const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, poolSize: 1 });
    try {
      expect(await violations(database.db)).toEqual({});
    } finally {
      await database.close();
    }
  }, 180_000);

  it.skipIf(!POSTGRES_PASS)(
    'PostgreSQL restarted under load: a Spanish 503 during the outage, recovery by itself, no failure afterwards (PostgreSQL pass only)',
    async () => {
      const cluster = temporaryCluster(await freePort(3590, 3599));
      cleanups.push(() => cluster.destroy());
      cluster.createDatabase('faena_sec_restart');
      const server = track(
        await startServerProcess({
          port: await freePort(3550, 3589),
          dataDir: (await freshStore()).dataDir,
          databaseUrl: cluster.url('faena_sec_restart'),
        }),
      );
      const market = await marketplace(server.base, 2, 2);

      type Outcome = { start: number; end: number; status: number; code?: string; message?: string };
      const outcomes: Outcome[] = [];
      let running = true;
      const load = market.pros.flatMap(({ client, conversationId }, p) =>
        [0, 1].map(async (k) => {
          for (let i = 0; running; i++) {
            const start = Date.now();
            const res = await (k === 0
              ? client.call('POST', `/api/conversations/${conversationId}/messages`, { body: `Carga ${p}-${i}` })
              : client.call('GET', i % 2 ? '/api/tasks?province=23' : `/api/conversations/${conversationId}/messages`)
            ).catch(() => ({ status: 0, json: null }));
            outcomes.push({ start, end: Date.now(), status: res.status, ...res.json?.error });
            await sleep(20);
          }
        }),
      );

      await sleep(2000);
      const downAt = Date.now();
      cluster.stop('immediate');
      const downDone = Date.now();
      await sleep(3000);
      const upAt = Date.now();
      cluster.start();
      // Recovery by itself: no restart of the server, only time.
      let recoveredAt = 0;
      for (let i = 0; i < 200 && !recoveredAt; i++) {
        await sleep(100);
        recoveredAt = outcomes.find((o) => o.start > upAt && o.status >= 200 && o.status < 300)?.end ?? 0;
      }
      const tally = (list: Outcome[]) => {
        const counts: Record<string, number> = {};
        for (const o of list) counts[`${o.status} ${o.code ?? ''}`] = (counts[`${o.status} ${o.code ?? ''}`] ?? 0) + 1;
        return JSON.stringify(counts);
      };
      expect(
        recoveredAt,
        `el servidor no se recuperó solo: ${tally(outcomes.filter((o) => o.start > upAt))}\n${server.output()}`,
      ).toBeGreaterThan(0);
      await sleep(3000);
      running = false;
      await Promise.all(load);

      const before = outcomes.filter((o) => o.end < downAt);
      const during = outcomes.filter((o) => o.start > downDone && o.end < upAt);
      const after = outcomes.filter((o) => o.start > recoveredAt);
      expect(before.length).toBeGreaterThan(10);
      expect(before.filter((o) => o.status >= 300)).toEqual([]);
      expect(during.length).toBeGreaterThan(10);
      for (const o of during) {
        expect(o).toMatchObject({
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: ERROR_MESSAGES.SERVICE_UNAVAILABLE,
        });
      }
      expect(after.length).toBeGreaterThan(10);
      expect(after.filter((o) => o.status >= 300)).toEqual([]);
      // Nothing worse than a 503 at any moment, even across the edges of the outage.
      expect(outcomes.filter((o) => o.status === 0 || (o.status >= 500 && o.status !== 503))).toEqual([]);
      console.info(
        `reinicio de PostgreSQL: ${before.length} respuestas antes, ${during.length} 503 durante, recuperado ${recoveredAt - upAt} ms después de arrancar, ${after.length} respuestas después sin fallo`,
      );
    },
    120_000,
  );
});
