// Real time: 1,000 WebSocket clients (generated owners, each with a session made directly in the
// database) spread over two server processes on one PostgreSQL; professionals send them
// messages through the real API at a fixed rate, alternating the two processes, so about half of
// the deliveries cross from one process to the other through LISTEN/NOTIFY. Latency is from the
// moment the POST is sent to the moment the recipient's socket receives the 'message' event of
// that very message (matched by its id, which the POST answers with: a delivery may arrive before
// the answer). A message that never arrives counts as infinitely late in p50/p99.
import { createHmac, randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { SESSION_DAYS } from '../../apps/server/src/modules/auth/auth';
import { AUTH_SECRET } from './server';
import type { SqlRunner } from './sql';

/** Sessions for these users, written as better-auth writes them, and their signed cookies. */
export async function createSessions(db: SqlRunner, userIds: string[]): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  const rows: string[] = [];
  for (const userId of userIds) {
    const token = randomBytes(24).toString('base64url');
    const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
    cookies.set(userId, `faena.session_token=${encodeURIComponent(`${token}.${signature}`)}`);
    // A fresh session's expiry, as at sign-in: one nearer than that is due for its sliding
    // refresh, and every request would go through better-auth to refresh it.
    rows.push(`('${token}', '${userId}', now() + interval '${SESSION_DAYS} days', now(), now())`);
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db.query(
      `INSERT INTO session (token, user_id, expires_at, created_at, updated_at) VALUES ${rows.slice(i, i + 500).join(',')}`,
    );
  }
  return cookies;
}

export interface RealtimeResult {
  clients: number;
  connectedPerServer: number[];
  rate: number;
  seconds: number;
  sent: number;
  delivered: number;
  sendErrors: number;
  p50: number;
  p99: number;
  max: number;
  postP50: number;
  /** Server CPU (both processes, from /proc) per message sent, over the sending phase. */
  serverCpuMsPerMessage: number;
  /** How far behind its schedule the generator sent, p99 (its own lateness, not the servers'). */
  sendLagP99: number;
}

/** A distinct private address per sender (the servers run with TRUST_PROXY=true). */
const senderAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN)
    : Number.NaN;

