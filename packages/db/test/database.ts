import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openDatabase, pgConfig } from '../src/index';
import { testDatabasePrefix, withDatabase } from './global-setup';

// The test database of every package and app (`@faena/db/testing`): global-setup.ts migrates one
// template per Vitest run, each test file takes a copy of it here.

export { testDatabasePrefix, withDatabase };

/** A fresh copy of the migrated template database for one test file. */
export async function createTestDatabase(): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  const template = inject('templateDatabase');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `${testDatabasePrefix()}_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client(pgConfig(url));
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 8 });
    return {
      handle,
      async drop() {
        await handle.close();
        const cleanup = new pg.Client(pgConfig(url));
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = inject('templateDump');
  if (!dump) throw new Error('Falta la base de datos de plantilla de las pruebas');
  const handle = await openDatabase({ memory: true, loadDataDir: new Blob([fs.readFileSync(dump)]) });
  return { handle, drop: () => handle.close() };
}
