import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { PROCESS_INDEX_VARIABLE, processPlan } from './cluster/plan';
import { type Config, loadConfig, loadDotEnv } from './config/env';
import { paths } from './lib/paths';

/**
 * Production entry. Reads the configuration (failing fast on a wrong value, before any process
 * is forked), then either serves here (one process: development, tests, the embedded database)
 * or becomes the primary of WEB_CONCURRENCY server processes on one PORT (cluster/primary.ts),
 * which serves nothing itself. Each side is loaded only where it runs: the primary never loads
 * Fastify or the database drivers.
 */
async function main() {
  let config: Config;
  try {
    loadDotEnv(path.join(paths.root(), '.env'));
    config = loadConfig();
  } catch (error) {
    console.error('No se pudo arrancar Faena:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const plan = processPlan(config, os.availableParallelism());
  if (cluster.isPrimary && plan.processes > 1) {
    const { runPrimary } = await import('./cluster/primary');
    runPrimary({ processes: plan.processes, port: config.PORT, logLevel: config.LOG_LEVEL });
    return;
  }
  const index = cluster.isWorker ? Number(process.env[PROCESS_INDEX_VARIABLE] ?? cluster.worker?.id ?? 0) : null;
  const { serve } = await import('./serve');
  await serve(config, { plan, index });
}

void main();
