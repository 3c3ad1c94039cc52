import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@faena/db';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { CONTRACT_FILE, contractSource } from '../contract';
import { paths } from '../lib/paths';
import { runCommand } from './run-command';

/** `npm run contract`: writes the API's types (packages/shared/src/api/paths.ts) from the routes. */
async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-contract-'));
  const database = await openDatabase({ memory: true });
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    database,
    authSecret: 'generación-del-contrato-sin-secretos-de-verdad',
    serveWeb: false,
    logger: false,
  });
  try {
    await app.ready();
    const file = path.join(paths.root(), CONTRACT_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await contractSource(app));
    console.log(`Contrato de la API escrito en ${CONTRACT_FILE}.`);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return 0;
}

runCommand(main, 'No se pudo escribir el contrato');
