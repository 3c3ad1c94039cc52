import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
