import path from 'node:path';
import { describeHolder, lockHolder } from '@faena/db';
import { loadConfig, loadDotEnv } from '../config/env';
import { openAppDatabase } from '../lib/database';
import { paths } from '../lib/paths';
import { DEMO_PASSWORD } from '../modules/demo/data';
import { seedDemoData } from '../modules/demo/seed';
import { runCommand } from './run-command';

/** `npm run seed`: loads the demo data into the configured database (once). */
async function main(): Promise<number> {
  loadDotEnv(path.join(paths.root(), '.env'));
  const config = loadConfig();
  const holder = config.DATABASE_URL ? null : lockHolder(config.DATA_DIR);
  if (holder !== null) {
    console.error(
      `La base de datos integrada de ${config.DATA_DIR} está abierta por ${describeHolder(holder)}, seguramente el servidor. ` +
        'Detén el servidor (Ctrl+C) y vuelve a ejecutar «npm run seed». (Al arrancar con la base vacía, los datos de demostración se cargan solos.)',
    );
    return 1;
  }
  const database = await openAppDatabase(config);
  try {
    // Asked for by name: loaded anywhere, but the demo administrator only on a local try-out.
    const summary = await seedDemoData(database.db, { withAdmin: !config.reachable });
    if (config.reachable) {
      console.warn(
        'Esta instalación es accesible desde otros equipos: las cuentas de demostración solo pueden entrar con SEED_DEMO=true, y ninguna es administradora.',
      );
    }
    if (summary.skipped) console.log('Los datos de demostración ya estaban cargados.');
    else
      console.log(
        `Datos de demostración cargados: ${summary.people} cuentas, ${summary.properties} propiedades, ${summary.tasks} tareas. Contraseña de todas las cuentas: ${DEMO_PASSWORD}`,
      );
  } finally {
    await database.close();
  }
  return 0;
}

runCommand(main, 'No se pudieron cargar los datos');
