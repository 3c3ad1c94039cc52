import { createRequire } from 'node:module';
import net from 'node:net';

/**
 * A local Web Push service for the tests: web-push-testing (npm), in this process. It hands out
 * subscriptions like a browser's (an endpoint on it and the keys), checks each push's VAPID
 * signature, decrypts it (RFC 8291) and keeps the plaintext for the test to read; an expired
 * subscription answers 410.
 */
export interface LocalPushService {
  url: string;
  subscribe(applicationServerKey: string): Promise<{
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }>;
  /** The decrypted payloads received for a subscription, oldest first. */
  messages(clientHash: string): Promise<string[]>;
  /** From now on the subscription answers 410 Gone. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

interface TestingServer {
  startServer(): void;
  _server: import('node:http').Server;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const require = createRequire(import.meta.url);
  const Server = require('web-push-testing/src/server.js') as new (model: unknown, port: number) => TestingServer;
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown };
  const port = await freePort();
  const server = new Server(new PushApiModel(), port);
  // Its "Server running on port …" line is noise in the tests' output.
  const log = console.log;
  console.log = () => {};
  try {
    server.startServer();
    await new Promise<void>((resolve) =>
      server._server.listening ? resolve() : server._server.once('listening', () => resolve()),
    );
  } finally {
    console.log = log;
  }
  const url = `http://localhost:${port}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.text();
  };
  return {
    url,
    async subscribe(applicationServerKey) {
      return JSON.parse(await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).data;
    },
    async messages(clientHash) {
      return JSON.parse(await post('/get-notifications', { clientHash })).data.messages;
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`, {});
    },
    close: () =>
      new Promise<void>((resolve) => {
        server._server.closeAllConnections?.();
        server._server.close(() => resolve());
      }),
  };
}
