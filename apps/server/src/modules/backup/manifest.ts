import { z } from 'zod';

/** What identifies a Faena backup file: its manifest.json says this. */
export const BACKUP_FORMAT = 'faena-backup';
/** The layout of the file below; a newer one is refused by older code. */
export const BACKUP_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
/** PGlite's dump of its data folder (a gzipped tarball), for the embedded database. */
export const EMBEDDED_DUMP_FILE = 'database.pgdata.tar.gz';
/** `pg_dump -Fc`'s custom-format archive, for PostgreSQL. */
export const POSTGRES_DUMP_FILE = 'database.pgdump';
/** The generated AUTH_SECRET of the data folder, when there is one (sessions, webhook secret). */
export const AUTH_SECRET_FILE = 'auth-secret';
/** The generated VAPID key pair of the data folder (modules/push), when there is one: devices keep their pushes. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';
/** The photos, with the same relative paths (keys) as under DATA_DIR/uploads. */
export const UPLOADS_DIR = 'uploads';

export const zManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['embedded', 'postgres']),
    /** The newest migration applied (tag and drizzle's timestamp). */
    migration: z.object({ tag: z.string().nullable(), when: z.number() }).nullable(),
    /** Rows per table at the moment of the backup. */
    counts: z.record(z.string(), z.number().int().min(0)),
    /** For PostgreSQL: the major versions of the server and of the pg_dump that wrote the archive. */
    serverMajor: z.number().int().optional(),
    pgDumpMajor: z.number().int().optional(),
  }),
  photos: z.discriminatedUnion('included', [
    z.object({ included: z.literal(true), files: z.number().int().min(0), bytes: z.number().int().min(0) }),
    /** Photos in an S3-compatible store are not copied: they stay there. */
    z.object({ included: z.literal(false), location: z.string() }),
  ]),
  authSecret: z.boolean(),
  /** Absent in backups made before push notifications. */
  vapidKeys: z.boolean().optional(),
});

export type Manifest = z.infer<typeof zManifest>;
