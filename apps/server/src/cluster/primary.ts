import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { serveClusterMetrics } from '../modules/metrics/cluster';
import { HEALTHY_RUN_MS, PROCESS_INDEX_VARIABLE, restartDelayMs } from './plan';

export interface PrimaryOptions {
  /** Server processes to keep running (WEB_CONCURRENCY). */
  processes: number;
  port: number;
  logLevel: string;
}

/** How long the server processes get to close after SIGTERM before they are killed. */
const STOP_GRACE_MS = 15_000;

interface Slot {
  index: number;
  worker: Worker | null;
  startedAt: number;
  /** Deaths in a row that came less than HEALTHY_RUN_MS after their start. */
  quickDeaths: number;
  restart: NodeJS.Timeout | null;
}

/**
 * The cluster's primary (node:cluster, Node's and Fastify's advice for using every core): it
 * forks the server processes, which share the one PORT (the primary hands out connections in
 * turn), serves nothing itself, starts again a process that dies (with a growing delay, never in
 * a tight loop), and on SIGTERM or SIGINT asks every process to close as a single server would
 * (finish requests, stop the job worker, close the database) before it exits.
 *
 * Each process gets its place in FAENA_PROCESS_INDEX; a restarted one keeps its place. Anything
 * the processes must agree on lives in PostgreSQL (docs/ARCHITECTURE.md, "Several processes").
 */
export function runPrimary(options: PrimaryOptions): void {
  const log = pino({ level: options.logLevel }).child({ role: 'primary' });
  const slots: Slot[] = Array.from({ length: options.processes }, (_, index) => ({
    index,
    worker: null,
    startedAt: 0,
    quickDeaths: 0,
    restart: null,
  }));
  // Until one process listens, a death is a failed start (port taken, database unreachable):
  // Faena stops with an error, as a single process would, and its supervisor decides.
  let listening = 0;
  let announced = false;
  let stopping = false;
  let exitCode = 0;
  let forceTimer: NodeJS.Timeout | null = null;

  const start = (slot: Slot) => {
    slot.restart = null;
    slot.startedAt = Date.now();
    slot.worker = cluster.fork({ [PROCESS_INDEX_VARIABLE]: String(slot.index) });
  };

  cluster.on('listening', (worker) => {
    listening++;
    const slot = slots.find((s) => s.worker === worker);
    if (!announced && listening >= options.processes) {
      announced = true;
      log.info(
        { processes: options.processes, port: options.port, workerPids: slots.map((s) => s.worker?.process.pid) },
        `Faena atiende con ${options.processes} procesos del servidor en el puerto ${options.port}`,
      );
    } else if (announced && slot) {
      log.info({ process: slot.index, workerPid: worker.process.pid }, 'proceso del servidor reiniciado y atendiendo');
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.find((s) => s.worker === worker);
    if (!slot) return;
    slot.worker = null;
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (slots.every((s) => s.worker === null)) finish();
      return;
    }
    if (listening === 0) {
      log.fatal(
        { process: slot.index, workerPid: worker.process.pid, code, signal },
        'un proceso del servidor no pudo arrancar (su error está arriba): se detiene Faena',
      );
      stop('arranque fallido', 1);
      return;
    }
    const ran = Date.now() - slot.startedAt;
    slot.quickDeaths = ran >= HEALTHY_RUN_MS ? 0 : slot.quickDeaths + 1;
    const delay = restartDelayMs(slot.quickDeaths);
    log.error(
      { process: slot.index, workerPid: worker.process.pid, code, signal, ranMs: ran, restartInMs: delay },
      `un proceso del servidor terminó inesperadamente: se arranca otro en ${Math.round(delay / 100) / 10} s`,
    );
    slot.restart = setTimeout(() => start(slot), delay);
  });

  function stop(reason: string, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info({ reason }, 'cerrando los procesos del servidor');
    for (const slot of slots) {
      if (slot.restart) clearTimeout(slot.restart);
      slot.restart = null;
      // A signal, not worker.kill(): that cuts the IPC channel first, and a worker whose channel
      // is cut exits at once instead of closing its requests and database.
      slot.worker?.process.kill('SIGTERM');
    }
    if (slots.every((s) => s.worker === null)) {
      finish();
      return;
    }
    forceTimer = setTimeout(() => {
      log.error('los procesos del servidor no se cerraron a tiempo: se terminan');
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS);
  }

  function finish() {
    if (forceTimer) clearTimeout(forceTimer);
    log.info({ code: exitCode }, 'todos los procesos del servidor se han cerrado');
    // pino writes synchronously to stdout by default: the line is out before the exit.
    process.exit(exitCode);
  }

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  serveClusterMetrics();

  log.info(
    { processes: options.processes, port: options.port },
    `arrancando ${options.processes} procesos del servidor (WEB_CONCURRENCY)`,
  );
  for (const slot of slots) start(slot);
}
