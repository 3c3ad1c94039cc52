import {
  type Executor,
  fieldWorkerProfiles as fwp,
  images,
  portfolioItems,
  profiles,
  queryRows,
  tasks,
} from '@faena/db';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';

/**
 * The queries of the public pages. One rule each for what a visitor may see:
 * - a task: open, not hidden, not reserved for the professional of a series' last occurrence,
 *   its owner neither suspended nor deleted;
 * - a professional: an active professional account with a finished profile (a province served)
 *   that has not hidden its page (field_worker_profiles.public_page).
 */
export const publicTask: SQL = and(
  eq(tasks.status, 'open'),
  isNull(tasks.hiddenAt),
  sql`(${tasks.reservedUntil} is null or ${tasks.reservedUntil} <= now())`,
  isNull(profiles.suspendedAt),
  isNull(profiles.deletedAt),
) as SQL;

/**
 * `publicTask` for a count of tasks alone: the owner checked by an anti-join against the few
 * inactive accounts (profiles_inactive_idx), so the count reads one index only
 * (tasks_open_count_idx) instead of joining every task to its owner.
 */
const publicTaskCounted: SQL = and(
  eq(tasks.status, 'open'),
  isNull(tasks.hiddenAt),
  sql`(${tasks.reservedUntil} is null or ${tasks.reservedUntil} <= now())`,
  sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${tasks.ownerId}
    and (${profiles.suspendedAt} is not null or ${profiles.deletedAt} is not null))`,
) as SQL;

export const publicProfessional: SQL = and(
  eq(profiles.role, 'professional'),
  isNull(profiles.suspendedAt),
  isNull(profiles.deletedAt),
  eq(fwp.publicPage, true),
  sql`cardinality(${fwp.serviceProvinces}) > 0`,
) as SQL;

/** Only the columns a visitor may see: the address, the cadastral data and the access notes are never read. */
const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  category: tasks.category,
  urgency: tasks.urgency,
  municipality: tasks.municipality,
  province: tasks.province,
  budgetMinCents: tasks.budgetMinCents,
  budgetMaxCents: tasks.budgetMaxCents,
  preferredStartDate: tasks.preferredStartDate,
  dueDate: tasks.dueDate,
  publishedAt: tasks.publishedAt,
  updatedAt: tasks.updatedAt,
  ownerFirstName: profiles.firstName,
  ownerRatingAvg: profiles.ownerRatingAvg,
  ownerRatingCount: profiles.ownerRatingCount,
};

export type PublicTaskRow = Awaited<ReturnType<typeof findPublicTask>>;

export async function findPublicTask(db: Executor, id: string) {
  const [row] = await db
    .select(taskColumns)
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
    .where(and(eq(tasks.id, id), publicTask));
  return row ?? null;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

/** Open tasks of a province (and category), newest first: the partial indexes' order. */
export async function listPublicTasks(
  db: Executor,
  filter: { province?: string; category?: string },
  page: PageRequest,
) {
  const filters = [
    filter.province ? eq(tasks.province, filter.province) : undefined,
    filter.category ? sql`${tasks.category} = ${filter.category}` : undefined,
  ];
  const newest = [sql`${tasks.publishedAt} desc nulls last`, desc(tasks.id)];
  // The page's ids first, from the tasks alone (a deep page skips its offset without joining
  // each skipped task to its owner: 77 → 22 ms for the last page of a province at 1M), then
  // their rows.
  const pageIds = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(publicTaskCounted, ...filters))
    .orderBy(...newest)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, [total]] = await Promise.all([
    db
      .select(taskColumns)
      .from(tasks)
      .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
      .where(and(publicTask, inArray(tasks.id, pageIds)))
      .orderBy(...newest),
    db
      .select({ n: count() })
      .from(tasks)
      .where(and(publicTaskCounted, ...filters)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const professionalColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarImageId: profiles.avatarImageId,
  verified: profiles.verified,
  headline: fwp.headline,
  bio: fwp.bio,
  categories: fwp.categories,
  serviceProvinces: fwp.serviceProvinces,
  travelRadiusKm: fwp.travelRadiusKm,
  ratingAvg: fwp.ratingAvg,
  ratingCount: fwp.ratingCount,
  completedCount: fwp.completedCount,
  updatedAt: sql<Date>`greatest(${profiles.updatedAt}, ${fwp.updatedAt})`.mapWith(profiles.updatedAt),
};

export type PublicProfessionalRow = NonNullable<Awaited<ReturnType<typeof findPublicProfessional>>>;

export async function findPublicProfessional(db: Executor, id: string) {
  const [row] = await db
    .select(professionalColumns)
    .from(profiles)
    .innerJoin(fwp, eq(fwp.profileId, profiles.id))
    .where(and(eq(profiles.id, id), publicProfessional));
  return row ?? null;
}

/** Public professionals serving a province and offering a category: best rated first. */
export async function listPublicProfessionals(
  db: Executor,
  filter: { province: string; category: string },
  page: PageRequest,
) {
  const where = and(
    publicProfessional,
    sql`${fwp.serviceProvinces} @> array[${filter.province}]::text[]`,
    sql`${fwp.categories} @> array[${filter.category}]::text[]`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(professionalColumns)
      .from(profiles)
      .innerJoin(fwp, eq(fwp.profileId, profiles.id))
      .where(where)
      .orderBy(sql`coalesce(${fwp.ratingAvg}, 0) desc`, desc(fwp.ratingCount), desc(profiles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(profiles).innerJoin(fwp, eq(fwp.profileId, profiles.id)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function photosOf(db: Executor, purpose: 'task' | 'portfolio', ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: images.id, width: images.width, height: images.height, attachedTo: images.attachedTo })
    .from(images)
    .where(and(eq(images.purpose, purpose), inArray(images.attachedTo, ids)))
    .orderBy(asc(images.position));
}

export async function portfolioOf(db: Executor, professionalId: string) {
  return db
    .select({ id: portfolioItems.id, title: portfolioItems.title, description: portfolioItems.description })
    .from(portfolioItems)
    .where(eq(portfolioItems.professionalId, professionalId))
    .orderBy(sql`${portfolioItems.doneOn} desc nulls last`, desc(portfolioItems.createdAt))
    .limit(12);
}

/**
 * Whether a visitor may see a photo: a task's photo of a public task, a portfolio photo or the
 * profile picture of a public professional. Nothing else (property, progress, message photos).
 */
export async function isPublicImage(db: Executor, imageId: string) {
  const [image] = await db
    .select({ id: images.id, purpose: images.purpose, attachedTo: images.attachedTo, storageKey: images.storageKey })
    .from(images)
    .where(eq(images.id, imageId));
  if (!image?.attachedTo && image?.purpose !== 'avatar') return null;
  let visible = false;
  if (image.purpose === 'task' && image.attachedTo) {
    const [row] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
      .where(and(eq(tasks.id, image.attachedTo), publicTask));
    visible = Boolean(row);
  } else if (image.purpose === 'portfolio' && image.attachedTo) {
    const [row] = await db
      .select({ id: profiles.id })
      .from(portfolioItems)
      .innerJoin(profiles, eq(profiles.id, portfolioItems.professionalId))
      .innerJoin(fwp, eq(fwp.profileId, profiles.id))
      .where(and(eq(portfolioItems.id, image.attachedTo), publicProfessional));
    visible = Boolean(row);
  } else if (image.purpose === 'avatar') {
    const [row] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(fwp, eq(fwp.profileId, profiles.id))
      .where(and(eq(profiles.avatarImageId, image.id), publicProfessional));
    visible = Boolean(row);
  }
  return visible ? image : null;
}

/** For the sitemaps: ids, titles and last changes of every public task, oldest first, one page. */
export async function sitemapTasks(db: Executor, page: PageRequest) {
  return db
    .select({ id: tasks.id, title: tasks.title, updatedAt: tasks.updatedAt })
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
    .where(publicTask)
    .orderBy(asc(tasks.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function sitemapProfessionals(db: Executor, page: PageRequest) {
  return db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      updatedAt: professionalColumns.updatedAt,
    })
    .from(profiles)
    .innerJoin(fwp, eq(fwp.profileId, profiles.id))
    .where(publicProfessional)
    .orderBy(asc(profiles.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function publicCounts(db: Executor) {
  const [[t], [p]] = await Promise.all([
    db.select({ n: count() }).from(tasks).where(publicTaskCounted),
    db.select({ n: count() }).from(profiles).innerJoin(fwp, eq(fwp.profileId, profiles.id)).where(publicProfessional),
  ]);
  return { tasks: t?.n ?? 0, professionals: p?.n ?? 0 };
}

/** The (province, category) pairs that have at least one open task: the listings worth a sitemap entry. */
export async function taskListings(db: Executor) {
  return db
    .selectDistinct({ province: tasks.province, category: tasks.category })
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
    .where(publicTask);
}

/** The (province, category) pairs that some public professional serves. */
export async function professionalListings(db: Executor) {
  return queryRows<{ province: string; category: string }>(
    db,
    sql`select distinct sp.province, c.category
          from ${profiles} join ${fwp} on ${fwp.profileId} = ${profiles.id}
          cross join lateral unnest(${fwp.serviceProvinces}) as sp(province)
          cross join lateral unnest(${fwp.categories}) as c(category)
         where ${publicProfessional}`,
  );
}
