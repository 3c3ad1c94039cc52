import type net from 'node:net';
import { DatabaseLockedError, isEmpty } from '@faena/db';
import { buildApp } from './app';
import type { ProcessPlan } from './cluster/plan';
import type { Config } from './config/env';
import { openAppDatabase } from './lib/database';
import { startErrorReports, stopErrorReports } from './lib/error-reports';
import { logExposure } from './lib/exposure';
import { loadAuthSecret } from './lib/secret';
import { startControlSocket } from './modules/admin/control-socket';
import { takeEmbeddedSnapshot } from './modules/backup';
import { seedDemoData } from './modules/demo/seed';
import { createImageStore } from './modules/images';
import { createJobWorker } from './wiring';

/** Which server process this is: the only one, or one of the cluster's (server.ts decides). */
export interface ServerRole {
  plan: ProcessPlan;
  /** Its place among the cluster's processes (0, 1, …); null when it is the only one. */
  index: number | null;
}

/**
 * One server process: open and migrate the database, seed demo data on first start, run the
 * job worker, listen. Under the cluster every process runs this; the once-per-start work
 * (demo data, the exposure warnings) is process 0's.
 */
export async function serve(config: Config, role: ServerRole): Promise<void> {
  try {
    await run(config, role);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`\n${error.message}\n`);
    } else {
      console.error('No se pudo arrancar Faena:', error instanceof Error ? error.message : error);
      // An unusable photo bucket: the message says what to fix, a stack would not.
      if (!(error instanceof Error && error.message.startsWith('No se puede usar el bucket S3'))) console.error(error);
    }
    process.exit(1);
  }
}

async function run(config: Config, role: ServerRole) {
  // Where the start's time goes (logged once listening), wall and CPU milliseconds per phase:
  // performance.now() counts from the process's start, so `modules` is loading the code.
  const phases: Record<string, number> = {};
  const phasesCpu: Record<string, number> = {};
  let last = 0;
  let lastCpu = 0;
  const phase = (name: string) => {
    const now = performance.now();
    const cpu = process.cpuUsage();
    const cpuNow = (cpu.user + cpu.system) / 1000;
    phases[name] = Math.round(now - last);
    phasesCpu[name] = Math.round(cpuNow - lastCpu);
    last = now;
    lastCpu = cpuNow;
  };
  phase('modules');
  const first = role.index === null || role.index === 0;
  // Before anything that can fail; with SENTRY_DSN unset this loads nothing.
  const errorReports = await startErrorReports(config);
  // Before the database: a bucket the photos cannot use stops the start at once, not at the first upload.
  const imageStore = createImageStore(config);
  await imageStore.check?.();
  phase('photos');
  const database = await openAppDatabase(config, () => phase('database'));
  phase('migrations');
  const authSecret = loadAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  const app = await buildApp({ config, database, authSecret, imageStore });
  await app.ready();
  phase('app');
  if (errorReports) {
    app.log.info(
      { environment: errorReports.environment, release: errorReports.release },
      'informes de errores activos (SENTRY_DSN)',
    );
  }
  if (role.plan.reduced) app.log[role.plan.reduced.explicit ? 'warn' : 'info'](role.plan.reduced.message);

  // Demo data is for a try-out on this machine: a start others can reach never loads it unless
  // asked to (SEED_DEMO=true), and then without the demo administrator (lib/exposure.ts).
  const seed =
    config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && !config.reachable && database.kind === 'embedded');
  if (first) {
    if (seed && (await isEmpty(database))) {
      const summary = await seedDemoData(database.db, { withAdmin: !config.reachable });
      app.log.info(summary, 'datos de demostración creados');
    }
    await logExposure(config, database.db, app.log);
  }
  phase('seed');

  // Every process drains the job queue: claims are FOR UPDATE SKIP LOCKED and each recurring
  // job has one pending row (its dedupe key), so N processes share the work without doubling it,
  // and the jobs go on while one of them restarts.
  const jobs = createJobWorker(database, config, app.log, {
    imageStore: app.imageStore,
    paymentProviders: app.paymentProviders,
  });
  await jobs.worker.start();
  // The admin command's socket is for the embedded database, which is never run in a cluster.
  let control: net.Server | null = null;
  if (database.kind === 'embedded') {
    const pglite = database.pglite;
    control = await startControlSocket(config.DATA_DIR, database.db, app.log, {
      allowClock: config.DEV_CLOCK,
      // `npm run backup` while the server runs: only this process may open the folder.
      snapshot: pglite ? () => takeEmbeddedSnapshot(pglite, config.DATA_DIR) : undefined,
    });
    if (config.DEV_CLOCK) app.log.warn('DEV_CLOCK activo: la línea de órdenes puede simular otra fecha (solo pruebas)');
  }

  phase('worker');
  await app.listen({ port: config.PORT, host: config.HOST });
  phase('listen');
  // Ready without it (modules/auth/auth.ts); loaded now so the first sign-in does not wait.
  app.auth.get().catch((error) => app.log.error({ err: error }, 'no se pudo cargar better-auth'));
  app.log.info(
    {
      url: config.PUBLIC_URL,
      database: database.kind,
      photos: config.s3 ? `s3://${config.s3.bucket}` : 'disk',
      ...(role.index === null ? {} : { process: role.index }),
      ms: Math.round(last),
      cpuMs: Math.round(lastCpu),
      phases,
      phasesCpu,
    },
    `Faena está en marcha en ${config.PUBLIC_URL}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await jobs.worker.stop();
      jobs.close();
      control?.close();
      await database.close();
      await stopErrorReports();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error al cerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
