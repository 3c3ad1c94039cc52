import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgConfig } from '@faena/db';
import { testDatabasePrefix, withDatabase } from '@faena/db/testing';
import pg from 'pg';

export interface FreshStore {
  /** The data folder (the embedded database lives here when there is no databaseUrl). */
  dataDir: string;
  /** An empty database on DATABASE_URL's server, in the PostgreSQL pass. */
  databaseUrl?: string;
  remove(): Promise<void>;
}

/**
 * Where a server process started by a test keeps its data: a new folder (PGlite) or, in the
 * PostgreSQL pass, a new empty database on DATABASE_URL's server — as on a fresh install.
 */
export async function freshStore(prefix: string): Promise<FreshStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `faena-${prefix}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (!url) return { dataDir, remove: async () => removeDir() };
  const name = `${testDatabasePrefix()}_${prefix.replace(/\W/g, '_')}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client(pgConfig(url));
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    dataDir,
    databaseUrl: withDatabase(url, name),
    async remove() {
      removeDir();
      const cleanup = new pg.Client(pgConfig(url));
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
