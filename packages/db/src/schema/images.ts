import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * Every stored picture. Uploaded first (unattached, owned by the uploader), then attached
 * to exactly one thing by setting its owner column; unattached ones are swept after a day.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** What it may be attached to: task, property, progress, portfolio, message, avatar. */
    purpose: text('purpose').notNull(),
    /** Id of the row it belongs to once attached (a task, property…); null while unattached. */
    attachedTo: uuid('attached_to'),
    position: integer('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('images_attached_idx').on(t.purpose, t.attachedTo, t.position),
    index('images_uploader_idx').on(t.uploaderId, t.createdAt),
  ],
);

/**
 * A resumable upload in progress (the tus protocol, decision 0025): its declared length, the
 * bytes received so far (`offset`) and the store keys of the parts that hold them, in order.
 * Everything a server process needs to take over an upload another one started is here and in
 * the store, never in memory. Once finished it names the photo made from it (`image_id`); a
 * verification document's upload is read by the verification module instead. Swept after
 * `expires_at` (a day), parts and all.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** An image purpose (task, property…) or 'verification' (a document, possibly a PDF). */
    purpose: text('purpose').notNull(),
    /** Upload-Length: the whole file's size in bytes, declared at creation. */
    length: integer('length').notNull(),
    /** Upload-Offset: how many bytes are stored. */
    offset: integer('offset').notNull().default(0),
    /** The parts' keys in the image store, in order; their sizes add up to `offset`. */
    partKeys: text('part_keys').array().notNull().default(sql`'{}'::text[]`),
    /** The file's name as the device gave it (messages name it; a document keeps it). */
    filename: text('filename').notNull().default(''),
    /** The photo made from it once finished. */
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('uploads_uploader_idx').on(t.uploaderId, t.expiresAt),
    index('uploads_expires_idx').on(t.expiresAt),
    check('uploads_offset_within_length', sql`${t.length} > 0 and ${t.offset} >= 0 and ${t.offset} <= ${t.length}`),
  ],
);
