import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationStatusEnum, offerStatusEnum } from './enums';
import { profiles } from './profiles';
import { tasks } from './tasks';

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    priceCents: integer('price_cents').notNull(),
    travelCents: integer('travel_cents').notNull().default(0),
    proposedStartDate: date('proposed_start_date', { mode: 'string' }),
    status: applicationStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('applications_task_professional_key').on(t.taskId, t.professionalId),
    uniqueIndex('applications_one_accepted_per_task').on(t.taskId).where(sql`${t.status} = 'accepted'`),
    index('applications_professional_idx').on(t.professionalId, t.createdAt),
    check('applications_amounts', sql`${t.priceCents} > 0 and ${t.travelCents} >= 0`),
  ],
);

export const jobOffers = pgTable(
  'job_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    priceCents: integer('price_cents').notNull(),
    travelCents: integer('travel_cents').notNull().default(0),
    status: offerStatusEnum('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('job_offers_task_idx').on(t.taskId),
    index('job_offers_professional_idx').on(t.professionalId, t.createdAt),
    uniqueIndex('job_offers_one_pending').on(t.taskId, t.professionalId).where(sql`${t.status} = 'pending'`),
    check('job_offers_amounts', sql`${t.priceCents} > 0 and ${t.travelCents} >= 0`),
  ],
);
