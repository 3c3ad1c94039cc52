import { type DbHandle, type Executor, queryRows } from '@faena/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { reportError } from '../../lib/error-reports';
import { enqueueJob, JOBS_CHANNEL } from './queue';

export interface JobContext {
  db: Executor;
  log: FastifyBaseLogger;
  /** The worker's clock; tests move it forward to run what is due later. */
  now: Date;
  attempt: number;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

interface Recurring {
  kind: string;
  everyMs: number;
}

const LEASE_SECONDS = 120;
const MAX_BACKOFF_MS = 30 * 60_000;

/** Exponential backoff with jitter: 5 s, 10 s, 20 s… capped at 30 min. */
export function backoffMs(attempt: number): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * Drains the jobs table: claims due jobs with FOR UPDATE SKIP LOCKED (so several server
 * processes share the work), runs their handler, retries failures with backoff, and keeps
 * recurring jobs scheduled. Everything lives in the database, so nothing is lost on restart.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring: Recurring[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly handle: DbHandle,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1_000,
  ) {}

  register(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  /** A job that runs every `everyMs`, scheduled again each time it finishes. */
  every(kind: string, everyMs: number, handler: JobHandler): this {
    this.recurring.push({ kind, everyMs });
    return this.register(kind, handler);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.scheduleRecurring();
    this.unlisten = await this.handle.listen(JOBS_CHANNEL, () => this.kick());
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.unlisten?.().catch(() => {});
    await this.running;
  }

  /** Runs everything due at `now` until nothing is left; for tests and the command line. */
  async drain(now = new Date()): Promise<number> {
    await this.scheduleRecurring(now);
    let total = 0;
    for (;;) {
      const n = await this.runBatch(now);
      total += n;
      if (n === 0) return total;
    }
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          while (!this.stopped && (await this.runBatch(new Date())) > 0) {}
        } catch (error) {
          this.log.warn({ err: error }, 'no se pudieron reclamar trabajos pendientes');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Makes sure each recurring job has a pending run, due at `now` if it had none. */
  private async scheduleRecurring(now = new Date()): Promise<void> {
    for (const job of this.recurring) {
      // `now`, not the clock: a run queued a millisecond after `drain(now)` began would not be due.
      await enqueueJob(this.handle.db, {
        kind: job.kind,
        dedupeKey: `recurring:${job.kind}`,
        runAt: now,
        maxAttempts: 1_000_000,
      });
    }
  }

  private async runBatch(now: Date): Promise<number> {
    const rows = await queryRows<ClaimedJob>(
      this.handle.db,
      sql`
      update jobs set status = 'running', attempts = attempts + 1, updated_at = now(),
        locked_until = ${now}::timestamptz + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from jobs
        where (status = 'pending' and run_at <= ${now}::timestamptz)
           or (status = 'running' and locked_until < ${now}::timestamptz)
        order by run_at
        limit 10
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`,
    );
    for (const job of rows) await this.runOne(job, now);
    return rows.length;
  }

  private async runOne(job: ClaimedJob, now: Date): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const recurring = this.recurring.find((r) => r.kind === job.kind);
    try {
      if (!handler) throw new Error(`No hay manejador para el trabajo «${job.kind}»`);
      await handler(job.payload ?? {}, { db: this.handle.db, log: this.log, now, attempt: job.attempts });
      await this.handle.db.execute(
        sql`update jobs set status = 'done', locked_until = null, last_error = null, updated_at = now() where id = ${job.id}`,
      );
      if (recurring) {
        await enqueueJob(this.handle.db, {
          kind: job.kind,
          dedupeKey: `recurring:${job.kind}`,
          runAt: new Date(now.getTime() + recurring.everyMs),
          maxAttempts: 1_000_000,
        });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= job.max_attempts;
      const retryAt = new Date(now.getTime() + (recurring ? recurring.everyMs : backoffMs(job.attempts)));
      this.log.warn({ err: error, job: job.kind, attempt: job.attempts, failed }, 'trabajo fallido');
      // A retry that may still succeed (an SMTP server briefly away) is not news; a job that
      // gave up is, and so is every failed run of a recurring job (it has no last attempt).
      // The payload never goes: it holds e-mails and texts.
      if (failed || recurring) {
        reportError(error, {
          source: 'job',
          tags: { job: job.kind, attempt: job.attempts, final: failed, recurring: Boolean(recurring) },
        });
      }
      await this.handle.db
        .execute(
          sql`update jobs set status = ${failed ? 'failed' : 'pending'}, run_at = ${retryAt}::timestamptz,
            locked_until = null, last_error = ${message.slice(0, 2000)}, updated_at = now() where id = ${job.id}`,
        )
        .catch((e) => this.log.error({ err: e }, 'no se pudo anotar el fallo de un trabajo'));
    }
  }
}
