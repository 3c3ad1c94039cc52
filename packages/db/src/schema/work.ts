import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentMethodEnum, paymentStatusEnum, progressKindEnum, taskCategoryEnum } from './enums';
import { profiles } from './profiles';
import { tasks } from './tasks';

export const progressUpdates = pgTable(
  'progress_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: progressKindEnum('kind').notNull(),
    text: text('text'),
    percent: smallint('percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('progress_updates_task_idx').on(t.taskId, t.createdAt),
    check('progress_updates_percent', sql`${t.percent} is null or (${t.percent} between 0 and 100)`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => profiles.id),
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => profiles.id),
    /** Work price + travel; the fee is taken from the work price only. */
    amountCents: integer('amount_cents').notNull(),
    workCents: integer('work_cents').notNull(),
    travelCents: integer('travel_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    feeRateBps: integer('fee_rate_bps').notNull(),
    method: paymentMethodEnum('method').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    provider: text('provider'),
    /**
     * A card payment of a provider in test mode (the built-in test provider, or Stripe with an
     * sk_test_ key): no real money moved, and every notice, e-mail and invoice of it says so.
     */
    testMode: boolean('test_mode').notNull().default(false),
    providerRef: text('provider_ref'),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    failureReason: text('failure_reason'),
    feeSettled: boolean('fee_settled').notNull().default(false),
    /**
     * Money being moved by the provider for this payment ('release' or 'refund'): written under
     * the row lock before the provider is called, so a second action on the same payment waits
     * or is refused, and a crashed one is resumed with the same idempotency key.
     */
    settling: text('settling'),
    /** Given back to the card: all of it on a refund, the owner's part of a split dispute. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    settlingSince: timestamp('settling_since', { withTimezone: true }),
    /** The provider's transfer to the professional's connected account. */
    transferRef: text('transfer_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    heldAt: timestamp('held_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.payerId, t.idempotencyKey),
    uniqueIndex('payments_one_live_per_task').on(t.taskId).where(sql`${t.status} in ('pending', 'held', 'released')`),
    index('payments_payer_idx').on(t.payerId, t.createdAt),
    index('payments_payee_idx').on(t.payeeId, t.createdAt),
    check(
      'payments_arithmetic',
      sql`${t.amountCents} = ${t.feeCents} + ${t.netCents} and ${t.amountCents} = ${t.workCents} + ${t.travelCents}`,
    ),
    check('payments_positive', sql`${t.workCents} > 0 and ${t.travelCents} >= 0 and ${t.feeCents} >= 0`),
    check('payments_settling', sql`${t.settling} is null or ${t.settling} in ('release', 'refund', 'split')`),
    index('payments_pending_card_idx')
      .on(t.createdAt)
      .where(sql`${t.method} = 'card' and (${t.status} = 'pending' or ${t.settling} is not null)`),
  ],
);

/**
 * A professional's connected account at a payment provider, for receiving card payments: one per
 * provider, so an install that moves from test mode to Stripe keeps the test accounts its held
 * test payments still need and lets the professional onboard at Stripe.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    accountRef: text('account_ref').notNull(),
    /** pending, verified or needs_information: the provider's word, refreshed on its webhook. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'payout_accounts_pk', columns: [t.profileId, t.provider] }),
    uniqueIndex('payout_accounts_ref').on(t.provider, t.accountRef),
    check('payout_accounts_status', sql`${t.status} in ('pending', 'verified', 'needs_information')`),
  ],
);

/** Webhook events already applied, by the provider's event id: a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhook_events_pk').on(t.provider, t.eventId)],
);

/**
 * The built-in test provider's own books ("Modo de pruebas"): its charges, transfers, refunds and
 * connected accounts, kept apart from Faena's payments as a real provider's would be, and shared
 * by every server process.
 */
export const testProviderObjects = pgTable(
  'test_provider_objects',
  {
    ref: text('ref').primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The charge this transfer or refund draws on. */
    parentRef: text('parent_ref'),
    clientSecret: text('client_secret'),
    failureReason: text('failure_reason'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_provider_objects_key').on(t.kind, t.idempotencyKey)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => profiles.id, { onDelete: 'set null' }),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** When it becomes visible: both sides reviewed, or 14 days after the first one. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_task_reviewer_key').on(t.taskId, t.reviewerId),
    index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    category: taskCategoryEnum('category'),
    doneOn: date('done_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_items_professional_idx').on(t.professionalId, t.createdAt)],
);

export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_documents_profile_idx').on(t.profileId)],
);

/**
 * A dispute over a held payment, opened by the owner or the professional ('Abrir disputa'): it
 * stops the automatic release until an administrator decides (release all, refund all, or a
 * split in cents that adds up to the payment). One open dispute per payment.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => profiles.id),
    reason: text('reason').notNull(),
    /** open, resolved */
    status: text('status').notNull().default('open'),
    /** release, refund, split: what the administrator decided. */
    outcome: text('outcome'),
    /** The professional's part and the owner's part of the payment (they add up to it). */
    payeeCents: integer('payee_cents'),
    payerCents: integer('payer_cents'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => profiles.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_one_open_per_payment').on(t.paymentId).where(sql`${t.status} = 'open'`),
    index('disputes_status_idx').on(t.status, t.createdAt),
    check('disputes_status', sql`${t.status} in ('open', 'resolved')`),
    check('disputes_outcome', sql`${t.outcome} is null or ${t.outcome} in ('release', 'refund', 'split')`),
  ],
);

/** What each party says in a dispute (the first is the opener's reason), with photos (images purpose 'dispute'). */
export const disputeStatements = pgTable(
  'dispute_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_statements_dispute_idx').on(t.disputeId, t.createdAt)],
);
