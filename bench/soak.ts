/**
 * `npm run bench:soak`: ten minutes of a mixed workload (browse, search, task pages, apply,
 * message, notifications) at a steady rate against the real server in a process of its own,
 * then the figures: requests, answers by status (zero 5xx is the goal), p50/p95/p99 per
 * minute and overall, and the server's RSS every 5 s (flat: the end within 10 % of minute 2).
 *
 * Environment: SOAK_MINUTES (10), SOAK_RATE (requests a second, 25), DATABASE_URL (a
 * PostgreSQL database to use; it must be empty or Faena's; otherwise an embedded PGlite in a
 * temporary folder), SOAK_PORT (3520). Writes bench/results/soak-<database>.json.
 *
 * Open loop: requests start on a fixed schedule whatever the answers take, so a slow server
 * shows as latency, not as a lower rate. A script that prints figures, not a test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRO_PROFILE, propertyInput } from '../apps/server/test/inputs';

const ROOT = path.resolve(import.meta.dirname, '..');
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 25);
const PORT = Number(process.env.SOAK_PORT ?? 3520);
const BASE = `http://127.0.0.1:${PORT}`;
/** Requests in flight at most: beyond it the server is not keeping up and the run says so. */
const MAX_IN_FLIGHT = 200;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      AUTH_SECRET: 'secreto-de-la-prueba-de-resistencia-0123456789',
      // Production with DATABASE_URL requires a VAPID pair (config/env.ts); this one is only the soak's.
      VAPID_PUBLIC_KEY: 'BCUpleFGLLumkGvjOHlTkeUA3-rUH2SG2yqB_AvPQmg5oFKIke1Mpn6EUtLmYGISVhGT8IHicEE-PrCzaxUeIds',
      VAPID_PRIVATE_KEY: 'xldBBIVzYiOUBRm-haFt6soV8zkY9P2aEg-UScvMGDc',
      // Every simulated person comes from an address of their own (X-Forwarded-For).
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('el servidor terminó al arrancar');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {}
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('el servidor no arrancó en 2 minutos');
}

let ips = 0;
class Person {
  cookie = '';
  readonly ip = `10.${(++ips >> 8) & 255}.${ips & 255}.1`;
  profileId = '';

