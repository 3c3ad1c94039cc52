import net from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** The headers every tus request carries. */
export const TUS = { 'tus-resumable': '1.0.0' } as const;
export const OCTETS = 'application/offset+octet-stream';

/** Upload-Metadata as tus clients write it: `key base64(value)` pairs separated by commas. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

type Requester = { request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> };
type Injector = { inject(options: InjectOptions): Promise<LightMyRequestResponse> };

let address = 0;
/** A new client address per request, so the routes' per-address limits stay out of these tests' way. */
function nextAddress(): string {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
}

/**
 * A tus client speaking through an Agent (its cookies) or the app itself (anonymous). Each
 * request comes from a new address unless `sameAddress` is given.
 */
export function tusClient(from: Requester | Injector, options: { sameAddress?: string } = {}) {
  const send = (request: InjectOptions & { url: string }) => {
    const withAddress = { ...request, remoteAddress: options.sameAddress ?? nextAddress() };
    return 'request' in from ? from.request(withAddress) : from.inject(withAddress);
  };
  const agent = { request: send };
  return {
    create(purpose: string, length: number, filename = 'foto.jpg', headers: Record<string, string> = {}) {
      return agent.request({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...TUS,
          'upload-length': String(length),
          'upload-metadata': tusMetadata({ purpose, filename }),
          ...headers,
        },
      });
    },
    head(id: string, headers: Record<string, string> = {}) {
      return agent.request({ method: 'HEAD', url: `/api/uploads/${id}`, headers: { ...TUS, ...headers } });
    },
    patch(id: string, offset: number, data: Buffer, headers: Record<string, string> = {}) {
      return agent.request({
        method: 'PATCH',
        url: `/api/uploads/${id}`,
        payload: data,
        headers: { ...TUS, 'upload-offset': String(offset), 'content-type': OCTETS, ...headers },
      });
    },
    terminate(id: string) {
      return agent.request({ method: 'DELETE', url: `/api/uploads/${id}`, headers: { ...TUS } });
    },
    finish(id: string) {
      return agent.request({ method: 'POST', url: `/api/uploads/${id}/finish`, payload: {} });
    },
  };
}

/** The upload id from a creation's Location header (`/api/uploads/<id>`). */
export function uploadIdOf(res: LightMyRequestResponse): string {
  const location = String(res.headers.location ?? '');
  const id = location.split('/').pop();
  if (res.statusCode !== 201 || !id) throw new Error(`creación fallida: ${res.statusCode} ${res.body}`);
  return id;
}

/**
 * A PATCH whose connection drops half-way, on a real socket: the headers announce all of `data`,
 * `sent` bytes of it go out, then the socket is destroyed, as a phone losing coverage would.
 */
export async function interruptedPatch(options: {
  port: number;
  id: string;
  cookie: string;
  offset: number;
  data: Buffer;
  sent: number;
}): Promise<void> {
  const socket = net.connect(options.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => {});
  const head = [
    `PATCH /api/uploads/${options.id} HTTP/1.1`,
    'Host: localhost:3000',
    `Cookie: ${options.cookie}`,
    'Tus-Resumable: 1.0.0',
    `Upload-Offset: ${options.offset}`,
    `Content-Type: ${OCTETS}`,
    `Content-Length: ${options.data.length}`,
    '',
    '',
  ].join('\r\n');
  await new Promise<void>((resolve) => socket.write(head, () => resolve()));
  await new Promise<void>((resolve) => socket.write(options.data.subarray(0, options.sent), () => resolve()));
  // Let the server read what was sent before the line goes dead.
  await new Promise((r) => setTimeout(r, 200));
  socket.destroy();
}
