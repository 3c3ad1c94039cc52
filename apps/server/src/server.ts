import type net from 'node:net';
import path from 'node:path';
import { DatabaseLockedError, isEmpty } from '@faena/db';
import { buildApp } from './app';
import { loadConfig, loadDotEnv } from './config/env';
import { openAppDatabase } from './lib/database';
import { startErrorReports, stopErrorReports } from './lib/error-reports';
import { logExposure } from './lib/exposure';
import { paths } from './lib/paths';
import { loadAuthSecret } from './lib/secret';
import { startControlSocket } from './modules/admin/control-socket';
import { seedDemoData } from './modules/demo/seed';
import { createJobWorker } from './wiring';

/** Production entry: open and migrate the database, seed demo data on first start, listen. */
async function main() {
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
  loadDotEnv(path.join(paths.root(), '.env'));
  const config = loadConfig();
  // Before anything that can fail; with SENTRY_DSN unset this loads nothing.
  const errorReports = await startErrorReports(config);
  const database = await openAppDatabase(config, () => phase('database'));
  phase('migrations');
  const authSecret = loadAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  const app = await buildApp({ config, database, authSecret });
  await app.ready();
  phase('app');
  if (errorReports) {
    app.log.info(
      { environment: errorReports.environment, release: errorReports.release },
      'informes de errores activos (SENTRY_DSN)',
    );
  }

  // Demo data is for a try-out on this machine: a start others can reach never loads it unless
  // asked to (SEED_DEMO=true), and then without the demo administrator (lib/exposure.ts).
  const seed =
    config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && !config.reachable && database.kind === 'embedded');
  if (seed && (await isEmpty(database))) {
    const summary = await seedDemoData(database.db, { withAdmin: !config.reachable });
    app.log.info(summary, 'datos de demostración creados');
  }
  await logExposure(config, database.db, app.log);
  phase('seed');

  const jobs = createJobWorker(database, config, app.log, {
    imageStore: app.imageStore,
    paymentProvider: app.paymentProvider,
  });
  await jobs.worker.start();
  let control: net.Server | null = null;
  if (database.kind === 'embedded') {
    control = await startControlSocket(config.DATA_DIR, database.db, app.log, { allowClock: config.DEV_CLOCK });
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

main().catch((error) => {
  if (error instanceof DatabaseLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('No se pudo arrancar Faena:', error instanceof Error ? error.message : error);
    if (!(error instanceof Error && error.message.startsWith('Configuración no válida'))) console.error(error);
  }
  process.exit(1);
});
