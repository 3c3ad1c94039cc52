import type { Config } from '../config/env';

/**
 * How many server processes this start runs on its PORT (WEB_CONCURRENCY), and why, decided
 * before anything else is loaded: with more than one, this process becomes the cluster's
 * primary (cluster/primary.ts) and serves nothing itself.
 */
export interface ProcessPlan {
  /** Server processes to run: 1 means this process serves, as it always did. */
  processes: number;
  /**
   * Set when WEB_CONCURRENCY asked for more than the plan gives (the embedded database), in
   * Spanish for the log; `explicit` when the operator set it, so the line is a warning.
   */
  reduced?: { message: string; explicit: boolean };
}

export function processPlan(
  config: Pick<Config, 'WEB_CONCURRENCY' | 'DATABASE_URL' | 'isProduction'>,
  cores: number,
): ProcessPlan {
  const explicit = config.WEB_CONCURRENCY !== undefined;
  // Development and tests stay in one process (a debugger, tsx watch, readable logs).
  const wanted = config.WEB_CONCURRENCY ?? (config.isProduction ? Math.max(1, cores) : 1);
  if (wanted > 1 && !config.DATABASE_URL) {
    return {
      processes: 1,
      reduced: {
        explicit,
        message:
          `Se usa un solo proceso del servidor aunque ${explicit ? 'WEB_CONCURRENCY pide' : 'la máquina tiene'} ${wanted}: ` +
          'la base de datos integrada (PGlite) solo admite un proceso. Para usar todos los núcleos, ' +
          'usa un servidor PostgreSQL (DATABASE_URL).',
      },
    };
  }
  return { processes: wanted };
}

/**
 * How long the primary waits before starting again a server process that died: 1 s, then
 * doubling for each death that came soon after the previous start, up to 30 s. A process that
 * had run for a minute starts the count again, so one crash a day costs a second, and a process
 * that dies at every start is retried every 30 s instead of in a tight loop.
 */
export function restartDelayMs(quickDeaths: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, quickDeaths), 30_000);
}

/** A process that ran at least this long before dying counts as healthy: its restart is quick. */
export const HEALTHY_RUN_MS = 60_000;

/** The variable through which the primary tells each server process its place (0, 1, …). */
export const PROCESS_INDEX_VARIABLE = 'FAENA_PROCESS_INDEX';
