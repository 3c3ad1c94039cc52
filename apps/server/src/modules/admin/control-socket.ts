import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '@faena/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import { runSeriesTick } from '../series';
import { setAdmin } from './admins';

export type ControlRequest =
  | { command: 'grant' | 'revoke'; email: string; actor: string }
  /** Runs the recurring-task scheduler now, or at `at` when the server allows DEV_CLOCK. */
  | { command: 'series-tick'; at?: string; actor: string }
  /** A consistent snapshot of the embedded database and its photos, for `npm run backup`. */
  | { command: 'backup'; actor: string };

export interface ControlOptions {
  /** DEV_CLOCK: the scheduler may be run as if it were another moment. */
  allowClock: boolean;
  /**
   * Takes the snapshot of the embedded database this process holds and returns the folder (in
   * DATA_DIR) with it; only the server on the embedded database has one.
   */
  snapshot?: () => Promise<string>;
}

export interface ControlResponse {
  ok: boolean;
  message: string;
  /** `backup`: the staging folder with the snapshot, which the command packs and removes. */
  staging?: string;
}

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

async function seriesTick(db: Database, at: string | undefined, options: ControlOptions): Promise<ControlResponse> {
  const now = at ? new Date(at) : new Date();
  if (Number.isNaN(now.getTime())) return { ok: false, message: `Fecha no válida: ${at}` };
  if (at && !options.allowClock) {
    return {
      ok: false,
      message: 'Solo se puede simular otra fecha con DEV_CLOCK=true (pruebas); sin fecha se ejecuta ahora.',
    };
  }
  const r = await runSeriesTick(db, now);
  return {
    ok: true,
    message: `Tareas que se repiten (${now.toISOString()}): ${r.published} publicadas, ${r.released} reservas abiertas a todos, ${r.warned} avisos de fecha límite.`,
  };
}

/** Runs one command-line request against the database this process holds. */
export async function runControlCommand(
  db: Database,
  request: ControlRequest,
  options: ControlOptions = { allowClock: false },
): Promise<ControlResponse> {
  if (request.command === 'series-tick') return seriesTick(db, request.at, options);
  if (request.command === 'backup') {
    if (!options.snapshot)
      return { ok: false, message: 'Este proceso no tiene una base de datos integrada que copiar.' };
    return { ok: true, message: 'Instantánea tomada.', staging: await options.snapshot() };
  }
  try {
    const result = await setAdmin(db, request.email, request.command === 'grant', {
      adminId: null,
      actor: request.actor,
    });
    if (!result.changed) {
      return {
        ok: true,
        message: result.isAdmin ? `${result.email} ya era administrador.` : `${result.email} no era administrador.`,
      };
    }
    return {
      ok: true,
      message: result.isAdmin ? `${result.email} ahora es administrador.` : `${result.email} ya no es administrador.`,
    };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * The embedded database can be opened by one process only, so while the server runs,
 * `npm run admin` reaches it through this Unix socket in the data folder (owner-only).
 */
export function startControlSocket(
  dataDir: string,
  db: Database,
  log: FastifyBaseLogger,
  options: ControlOptions = { allowClock: false },
): Promise<net.Server> {
  const socketPath = controlSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', async (chunk) => {
      buffer += chunk;
      if (buffer.length > 10_000) return socket.destroy();
      const newline = buffer.indexOf('\n');
      if (newline === -1) return;
      let response: ControlResponse;
      try {
        const request = JSON.parse(buffer.slice(0, newline)) as ControlRequest;
        if (!['grant', 'revoke', 'series-tick', 'backup'].includes(request.command))
          throw new Error('orden desconocida');
        response = await runControlCommand(db, request, options);
      } catch (error) {
        log.error({ err: error }, 'orden de control fallida');
        response = { ok: false, message: 'No se pudo completar la orden.' };
      }
      socket.end(`${JSON.stringify(response)}\n`);
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      fs.chmodSync(socketPath, 0o600);
      resolve(server);
    });
  });
}

/** `timeoutMs`: a snapshot of a large database takes longer than the other commands. */
export function sendControlCommand(
  dataDir: string,
  request: ControlRequest,
  timeoutMs = 15_000,
): Promise<ControlResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let buffer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('tiempo de espera agotado')));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => {
      buffer += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(buffer) as ControlResponse);
      } catch (error) {
        reject(error);
      }
    });
    socket.on('error', reject);
  });
}
