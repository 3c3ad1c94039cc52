import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { propertyKindEnum } from './enums';
import { profiles } from './profiles';

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: propertyKindEnum('kind').notNull(),
    province: text('province').notNull(),
    municipalityCode: text('municipality_code'),
    municipality: text('municipality').notNull(),
    address: text('address'),
    cadastralRef: text('cadastral_ref'),
    poligono: text('poligono'),
    parcela: text('parcela'),
    sizeHa: numeric('size_ha', { precision: 10, scale: 2, mode: 'number' }),
    description: text('description'),
    accessNotes: text('access_notes'),
    /** How the track to the finca is (ACCESS_TRACKS in @faena/shared). */
    accessTrack: text('access_track'),
    /** The gate (ACCESS_GATES in @faena/shared). */
    accessGate: text('access_gate'),
    /** Where the keys are, or the gate's code. */
    accessKeys: text('access_keys'),
    needs4x4: boolean('needs_4x4').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_owner_idx').on(t.ownerId, t.createdAt),
    index('properties_province_idx').on(t.province).where(sql`${t.archivedAt} is null`),
  ],
);