export async function realtimeBench(options: {
  db: SqlRunner;
  servers: [string, string];
  clients: number;
  rate: number;
  seconds: number;
  log: (m: string) => void;
  /** CPU time used so far by the two server processes, in ms. */
  serverCpuMs?: () => number;
}): Promise<RealtimeResult> {
  const { db, servers, clients, rate, seconds, log } = options;
  // Recipients: the first `clients` active owners; senders: professionals, one per conversation.
  const owners = await db.query<{ profile_id: string; user_id: string }>(
    `SELECT id AS profile_id, user_id FROM profiles WHERE role = 'property_owner' AND suspended_at IS NULL
      AND deleted_at IS NULL ORDER BY created_at, id LIMIT ${clients}`,
  );
  const pros = await db.query<{ profile_id: string; user_id: string }>(
    `SELECT id AS profile_id, user_id FROM profiles WHERE role = 'professional' AND suspended_at IS NULL
      AND deleted_at IS NULL ORDER BY created_at, id LIMIT 200`,
  );
  if (owners.length < clients || pros.length === 0) throw new Error('No hay bastantes personas generadas.');
  // One conversation per recipient (existing or new), with a professional as the other side.
  const pairs = owners.map((o, i) => ({ owner: o, pro: pros[i % pros.length] as (typeof pros)[number] }));
  const values = pairs.map((p) => `('${p.owner.profile_id}'::uuid, '${p.pro.profile_id}'::uuid)`).join(',');
  const conv = await db.query<{ id: string; owner_id: string }>(
    `INSERT INTO conversations (owner_id, professional_id) VALUES ${values}
     ON CONFLICT (owner_id, professional_id) DO UPDATE SET owner_id = EXCLUDED.owner_id
     RETURNING id, owner_id`,
  );
  const convByOwner = new Map(conv.map((c) => [c.owner_id, c.id]));
  const cookies = await createSessions(db, [...owners.map((o) => o.user_id), ...pros.map((p) => p.user_id)]);

  // Connect the recipients, alternating the servers.
  // Arrival time of each message event at its recipient's socket, by message id.
  const arrivedAt = new Map<string, number>();
  const sockets: WebSocket[] = [];
  const connected = [0, 0];
  await Promise.all(
    owners.map(
      (o, i) =>
        new Promise<void>((resolve, reject) => {
          const base = servers[i % 2] as string;
          const ws = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
            headers: { cookie: cookies.get(o.user_id) as string, origin: base },
          });
          sockets.push(ws);
          const timer = setTimeout(() => reject(new Error('un socket no recibió «hello»')), 30_000);
          ws.on('message', (raw: Buffer) => {
            const now = performance.now();
            const event = JSON.parse(raw.toString()) as { type: string; data: { messageId?: string } };
            if (event.type === 'hello') {
              clearTimeout(timer);
              connected[i % 2] = (connected[i % 2] ?? 0) + 1;
              resolve();
            } else if (event.type === 'message' && event.data.messageId && !arrivedAt.has(event.data.messageId)) {
              arrivedAt.set(event.data.messageId, now);
            }
          });
          ws.on('error', (e) => reject(e));
        }),
    ),
  );
  log(`  ${sockets.length} sockets conectados (${connected.join(' + ')})`);

  // Send at a fixed rate: message k goes to recipient k mod N through server k mod 2 … shifted
  // by one, so a message sent through A reaches a recipient on B and the other way round.
  const total = Math.round(rate * seconds);
  const postTimes: number[] = [];
  const lags: number[] = [];
  // Send time of each stored message, by the id the POST answered with.
  const sentAt = new Map<string, number>();
  let sendErrors = 0;
  const cpuBefore = options.serverCpuMs?.() ?? Number.NaN;
  const started = performance.now();
  const inflight: Promise<void>[] = [];
  for (let k = 0; k < total; k++) {
    const due = started + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const i = k % owners.length;
    const pair = pairs[i] as (typeof pairs)[number];
    const conversationId = convByOwner.get(pair.owner.profile_id) as string;
    const via = servers[(i + 1) % 2] as string;
    const t0 = performance.now();
    lags.push(t0 - due);
    inflight.push(
      fetch(`${via}/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies.get(pair.pro.user_id) as string,
          origin: via,
          // Each professional from its own address, as on their own phones: the per-address
          // limit on sending messages (60 a minute) must not turn the run into 429s.
          'x-forwarded-for': senderAddress(pros.indexOf(pair.pro)),
        },
        body: JSON.stringify({ body: `Mensaje de prueba ${k}: ¿le viene bien el lunes?` }),
      }).then(
        async (res) => {
          const answer = (await res.json().catch(() => null)) as { id?: string } | null;
          if (res.ok && answer?.id) {
            postTimes.push(performance.now() - t0);
            sentAt.set(answer.id, t0);
          } else sendErrors++;
        },
        () => {
          sendErrors++;
        },
      ),
    );
  }
  await Promise.all(inflight);
  const cpuAfter = options.serverCpuMs?.() ?? Number.NaN;
  await new Promise((r) => setTimeout(r, 2000));
  for (const ws of sockets) ws.terminate();
  // Every message sent counts: one that failed or never arrived is infinitely late.
  const latencies: number[] = [];
  for (const [id, t0] of sentAt) latencies.push((arrivedAt.get(id) ?? Number.POSITIVE_INFINITY) - t0);
  for (let e = 0; e < sendErrors; e++) latencies.push(Number.POSITIVE_INFINITY);
  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  const delivered = latencies.filter(Number.isFinite).length;
  return {
    clients: sockets.length,
    connectedPerServer: connected,
    rate,
    seconds,
    sent: total,
    delivered,
    sendErrors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    postP50: percentile(postTimes, 50),
    serverCpuMsPerMessage: (cpuAfter - cpuBefore) / total,
    sendLagP99: percentile(lags, 99),
  };
}
