import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { roleEnum, verificationStatusEnum } from './enums';
import { earthPoint, tsvector } from './types';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    avatarImageId: uuid('avatar_image_id'),
    locationProvince: text('location_province'),
    locationMunicipality: text('location_municipality'),
    /** INE code of locationMunicipality when it was picked from the list (a professional's base). */
    locationMunicipalityCode: text('location_municipality_code'),
    verified: boolean('verified').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * A demo account (`npm run seed`; its password is in the README): it signs in only on a
     * local try-out or where SEED_DEMO=true, and is never an administrator on a reachable install.
     */
    isDemo: boolean('is_demo').notNull().default(false),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Per notification type: send by e-mail or not. Missing keys take the type's default. */
    emailPrefs: jsonb('email_prefs').$type<Record<string, boolean>>().notNull().default({}),
    /** Per notification type: send as a push to the installed app or not ('Avisos en el móvil'). */
    pushPrefs: jsonb('push_prefs').$type<Record<string, boolean>>().notNull().default({}),
    /** The language chosen in 'Idioma' (issue 24): its screens, e-mails and notifications. */
    language: text('language').notNull().default('es'),
    ownerRatingAvg: numeric('owner_rating_avg', { precision: 3, scale: 2, mode: 'number' }),
    ownerRatingCount: integer('owner_rating_count').notNull().default(0),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_user_id_key').on(t.userId),
    index('profiles_role_created_idx').on(t.role, t.createdAt),
    index('profiles_admin_idx').on(t.isAdmin).where(sql`${t.isAdmin}`),
    // The few suspended or deleted accounts, which a count of public tasks leaves out (an anti-join).
    check('profiles_language_check', sql`${t.language} in ('es', 'ca', 'gl', 'eu', 'en')`),
    index('profiles_inactive_idx').on(t.id).where(sql`${t.suspendedAt} is not null or ${t.deletedAt} is not null`),
  ],
);

export const fieldWorkerProfiles = pgTable(
  'field_worker_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    headline: text('headline'),
    bio: text('bio'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    serviceProvinces: text('service_provinces').array().notNull().default(sql`'{}'::text[]`),
    travelRadiusKm: integer('travel_radius_km'),
    hourlyRateCents: integer('hourly_rate_cents'),
    yearsExperience: integer('years_experience'),
    availability: text('availability'),
    verificationStatus: verificationStatusEnum('verification_status').notNull().default('none'),
    verificationNote: text('verification_note'),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
    searchVector: tsvector('search_vector'),
    /** Shown to visitors at /profesionales/:slug-:id unless the professional hides it in /profile. */
    publicPage: boolean('public_page').notNull().default(true),
    /** The base municipality's point (profiles.location_municipality_code), kept by triggers (0011). */
    earthPoint: earthPoint('earth_point'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // Find professionals lists only finished profiles (at least one province served): each of
    // its orders is an index walk over them (the search vector is kept by triggers, 0003).
    const listed = sql`cardinality(${t.serviceProvinces}) > 0`;
    return [
      uniqueIndex('field_worker_profiles_profile_id_key').on(t.profileId),
      index('field_worker_profiles_search_idx').using('gin', t.searchVector),
      index('field_worker_profiles_provinces_idx').using('gin', t.serviceProvinces),
      index('field_worker_profiles_categories_idx').using('gin', t.categories),
      index('field_worker_profiles_rating_idx')
        .on(sql`coalesce(${t.ratingAvg}, 0) desc`, t.ratingCount.desc(), t.profileId.desc())
        .where(listed),
      index('field_worker_profiles_completed_idx').on(t.completedCount.desc(), t.profileId.desc()).where(listed),
      index('field_worker_profiles_newest_idx').on(t.createdAt.desc(), t.profileId.desc()).where(listed),
      index('field_worker_profiles_earth_point_idx').using('gist', t.earthPoint).where(listed),
    ];
  },
);
