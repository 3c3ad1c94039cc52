import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { jobs, pushSubscriptions } from '@faena/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask, inDays } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { type LocalPushService, startLocalPushService } from '../../../test/push-service';
import { loadConfig } from '../../config/env';
import { notify } from '../notifications';
import { loadVapidKeys, VAPID_KEYS_FILE } from './keys';
import { allowedEndpoint, SEND_PUSH_JOB } from './service';

let ctx: TestContext;
let pushService: LocalPushService;
let owner: TestUser;
let pro: TestUser;
let propertyId: string;

beforeAll(async () => {
  pushService = await startLocalPushService();
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  propertyId = await createProperty(owner);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await pushService?.close();
});

/** A browser of `user` subscribed at the local push service and registered with Faena. */
async function subscribeDevice(user: TestUser) {
  const key = await user.agent.get('/api/push/key');
  expect(key.statusCode, key.body).toBe(200);
  const subscription = await pushService.subscribe(key.json().publicKey);
  const saved = await user.agent.post('/api/push/subscriptions', {
    endpoint: subscription.endpoint,
    expirationTime: null,
    keys: subscription.keys,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return subscription;
}

async function turnPushOn(user: TestUser, ...types: string[]) {
  const current = (await user.agent.get('/api/notifications/preferences')).json();
  const push = { ...current.push, ...Object.fromEntries(types.map((t) => [t, true])) };
  const res = await user.agent.put('/api/notifications/preferences', { preferences: current.preferences, push });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const rowOf = async (endpoint: string) =>
  (await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
const pushJobs = () => ctx.database.db.select().from(jobs).where(eq(jobs.kind, SEND_PUSH_JOB));

describe('a push for a new application', () => {
  it('reaches the owner’s device through a real push service, encrypted, with the payload in Spanish', async () => {
    const device = await subscribeDevice(owner);
    const prefs = await turnPushOn(owner, 'new_application');
    expect(prefs.push).toMatchObject({ new_application: true, new_message: false });
    const taskId = await createTask(owner, propertyId, { title: 'Poda de 40 olivos' });
    const applied = await pro.agent.post(`/api/tasks/${taskId}/applications`, {
      message: 'Tengo motosierra y experiencia en poda de olivar.',
      priceCents: 45_000,
      travelCents: 2_000,
      proposedStartDate: inDays(7),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    await ctx.worker.drain();
    const messages = await pushService.messages(device.clientHash);
    expect(messages).toHaveLength(1);
    const payload = JSON.parse(messages[0] as string);
    expect(payload).toEqual({
      title: 'Nueva solicitud para «Poda de 40 olivos»',
      body: 'Pedro te ha enviado una solicitud.',
      url: `/task/${taskId}/applications`,
      tag: expect.any(String),
    });
    expect((await rowOf(device.endpoint))?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('is off by default: a subscribed person who did not turn a type on gets no push for it', async () => {
    const someone = await signUp(ctx, { firstName: 'Lola' });
    const device = await subscribeDevice(someone);
    const before = (await pushJobs()).length;
    await notify(ctx.database.db, { profileId: someone.profileId, type: 'new_application', title: 'Sin push' });
    expect((await pushJobs()).length).toBe(before);
    await ctx.worker.drain();
    expect(await pushService.messages(device.clientHash)).toEqual([]);
  });

  it('a subscription the push service says is gone (410) is deleted', async () => {
    const someone = await signUp(ctx);
    const device = await subscribeDevice(someone);
    await turnPushOn(someone, 'task_cancelled');
    await pushService.expire(device.clientHash);
    await notify(ctx.database.db, { profileId: someone.profileId, type: 'task_cancelled', title: 'Cancelada' });
    await ctx.worker.drain();
    expect(await rowOf(device.endpoint)).toBeUndefined();
    const [job] = (await pushJobs()).filter((j) => j.payload.subscriptionId !== undefined && j.status !== 'done');
    expect(job).toBeUndefined();
  });

  it('a push service that answers 503 is tried again later through the job queue', async () => {
    let answers = 0;
    const failing = http.createServer((req, res) => {
      answers += 1;
      req.resume();
      res.statusCode = 503;
      res.end();
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const someone = await signUp(ctx);
      const key = (await someone.agent.get('/api/push/key')).json().publicKey as string;
      const real = await pushService.subscribe(key);
      const endpoint = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/push/uno`;
      const saved = await someone.agent.post('/api/push/subscriptions', { endpoint, keys: real.keys });
      expect(saved.statusCode, saved.body).toBe(200);
      await turnPushOn(someone, 'task_cancelled');
      await notify(ctx.database.db, { profileId: someone.profileId, type: 'task_cancelled', title: 'Cancelada' });
      await ctx.worker.drain();
      expect(answers).toBe(1);
      const row = await rowOf(endpoint);
      const [job] = (await pushJobs()).filter((j) => j.payload.subscriptionId === row?.id);
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job?.lastError).toContain('503');
      expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
      expect(row?.lastSuccessAt).toBeNull();
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});

describe('subscriptions', () => {
  it('refuse hostile bodies with a Spanish 4xx and store nothing', async () => {
    const key = (await owner.agent.get('/api/push/key')).json().publicKey as string;
    const { keys } = await pushService.subscribe(key);
    const cases: [string, unknown, number][] = [
      ['http to another machine', { endpoint: 'http://push.example.com/x', keys }, 400],
      ['no scheme', { endpoint: 'javascript:alert(1)', keys }, 400],
      ['a file URL', { endpoint: 'file:///etc/passwd', keys }, 400],
      ['credentials in the URL', { endpoint: 'https://a:b@push.example.com/x', keys }, 400],
      ['p256dh too short', { endpoint: 'https://push.example.com/a', keys: { ...keys, p256dh: 'BAAA' } }, 400],
      [
        'p256dh not a point',
        { endpoint: 'https://push.example.com/b', keys: { ...keys, p256dh: `A${keys.p256dh.slice(1)}` } },
        400,
      ],
      ['auth of 17 bytes', { endpoint: 'https://push.example.com/c', keys: { ...keys, auth: `${keys.auth}AA` } }, 400],
      [
        'auth not base64url',
        { endpoint: 'https://push.example.com/d', keys: { ...keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' } },
        400,
      ],
      ['no keys', { endpoint: 'https://push.example.com/e' }, 400],
      ['an endpoint of 2,000 characters', { endpoint: `https://push.example.com/${'a'.repeat(2000)}`, keys }, 400],
      ['a huge body', { endpoint: 'https://push.example.com/f', keys, padding: 'x'.repeat(100_000) }, 413],
    ];
    for (const [what, body, status] of cases) {
      const res = await owner.agent.post('/api/push/subscriptions', body);
      expect(res.statusCode, what).toBe(status);
      expect(res.json().error.message, what).toMatch(/[a-záéíóúñ]/);
    }
    const stored = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.profileId, owner.profileId));
    expect(stored.every((s) => s.endpoint.startsWith('http://localhost:'))).toBe(true);
    expect(
      (await new Agent(ctx.app).post('/api/push/subscriptions', { endpoint: 'https://x.es/a', keys })).statusCode,
    ).toBe(401);
  });

  it('an endpoint moves to whoever subscribes it now; only its holder may delete it', async () => {
    const first = await signUp(ctx);
    const second = await signUp(ctx);
    const device = await subscribeDevice(first);
    const again = await second.agent.post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys });
    expect(again.statusCode).toBe(200);
    expect((await rowOf(device.endpoint))?.profileId).toBe(second.profileId);
    const url = `/api/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`;
    const refused = await first.agent.delete(url);
    expect(refused.statusCode).toBe(404);
    const removed = await second.agent.delete(url);
    expect(removed.statusCode).toBe(200);
    expect(await rowOf(device.endpoint)).toBeUndefined();
  });

  it('a push queued before the device changed hands is not sent to the new holder', async () => {
    const first = await signUp(ctx);
    const second = await signUp(ctx);
    const device = await subscribeDevice(first);
    await turnPushOn(first, 'task_cancelled');
    await notify(ctx.database.db, { profileId: first.profileId, type: 'task_cancelled', title: 'Privado' });
    await second.agent.post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys });
    await ctx.worker.drain();
    expect(await pushService.messages(device.clientHash)).toEqual([]);
  });

  it('allows http only on this machine and never in production', () => {
    expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(allowedEndpoint('http://localhost:8090/notify/x', false)).toBe(true);
    expect(allowedEndpoint('http://127.0.0.1:8090/notify/x', false)).toBe(true);
    expect(allowedEndpoint('http://localhost:8090/notify/x', true)).toBe(false);
    expect(allowedEndpoint('http://10.0.0.1/notify/x', false)).toBe(false);
    expect(allowedEndpoint('ftp://localhost/x', false)).toBe(false);
  });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR (mode 0600) and read back the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-vapid-'));
    try {
      const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' });
      const keys = loadVapidKeys(config);
      expect(keys.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(keys.subject).toBe('mailto:no-responder@faena.local');
      const file = path.join(dir, VAPID_KEYS_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      });
      expect(fs.readdirSync(dir)).toEqual([VAPID_KEYS_FILE]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('come from the environment when set; production with DATABASE_URL requires them, like AUTH_SECRET', () => {
    const pair = {
      VAPID_PUBLIC_KEY: 'BCUpleFGLLumkGvjOHlTkeUA3-rUH2SG2yqB_AvPQmg5oFKIke1Mpn6EUtLmYGISVhGT8IHicEE-PrCzaxUeIds',
      VAPID_PRIVATE_KEY: 'xldBBIVzYiOUBRm-haFt6soV8zkY9P2aEg-UScvMGDc',
    };
    const base = { DATA_DIR: '/tmp/faena-vapid-env', AUTH_SECRET: 'x'.repeat(32) };
    const keys = loadVapidKeys(loadConfig({ ...base, ...pair, VAPID_SUBJECT: 'mailto:avisos@faena.es' }));
    expect(keys).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'mailto:avisos@faena.es',
    });
    const production = { ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres:///faena' };
    expect(() => loadConfig(production)).toThrow(
      /VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY: son obligatorias en producción/,
    );
    expect(loadConfig({ ...production, ...pair }).VAPID_PUBLIC_KEY).toBe(pair.VAPID_PUBLIC_KEY);
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/van juntas/);
    expect(() => loadConfig({ ...base, ...pair, VAPID_PUBLIC_KEY: 'corta' })).toThrow(/VAPID_PUBLIC_KEY debe ser/);
    expect(() => loadConfig({ ...base, ...pair, VAPID_SUBJECT: 'http://faena.es' })).toThrow(/VAPID_SUBJECT debe ser/);
  });
});