  // biome-ignore lint/suspicious/noExplicitAny: whatever JSON the API answered
  async call(method: string, url: string, body?: unknown): Promise<{ status: number; json: any }> {
    const res = await fetch(`${BASE}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        'x-forwarded-for': this.ip,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) this.cookie = set.join('; ');
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, json };
  }

  async must(method: string, url: string, body?: unknown) {
    const res = await this.call(method, url, body);
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json;
  }

  async signUp(role: 'property_owner' | 'professional', n: number) {
    await this.must('POST', '/api/auth/sign-up', {
      firstName: role === 'professional' ? 'Pedro' : 'Carmen',
      lastName: `Resistencia ${n}`,
      email: `soak-${role}-${n}-${Date.now()}@prueba.es`,
      password: 'una-clave-larga-de-prueba',
      role,
      acceptTerms: true,
    });
    this.profileId = (await this.must('GET', '/api/profile')).id;
    return this;
  }
}

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

function taskBody(propertyId: string, n: number) {
  return {
    propertyId,
    category: n % 2 ? 'poda' : 'desbroce',
    urgency: 'normal',
    title: `${n % 2 ? 'Poda de olivos' : 'Desbroce de finca'} número ${n}`,
    description: 'Trabajo de mantenimiento en la finca, con retirada de restos y acceso por camino.',
    budgetMinCents: 30_000,
    budgetMaxCents: 50_000,
    preferredStartDate: inDays(10),
    photoIds: [],
    publish: true,
  };
}

async function createTask(owner: Person, propertyId: string, n: number): Promise<string> {
  return (await owner.must('POST', '/api/tasks', taskBody(propertyId, n))).id;
}

interface World {
  owners: { person: Person; propertyId: string }[];
  pros: Person[];
  conversations: { owner: Person; pro: Person; id: string }[];
  tasks: string[];
  /** Tasks each professional has not applied to yet. */
  unapplied: Map<Person, string[]>;
}

async function setUp(): Promise<World> {
  const owners: World['owners'] = [];
  for (let i = 0; i < 6; i++) {
    const person = await new Person().signUp('property_owner', i);
    const property = await person.must(
      'POST',
      '/api/properties',
      propertyInput({ name: `Finca ${i}`, accessNotes: 'Cancela verde' }),
    );
    owners.push({ person, propertyId: property.id });
  }
  const pros: Person[] = [];
  for (let i = 0; i < 12; i++) {
    const pro = await new Person().signUp('professional', i);
    await pro.must('PUT', '/api/profile/professional', PRO_PROFILE);
    pros.push(pro);
  }
  const tasks: string[] = [];
  for (let i = 0; i < 30; i++) {
    const owner = owners[i % owners.length]!;
    tasks.push(await createTask(owner.person, owner.propertyId, i));
  }
  const conversations: World['conversations'] = [];
  for (const [i, pro] of pros.entries()) {
    const owner = owners[i % owners.length]!.person;
    const conversation = await owner.must('POST', '/api/conversations', { withProfileId: pro.profileId });
    conversations.push({ owner, pro, id: conversation.id });
  }
  return { owners, pros, conversations, tasks, unapplied: new Map(pros.map((p) => [p, [...tasks]])) };
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
const WORDS = ['poda', 'olivos', 'desbroce', 'finca', 'poda olivos', 'riego', 'valla'];

type Kind = 'browse' | 'search' | 'task' | 'notifications' | 'conversation' | 'message' | 'apply' | 'publish';
/** The mix, by weight: mostly reading, as a marketplace is. */
const MIX: [Kind, number][] = [
  ['browse', 30],
  ['search', 20],
  ['task', 15],
  ['notifications', 12],
  ['conversation', 8],
  ['message', 8],
  ['apply', 5],
  ['publish', 2],
];
const TOTAL_WEIGHT = MIX.reduce((s, [, w]) => s + w, 0);
function nextKind(): Kind {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [kind, weight] of MIX) {
    r -= weight;
    if (r < 0) return kind;
  }
  return 'browse';
}

let taskCount = 30;
async function request(world: World, kind: Kind): Promise<number> {
  const anyone = () => pick([...world.pros, ...world.owners.map((o) => o.person)]);
  switch (kind) {
    case 'browse':
      return (await pick(world.pros).call('GET', `/api/tasks?province=23&category=${pick(['poda', 'desbroce'])}`))
        .status;
    case 'search':
      return (await pick(world.pros).call('GET', `/api/tasks?q=${encodeURIComponent(pick(WORDS))}`)).status;
    case 'task':
      return (await anyone().call('GET', `/api/tasks/${pick(world.tasks)}`)).status;
    case 'notifications': {
      const who = anyone();
      const res = await who.call('GET', '/api/notifications');
      if (res.status !== 200) return res.status;
      return (await who.call('GET', '/api/notifications/unread-count')).status;
    }
    case 'conversation': {
      const c = pick(world.conversations);
      return (await pick([c.owner, c.pro]).call('GET', `/api/conversations/${c.id}/messages`)).status;
    }
    case 'message': {
      const c = pick(world.conversations);
      return (
        await pick([c.owner, c.pro]).call('POST', `/api/conversations/${c.id}/messages`, {
          body: `¿Te viene bien el jueves a las ${8 + Math.floor(Math.random() * 10)}?`,
        })
      ).status;
    }
    case 'apply': {
      const pro = pick(world.pros);
      const open = world.unapplied.get(pro)!;
      const taskId = open.pop();
      if (!taskId) return (await pro.call('GET', '/api/applications/mine')).status;
      return (
        await pro.call('POST', `/api/tasks/${taskId}/applications`, {
          message: 'Puedo hacerlo la semana que viene, con mi cuadrilla.',
          priceCents: 42_000,
          travelCents: 1_500,
        })
      ).status;
    }
    case 'publish': {
      const owner = pick(world.owners);
      // The server's own answer is what counts (a client time-out is counted as no answer).
      const res = await owner.person.call('POST', '/api/tasks', taskBody(owner.propertyId, ++taskCount));
      if (res.status === 201) {
        world.tasks.push(res.json.id);
        for (const list of world.unapplied.values()) list.push(res.json.id);
      }
      return res.status;
    }
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-soak-'));
  const server = await startServer(dataDir);
  const pid = server.pid!;
  const stopServer = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stopServer();
    process.exit(130);
  });
  try {
    const world = await setUp();
    console.log(
      `Resistencia: ${MINUTES} min a ${RATE} peticiones/s, base ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, servidor pid ${pid}`,
    );
    const perMinute: { latencies: number[]; statuses: Record<string, number> }[] = Array.from(
      { length: MINUTES },
      () => ({ latencies: [], statuses: {} }),
    );
    const byKind: Record<string, { count: number; fivexx: number; latencies: number[] }> = {};
    const rss: { t: number; kb: number }[] = [];
    const errors: string[] = [];
    let inFlight = 0;
    let skipped = 0;
    const started = Date.now();
    const end = started + MINUTES * 60_000;
    const sampler = setInterval(() => rss.push({ t: (Date.now() - started) / 1000, kb: rssKb(pid) }), 5_000);
    const pending = new Set<Promise<void>>();
    for (let i = 0; ; i++) {
      const due = started + (i * 1000) / RATE;
      if (due >= end) break;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped += 1;
        continue;
      }
      const kind = nextKind();
      const minute = Math.min(MINUTES - 1, Math.floor((due - started) / 60_000));
      inFlight += 1;
      const t0 = performance.now();
      const p = request(world, kind)
        .catch((error: Error) => {
          if (errors.length < 20) errors.push(`${kind}: ${error.message}`);
          return 0;
        })
        .then((status) => {
          const ms = performance.now() - t0;
          const bucket = perMinute[minute]!;
          bucket.latencies.push(ms);
          const key = status === 0 ? 'sin respuesta' : String(status);
          bucket.statuses[key] = (bucket.statuses[key] ?? 0) + 1;
          byKind[kind] ??= { count: 0, fivexx: 0, latencies: [] };
          const k = byKind[kind];
          k.count += 1;
          if (status >= 500 || status === 0) k.fivexx += 1;
          k.latencies.push(ms);
        })
        .finally(() => {
          inFlight -= 1;
          pending.delete(p);
        });
      pending.add(p);
    }
    await Promise.all(pending);
    clearInterval(sampler);

    const all = perMinute.flatMap((m) => m.latencies).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const m of perMinute) for (const [s, n] of Object.entries(m.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
    const fivexx = Object.entries(statuses)
      .filter(([s]) => s === 'sin respuesta' || Number(s) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const rssAt = (from: number, to: number) => {
      const window = rss.filter((r) => r.t >= from && r.t < to).map((r) => r.kb);
      return window.length ? window.reduce((a, b) => a + b, 0) / window.length : 0;
    };
    const minute2 = rssAt(60, 120);
    const last = rssAt((MINUTES - 1) * 60, MINUTES * 60 + 10);
    const growth = minute2 ? (last - minute2) / minute2 : 0;

    console.log('\nminuto  peticiones  p50 ms  p95 ms  p99 ms  RSS MB  respuestas');
    perMinute.forEach((m, i) => {
      const sorted = [...m.latencies].sort((a, b) => a - b);
      console.log(
        `${String(i + 1).padStart(6)}  ${String(sorted.length).padStart(10)}  ${percentile(sorted, 50).toFixed(1).padStart(6)}  ${percentile(sorted, 95).toFixed(1).padStart(6)}  ${percentile(sorted, 99).toFixed(1).padStart(6)}  ${(rssAt(i * 60, (i + 1) * 60) / 1024).toFixed(0).padStart(6)}  ${JSON.stringify(m.statuses)}`,
      );
    });
    console.log('\npor tipo: peticiones, 5xx, p99 ms');
    for (const [kind, k] of Object.entries(byKind)) {
      const sorted = k.latencies.sort((a, b) => a - b);
      console.log(
        `  ${kind.padEnd(14)} ${String(k.count).padStart(6)} ${String(k.fivexx).padStart(4)} ${percentile(sorted, 99).toFixed(1).padStart(8)}`,
      );
    }
    const summary = {
      date: new Date().toISOString(),
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      minutes: MINUTES,
      targetRate: RATE,
      requests: all.length,
      achievedRate: Number((all.length / (MINUTES * 60)).toFixed(1)),
      notSentBecauseSaturated: skipped,
      statuses,
      fivexx,
      p50: Number(percentile(all, 50).toFixed(1)),
      p95: Number(percentile(all, 95).toFixed(1)),
      p99: Number(percentile(all, 99).toFixed(1)),
      rssMinute2Mb: Number((minute2 / 1024).toFixed(1)),
      rssLastMinuteMb: Number((last / 1024).toFixed(1)),
      rssGrowthPercent: Number((growth * 100).toFixed(1)),
      cpus: os.cpus().length,
      node: process.version,
      errors,
    };
    console.log(`\n${JSON.stringify(summary, null, 2)}`);
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, `bench/results/soak-${summary.database}.json`),
      `${JSON.stringify(
        {
          ...summary,
          perMinute: perMinute.map((m, i) => ({
            minute: i + 1,
            requests: m.latencies.length,
            p99: Number(
              percentile(
                [...m.latencies].sort((a, b) => a - b),
                99,
              ).toFixed(1),
            ),
            statuses: m.statuses,
          })),
          rss,
        },
        null,
        2,
      )}\n`,
    );
    const ok = fivexx === 0 && skipped === 0 && Math.abs(growth) <= 0.1;
    console.log(
      ok
        ? '\nBien: ningún 5xx, el ritmo se sostuvo y la memoria se mantuvo plana (±10 % respecto al minuto 2).'
        : '\nMAL: hubo 5xx, peticiones sin enviar por saturación o la memoria creció más de un 10 %.',
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    stopServer();
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
