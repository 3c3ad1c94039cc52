import type { RecurrenceKind, Season, SeriesStatus } from '@faena/shared';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { taskCategoryEnum, taskStatusEnum, urgencyEnum } from './enums';
import { profiles } from './profiles';
import { properties } from './properties';
import { earthPoint, tsvector } from './types';

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The language its title and description are written in (issue 24): its author's 'Idioma'
     * when it was created. The search vector holds them in Castellano and, when another, in it too (0015).
     */
    language: text('language').notNull().default('es'),
    category: taskCategoryEnum('category').notNull(),
    urgency: urgencyEnum('urgency').notNull().default('normal'),
    budgetMinCents: integer('budget_min_cents'),
    budgetMaxCents: integer('budget_max_cents'),
    preferredStartDate: date('preferred_start_date', { mode: 'string' }),
    status: taskStatusEnum('status').notNull().default('draft'),
    /** Copied from the property so browsing filters one table. */
    province: text('province').notNull(),
    municipality: text('municipality').notNull(),
    assignedProfessionalId: uuid('assigned_professional_id').references(() => profiles.id),
    agreedPriceCents: integer('agreed_price_cents'),
    agreedTravelCents: integer('agreed_travel_cents'),
    cancelReason: text('cancel_reason'),
    /** The recurring series this task is an occurrence of (the first task of a series too). */
    seriesId: uuid('series_id').references((): AnyPgColumn => taskSeries.id, { onDelete: 'set null' }),
    /** "Hecho antes de": the day it has to be done by. */
    dueDate: date('due_date', { mode: 'string' }),
    /** Offered first to the professional of the last occurrence: out of Browse tasks until then. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    reservedFor: uuid('reserved_for').references(() => profiles.id, { onDelete: 'set null' }),
    /** When the owner was told the deadline is near and nobody is assigned (once per task). */
    deadlineNotifiedAt: timestamp('deadline_notified_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    searchVector: tsvector('search_vector'),
    /**
     * The task's public point, kept by a trigger from its property (0011): the property's own
     * point rounded to 0.01° (about 1 km, so a distance never pins the finca), else its
     * municipality's point. Distances, the distance filter and the map read these, never the
     * property's exact point.
     */
    pointLatitude: doublePrecision('point_latitude'),
    pointLongitude: doublePrecision('point_longitude'),
    /** The same point for earthdistance (its GiST index serves the radius and the nearest order). */
    earthPoint: earthPoint('earth_point'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // Browsing reads only open, visible tasks: partial indexes keep every browse order an index walk.
    const browsable = sql`${t.status} = 'open' and ${t.hiddenAt} is null`;
    return [
      index('tasks_owner_idx').on(t.ownerId, t.createdAt),
      index('tasks_property_idx').on(t.propertyId),
      index('tasks_assigned_idx').on(t.assignedProfessionalId, t.status),
      index('tasks_status_idx').on(t.status, t.updatedAt),
      check(
        'tasks_budget_order',
        sql`${t.budgetMaxCents} is null or ${t.budgetMinCents} is null or ${t.budgetMaxCents} >= ${t.budgetMinCents}`,
      ),
      check(
        'tasks_budget_positive',
        sql`coalesce(${t.budgetMinCents}, 0) >= 0 and coalesce(${t.budgetMaxCents}, 0) >= 0`,
      ),
      check('tasks_language_check', sql`${t.language} in ('es', 'ca', 'gl', 'eu', 'en')`),
      index('tasks_open_newest_idx').on(t.publishedAt.desc(), t.id.desc()).where(browsable),
      index('tasks_open_province_newest_idx').on(t.province, t.publishedAt.desc(), t.id.desc()).where(browsable),
      index('tasks_open_category_newest_idx').on(t.category, t.publishedAt.desc(), t.id.desc()).where(browsable),
      index('tasks_open_province_category_newest_idx')
        .on(t.province, t.category, t.publishedAt.desc(), t.id.desc())
        .where(browsable),
      index('tasks_open_budget_idx').on(t.budgetMaxCents.desc().nullsLast(), t.id.desc()).where(browsable),
      index('tasks_open_start_idx').on(t.preferredStartDate.asc().nullsLast(), t.id.asc()).where(browsable),
      index('tasks_open_search_idx').using('gin', t.searchVector).where(browsable),
      index('tasks_open_earth_point_idx').using('gist', t.earthPoint).where(browsable),
      // The public listings' and the sitemap's counts, read from the index alone (an index-only
      // scan): 42 ms → 1.7 ms for a province's count at 1,000,000 tasks (modules/public).
      index('tasks_open_count_idx').on(t.province, t.category, t.ownerId, t.reservedUntil).where(browsable),
      // Newest first within a radius: a GiST over the point and the publication time (btree_gist)
      // walks the box in order of time (a KNN scan on published_at), so a page costs the same at
      // 10,000 and 1,000,000 tasks (decision 0032).
      index('tasks_open_point_newest_idx').using('gist', t.earthPoint, t.publishedAt).where(browsable),
      // One occurrence per deadline in a series, however many workers run the scheduler.
      uniqueIndex('tasks_series_due_key').on(t.seriesId, t.dueDate).where(sql`${t.seriesId} is not null`),
      index('tasks_deadline_idx')
        .on(t.dueDate)
        .where(sql`${t.status} = 'open' and ${t.dueDate} is not null and ${t.deadlineNotifiedAt} is null`),
      index('tasks_reserved_idx').on(t.reservedUntil).where(sql`${t.reservedUntil} is not null`),
    ];
  },
);

/**
 * A recurring task: the rule, where it is anchored and the next deadline. The
 * scheduler (modules/series) publishes each occurrence SERIES_LEAD_DAYS before its deadline,
 * copying the series' latest task.
 */
export const taskSeries = pgTable(
  'task_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    kind: text('kind').$type<RecurrenceKind>().notNull(),
    /** 1–12 for yearly_month. */
    month: integer('month'),
    season: text('season').$type<Season>(),
    /** N for every_months and every_weeks. */
    interval: integer('interval'),
    /** The date the "every N" rules count from. */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    nextDueDate: date('next_due_date', { mode: 'string' }).notNull(),
    status: text('status').$type<SeriesStatus>().notNull().default('active'),
    /** The newest occurrence: the next one copies it. */
    lastTaskId: uuid('last_task_id').references((): AnyPgColumn => tasks.id, { onDelete: 'set null' }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_series_owner_idx').on(t.ownerId),
    index('task_series_due_idx').on(t.nextDueDate).where(sql`${t.status} = 'active'`),
    check('task_series_status', sql`${t.status} in ('active', 'paused', 'ended')`),
  ],
);
