import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgConfig, runMigrations } from '../src/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    templateDatabase: string | null;
    /** Embedded: a dump of a migrated PGlite each test file loads. */
    templateDump: string | null;
  }
}

/**
 * Migrates one template database per test run (PostgreSQL with DATABASE_URL, else PGlite), so
 * each test file starts from a copy in about a second instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${testDatabasePrefix()}_tpl_${process.pid}`;
    const admin = new pg.Client(pgConfig(url));
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 1 });
    await runMigrations(handle);
    await handle.close();
    project.provide('templateDatabase', name);
    project.provide('templateDump', null);
    return async () => {
      const cleanup = new pg.Client(pgConfig(url));
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    };
  }
  const handle = await openDatabase({ memory: true });
  await runMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `faena-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', null);
  project.provide('templateDump', file);
  return () => fs.rmSync(file, { force: true });
}

/**
 * How the test databases made on DATABASE_URL's server are named: `faena_…` unless
 * TEST_DATABASE_PREFIX says otherwise (on a PostgreSQL shared by several people or checkouts,
 * each keeps to names of its own). Letters, digits and underscores only: it goes into SQL.
 */
export function testDatabasePrefix(): string {
  const prefix = process.env.TEST_DATABASE_PREFIX || 'faena';
  if (!/^[a-z_][a-z0-9_]{0,30}$/.test(prefix)) {
    throw new Error(`TEST_DATABASE_PREFIX «${prefix}» no vale: solo minúsculas, cifras y _ (hasta 31).`);
  }
  return prefix;
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
