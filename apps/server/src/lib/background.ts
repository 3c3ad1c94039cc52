import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route starts after answering (so the answer's timing reveals nothing about it), kept
 * track of: the app waits for it when it closes, and tests can wait for it with `settle()`.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, fn: () => Promise<unknown>): void {
    const task: Promise<unknown> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(fn)
      .catch((error) => this.log.warn({ err: error }, label))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves once everything started so far (and anything it started) has finished. */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
