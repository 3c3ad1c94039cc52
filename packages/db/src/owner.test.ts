import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabasePrefix, withDatabase } from '../test/database';
import { openDatabase, pgConfig } from './client';
import { runMigrations } from './migrate';

// docs/deploy.md's systemd steps give the database to a plain role (`createuser faena`), not a
// superuser, as managed services do. Every extension the migrations create is "trusted" (its
// database's owner may create it) except earthdistance, which a superuser creates once, as the
// steps say. This file walks those steps on PostgreSQL.
const url = process.env.DATABASE_URL;
const suffix = randomUUID().replace(/-/g, '').slice(0, 12);
const owner = `${testDatabasePrefix()}_owner_${suffix}`;
const databases: string[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const client = new pg.Client(pgConfig(database && url ? withDatabase(url, database) : (url ?? '')));
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database owned by the plain role, migrated by that role (the session runs as it). */
async function migrateAsOwner(prepare?: (database: string) => Promise<unknown>): Promise<number> {
  const database = `${testDatabasePrefix()}_own_${databases.length}_${suffix}`;
  databases.push(database);
  await admin((c) => c.query(`create database ${database} owner ${owner}`));
  await prepare?.(database);
  const asOwner = new URL(withDatabase(url ?? '', database));
  asOwner.searchParams.set('options', `-c role=${owner}`);
  const handle = await openDatabase({ databaseUrl: asOwner.toString(), poolSize: 2 });
  try {
    return await runMigrations(handle);
  } finally {
    await handle.close();
  }
}

describe.skipIf(!url)('a database owned by a role that is not a superuser (docs/deploy.md)', () => {
  beforeAll(async () => {
    await admin((c) => c.query(`create role ${owner} nosuperuser nocreatedb nocreaterole`));
  });
  afterAll(async () => {
    await admin(async (c) => {
      for (const database of databases) await c.query(`drop database if exists ${database} with (force)`);
      await c.query(`drop role if exists ${owner}`);
    });
  });

  it('cannot create earthdistance itself, and the error gives the command that fixes it', async () => {
    await expect(migrateAsOwner()).rejects.toThrow(
      /necesita la extensión earthdistance.*CREATE EXTENSION IF NOT EXISTS earthdistance CASCADE/,
    );
  });

  it('migrates every step once a superuser has created earthdistance for it', async () => {
    const applied = await migrateAsOwner((database) =>
      admin((c) => c.query('create extension if not exists earthdistance cascade'), database),
    );
    expect(applied).toBeGreaterThan(10);
  });
});
