import path from 'node:path';
import { loadConfig, loadDotEnv } from '../config/env';
import { paths } from '../lib/paths';
import { BackupRefused, describeManifest, restoreBackup } from '../modules/backup';
import { runCommand } from './run-command';

const USAGE = `Uso:
  npm run restore -- <fichero>           restaura una copia de «npm run backup» en un destino vacío
                                         (DATA_DIR sin datos, o la base de datos vacía de DATABASE_URL)
  npm run restore -- <fichero> --force   sustituye los datos que haya en el destino`;

/**
 * `npm run restore -- <file> [--force]`: into a stopped, empty target. Refuses, changing nothing,
 * a file that is not a Faena backup, a schema newer than this code, a running embedded server,
 * and a target with data unless --force.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const rest = args.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the project root: the path is read from where it was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), rest[0] as string);
  loadDotEnv(path.join(paths.root(), '.env'));
  const config = loadConfig();
  const s3Bucket = config.s3?.bucket;
  const started = performance.now();
  const result = await restoreBackup(
    { DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL, s3Bucket },
    file,
    force,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = config.DATABASE_URL ? 'la base de datos de DATABASE_URL' : `${config.DATA_DIR} (DATA_DIR)`;
  console.log(
    `Copia del ${result.manifest.createdAt} restaurada en ${where}${result.replaced ? ', sustituyendo los datos que había' : ''} (${seconds} s).`,
  );
  for (const line of describeManifest(result.manifest)) console.log(line);
  console.log('Arranca Faena (npm start): aplicará las migraciones que falten antes de abrir.');
  return 0;
}

runCommand(main, 'No se pudo restaurar la copia', (error): error is BackupRefused => error instanceof BackupRefused);
