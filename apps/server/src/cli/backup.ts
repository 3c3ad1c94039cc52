import os from 'node:os';
import path from 'node:path';
import { loadConfig, loadDotEnv } from '../config/env';
import { paths } from '../lib/paths';
import { sendControlCommand } from '../modules/admin/control-socket';
import { BackupRefused, createBackup, describeManifest, isStagingOf } from '../modules/backup';
import { runCommand } from './run-command';

const USAGE = `Uso:
  npm run backup -- <fichero>   copia la base de datos (integrada o PostgreSQL) y las fotos en un fichero
                               (con el servidor en marcha o parado; nunca sobrescribe un fichero)`;

/** Where a path typed by the operator points: npm runs scripts from the project root, not from where it was typed. */
function fromWhereTyped(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/**
 * `npm run backup -- <file>`. On PostgreSQL it runs pg_dump; on the embedded database it asks the
 * running server for a snapshot over its control socket (only one process may open the folder),
 * or opens the folder itself when the server is stopped.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const file = fromWhereTyped(args[0] as string);
  loadDotEnv(path.join(paths.root(), '.env'));
  const config = loadConfig();
  // Photos in an S3 bucket are not copied: the store keeps them.
  const s3Bucket = config.s3?.bucket;
  const viaServer = async () => {
    let staging: string | undefined;
    try {
      const response = await sendControlCommand(
        config.DATA_DIR,
        { command: 'backup', actor: `línea de órdenes (${os.userInfo().username})` },
        10 * 60_000,
      );
      if (!response.ok) throw new BackupRefused(response.message);
      staging = response.staging;
    } catch (error) {
      if (error instanceof BackupRefused) throw error;
      throw new BackupRefused(
        `La base de datos integrada de ${config.DATA_DIR} está abierta por otro proceso que no responde ` +
          '(¿un servidor de otra versión?). Reinicia el servidor, o detenlo, y vuelve a ejecutar la orden.',
      );
    }
    // The server names a folder of its own making; never trust it to name another.
    if (!staging || !isStagingOf(config.DATA_DIR, staging)) throw new Error('respuesta del servidor no válida');
    return staging;
  };
  const started = performance.now();
  const result = await createBackup(
    { DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL, s3Bucket },
    file,
    viaServer,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Copia de seguridad guardada en ${result.file} (${new Intl.NumberFormat('es-ES').format(result.bytes)} bytes, ${seconds} s).`,
  );
  for (const line of describeManifest(result.manifest)) console.log(line);
  console.log('Guárdala fuera de esta máquina: contiene los datos personales y las claves cifradas de las cuentas.');
  return 0;
}

runCommand(
  main,
  'No se pudo hacer la copia de seguridad',
  (error): error is BackupRefused => error instanceof BackupRefused,
);
