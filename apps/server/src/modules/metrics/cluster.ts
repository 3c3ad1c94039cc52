import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * /metrics under WEB_CONCURRENCY. Whichever process a scrape reaches answers for all of them:
 * it asks the primary, which asks every process for its registry (prom-client's
 * AggregatorRegistry, over the cluster's IPC channel) and combines them as each metric says
 * (requests and heaps add up, figures read from the shared database are taken once). Without
 * this, each scrape would see one process picked at random by the primary's round robin.
 *
 * The primary loads this file and prom-client only; no Fastify, no database.
 */

const REQUEST = 'faena:metrics-request';
const ANSWER = 'faena:metrics-answer';
/** prom-client gives up on a silent process after 5 s; the asking process waits a little longer. */
const WAIT_MS = 6000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers a process that was asked for /metrics with every process's figures. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: MetricsRequest) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies MetricsAnswer),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message } satisfies MetricsAnswer),
    );
  });
}

let nextId = 0;
const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
let listening = false;

/**
 * In a cluster's process: makes `registry` the one the primary collects from this process, and
 * returns what a scrape answers (all processes' figures), or null outside a cluster.
 */
export function clusterScrape(registry: Registry): (() => Promise<string>) | null {
  if (!cluster.isWorker || !process.send) return null;
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor is what makes this process answer the primary's requests.
  new AggregatorRegistry();
  if (!listening) {
    listening = true;
    process.on('message', (message: MetricsAnswer) => {
      if (message?.type !== ANSWER) return;
      const pending = waiting.get(message.id);
      if (!pending) return;
      waiting.delete(message.id);
      if (message.text !== undefined) pending.resolve(message.text);
      else pending.reject(new Error(message.error ?? 'sin respuesta'));
    });
  }
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`el proceso principal no respondió en ${WAIT_MS} ms`));
      }, WAIT_MS);
      waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send?.({ type: REQUEST, id } satisfies MetricsRequest);
    });
}
