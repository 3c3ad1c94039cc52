import type { DbHandle } from '@faena/db';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type JobQueueCount, jobQueueCounts } from '../jobs';
import { countEmailsWaiting } from '../mail';

/**
 * The metrics of one server process, in one prom-client Registry (`registry`): what GET /metrics
 * answers, and what a cluster's primary would aggregate (prom-client's AggregatorRegistry asks
 * each worker for `registry.getMetricsAsJSON()`; `AggregatorRegistry.setRegistries([registry])`
 * in the worker points it here). Each metric says how processes combine: per-process figures
 * add up, figures read from the shared database are taken once (`max`), not multiplied.
 */
export interface AppMetrics {
  registry: Registry;
  /** One answered request: its route pattern (never the URL), status and duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

export interface MetricsOptions {
  database: DbHandle;
  log: FastifyBaseLogger;
  /** How long a scrape waits for the database-backed figures before answering without them. */
  databaseTimeoutMs?: number;
}

// Node's own metrics (event-loop lag, heap, GC, handles, CPU…) belong to the process, not to an
// app: collected once, however many apps a process builds (the tests build many).
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

interface DatabaseFigures {
  jobs: JobQueueCount[];
  emailsWaiting: number;
}

export function createMetrics({ database, log, databaseTimeoutMs = 1000 }: MetricsOptions): AppMetrics {
  const own = new Registry();

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Tiempo de respuesta por método, ruta (su patrón, p. ej. /api/tasks/:taskId; "unmatched" si ninguna) y estado. Su _count es el número de peticiones.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [own],
  });

  // The database-backed figures are read when Prometheus asks (never on a request), once per
  // scrape for all the gauges below, with a time limit. A read still running from an earlier
  // scrape is not doubled: with a stuck database, scrapes do not pile up connections.
  let reading: Promise<DatabaseFigures> | null = null;
  let scrape: Promise<DatabaseFigures | null> | null = null;
  const readDatabase = async (): Promise<DatabaseFigures> => ({
    jobs: await jobQueueCounts(database.db),
    emailsWaiting: await countEmailsWaiting(database.db),
  });
  const figures = (): Promise<DatabaseFigures | null> => {
    scrape ??= (async () => {
      reading ??= readDatabase().finally(() => {
        reading = null;
      });
      let timer: NodeJS.Timeout | undefined;
      try {
        return await Promise.race([
          reading,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`sin respuesta en ${databaseTimeoutMs} ms`)), databaseTimeoutMs);
          }),
        ]);
      } catch (error) {
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'métricas: no se pudieron leer las colas de la base de datos',
        );
        return null;
      } finally {
        clearTimeout(timer);
        // Every gauge of this scrape asked at once (prom-client collects them together).
        scrape = null;
      }
    })();
    return scrape;
  };

  new Gauge({
    name: 'faena_metrics_database_read_success',
    help: '1 si esta lectura de las colas (trabajos, correos) respondió a tiempo; 0 si no, y entonces faltan esas cifras.',
    aggregator: 'min',
    registers: [own],
    async collect() {
      this.set((await figures()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'faena_jobs',
    help: 'Trabajos en segundo plano no terminados, por tipo y estado (pending, running, failed: agotó sus intentos). Se lee de la base de datos, común a todos los procesos.',
    labelNames: ['kind', 'status'],
    aggregator: 'max',
    registers: [own],
    async collect() {
      this.reset();
      for (const row of (await figures())?.jobs ?? []) this.set({ kind: row.kind, status: row.status }, row.jobs);
    },
  });
  new Gauge({
    name: 'faena_jobs_due',
    help: 'Trabajos pendientes cuya hora ya llegó (la cola real; los periódicos esperan a su hora), por tipo.',
    labelNames: ['kind'],
    aggregator: 'max',
    registers: [own],
    async collect() {
      this.reset();
      const due = new Map<string, number>();
      for (const row of (await figures())?.jobs ?? []) {
        if (row.status === 'pending') due.set(row.kind, (due.get(row.kind) ?? 0) + row.due);
      }
      for (const [kind, n] of due) this.set({ kind }, n);
    },
  });
  new Gauge({
    name: 'faena_emails_waiting',
    help: 'Correos por enviar (pendientes o reintentándose tras un fallo de SMTP); NaN si la base de datos no respondió.',
    aggregator: 'max',
    registers: [own],
    async collect() {
      this.set((await figures())?.emailsWaiting ?? Number.NaN);
    },
  });

  new Gauge({
    name: 'faena_database_info',
    help:
      database.kind === 'postgres'
        ? 'La base de datos de este proceso: PostgreSQL, con un pool de conexiones (faena_database_pool_*).'
        : 'La base de datos de este proceso: la integrada (PGlite), dentro del proceso, con una sola conexión y sin pool, así que no hay métricas faena_database_pool_*.',
    labelNames: ['kind'],
    aggregator: 'max',
    registers: [own],
  }).set({ kind: database.kind }, 1);

  const pool = database.pool;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        aggregator: 'sum',
        registers: [own],
        collect() {
          this.set(read());
        },
      });
    poolGauge(
      'faena_database_pool_connections',
      'Conexiones abiertas del pool a PostgreSQL (en uso y libres).',
      () => pool.totalCount,
    );
    poolGauge('faena_database_pool_idle_connections', 'Conexiones del pool abiertas y libres.', () => pool.idleCount);
    poolGauge(
      'faena_database_pool_waiting_requests',
      'Consultas esperando una conexión libre: si no baja de 0, el pool (DATABASE_POOL_SIZE) se queda corto.',
      () => pool.waitingCount,
    );
    poolGauge(
      'faena_database_pool_max_connections',
      'Tamaño máximo del pool (DATABASE_POOL_SIZE).',
      () => pool.options.max,
    );
  }

  return {
    registry: Registry.merge([processMetrics(), own]),
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status_code: String(status) }, seconds);
    },
  };
}
