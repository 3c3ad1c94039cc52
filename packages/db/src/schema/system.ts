import { sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { profiles } from './profiles';

/** The audit log written by log_admin_action. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Who acted, readable even after the admin's profile is gone ("cli", an e-mail). */
    actor: text('actor').notNull(),
    actionName: text('action_name').notNull(),
    targetTableName: text('target_table_name').notNull(),
    targetRecordId: text('target_record_id'),
    oldData: jsonb('old_data'),
    newData: jsonb('new_data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt),
    index('admin_actions_admin_idx').on(t.adminId, t.createdAt),
  ],
);

/**
 * Background work and scheduled jobs: a row per job, claimed with FOR UPDATE SKIP LOCKED,
 * retried with backoff, surviving restarts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** At most one live job per key (e.g. "offer-expiry:<id>"). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('pending', 'running')`),
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey).where(sql`${t.status} in ('pending', 'running')`),
  ],
);

/** The e-mail outbox: written in the transaction that caused the e-mail, sent by a job. */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'kept' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emails_created_idx').on(t.createdAt), index('emails_to_idx').on(t.to, t.createdAt)],
);

/** Replays of offline actions: the first answer to a key is stored and given again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_pk').on(t.profileId, t.key)],
);

/**
 * Fixed-window counters of the rate limits, shared by every server process and kept across
 * restarts (per address, per e-mail, per account). One row per key, reset when its window ends.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEndsAt)],
);

/**
 * Where an account has signed in successfully (a keyed hash of the address, never the address):
 * those places still get in while strangers' failed attempts have the account throttled.
 */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_sign_ins_pk').on(t.userId, t.addressHash), index('known_sign_ins_last_idx').on(t.lastAt)],
);

/**
 * A device's Web Push subscription (RFC 8030; the installed app's PushSubscription): where the
 * push service takes messages for it and the keys to encrypt them (RFC 8291). Removed when the
 * push service answers 404 or 410 (expired) or the person turns the channel off on that device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_profile_idx').on(t.profileId),
  ],
);

/**
 * Every municipality's point (INE code), loaded by migration 0011 from
 * @faena/shared/municipality-points (CNIG, CC BY 4.0: docs/third-party-data.md), so the triggers
 * that place tasks and professionals read it in SQL.
 */
export const municipalityPoints = pgTable('municipality_points', {
  code: text('code').primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
