import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One envelope as it arrived: the raw text (to search for what must never be there) and its items. */
export interface ReceivedEnvelope {
  project: string;
  /** The query string the sender used (the browser SDK authenticates with `sentry_key` there). */
  query: string;
  raw: string;
  header: Record<string, unknown>;
  items: Array<{ type: string; payload: Record<string, unknown> }>;
}

export interface SentryReceiver {
  /** A DSN pointing at this receiver. */
  dsn(project?: string): string;
  envelopes: ReceivedEnvelope[];
  /** Every `event` item received, in arrival order. */
  events(): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * An envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a header line, then items,
 * each a header line and a payload (of `length` bytes when the header says so, else one line).
 * Read here without the SDK, so a test can tell whether the server loaded it.
 */
export function parseEnvelope(body: Buffer): Pick<ReceivedEnvelope, 'header' | 'items'> {
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end === -1 ? body.length : end).toString('utf8');
    at = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: ReceivedEnvelope['items'] = [];
  while (at < body.length) {
    const text = line();
    if (text.trim() === '') continue;
    const itemHeader = JSON.parse(text) as { type?: string; length?: number };
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length + 1;
    } else {
      payload = line();
    }
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(payload) as Record<string, unknown>;
    } catch {}
    items.push({ type: String(itemHeader.type), payload: parsed });
  }
  return { header, items };
}

/**
 * A stand-in for Sentry's ingestion on this machine: accepts `POST /api/<project>/envelope/`,
 * decodes the envelope and keeps it (with CORS, for a browser). Anything else is a 404.
 */
export async function startSentryReceiver(port = 0): Promise<SentryReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = /^\/api\/([^/]+)\/envelope\/$/.exec(url.pathname);
      if (req.method !== 'POST' || !match?.[1]) {
        res.writeHead(404).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      try {
        envelopes.push({ project: match[1], query: url.search, raw: body.toString('utf8'), ...parseEnvelope(body) });
      } catch (error) {
        console.error('receptor de informes: sobre ilegible', error);
        res.writeHead(400).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    dsn: (project = '7') => `http://clavepublica@127.0.0.1:${bound}/${project}`,
    envelopes,
    events: () => envelopes.flatMap((e) => e.items.filter((i) => i.type === 'event').map((i) => i.payload)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
