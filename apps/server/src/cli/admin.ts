import os from 'node:os';
import path from 'node:path';
import { lockHolder } from '@faena/db';
import { loadConfig, loadDotEnv } from '../config/env';
import { openAppDatabase } from '../lib/database';
import { paths } from '../lib/paths';
import {
  type ControlRequest,
  type ControlResponse,
  runControlCommand,
  sendControlCommand,
} from '../modules/admin/control-socket';
import { runCommand } from './run-command';

const USAGE = `Uso:
  npm run admin -- grant <correo>    da permisos de administrador a una cuenta existente
  npm run admin -- revoke <correo>   se los quita (nunca al último administrador)
  npm run admin -- series-tick       publica ya las tareas que se repiten que tocan
  npm run admin -- series-tick <fecha ISO>   como si fuera esa fecha (solo con DEV_CLOCK=true, pruebas)`;

/**
 * `npm run admin -- grant|revoke <email>`: on PostgreSQL it connects directly; on the embedded
 * database it goes through the running server when there is one (only one process may open
 * the folder), or opens the folder itself when the server is stopped.
 */
async function main(): Promise<number> {
  const [command, arg] = process.argv.slice(2);
  const actor = `línea de comandos (${os.userInfo().username})`;
  let request: ControlRequest;
  if ((command === 'grant' || command === 'revoke') && arg) request = { command, email: arg, actor };
  else if (command === 'series-tick') request = { command, at: arg, actor };
  else {
    console.error(USAGE);
    return 2;
  }
  loadDotEnv(path.join(paths.root(), '.env'));
  const config = loadConfig();
  let response: ControlResponse;
  if (!config.DATABASE_URL && lockHolder(config.DATA_DIR) !== null) {
    try {
      response = await sendControlCommand(config.DATA_DIR, request);
    } catch {
      console.error(
        `La base de datos integrada de ${config.DATA_DIR} está abierta por otro proceso que no responde. ` +
          'Detén el servidor (Ctrl+C) y vuelve a ejecutar la orden.',
      );
      return 1;
    }
  } else {
    const database = await openAppDatabase(config);
    try {
      response = await runControlCommand(database.db, request, { allowClock: config.DEV_CLOCK });
    } finally {
      await database.close();
    }
  }
  (response.ok ? console.log : console.error)(response.message);
  return response.ok ? 0 : 1;
}

runCommand(main, 'No se pudo completar la orden');
