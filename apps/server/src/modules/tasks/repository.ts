import {
  applications,
  type Executor,
  fieldWorkerProfiles,
  images,
  jobOffers,
  payments,
  profiles,
  properties,
  taskSeries,
  tasks,
} from '@faena/db';
import { TASK_UNASSIGNED, TASK_WITH_PROFESSIONAL, timeZoneOf } from '@faena/shared';
import type { TaskDto, TaskSummary } from '@faena/shared/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../lib/actor';
import { kmOf, pointOf } from '../../lib/distance';
import { imagesOf } from '../images';
import { asPerson, personCardOf } from '../people';
import { seesAccessDetails } from './access';
import { type SeriesRow, seriesDtoOf } from './recurrence';
import { allows, pendingApplicationCount, type TaskRow } from './state-machine';

const WHITESPACE = /\s+/g;

/**
 * The start of a description as one line: whitespace collapsed to single spaces, at most `max`
 * characters, '…' when cut. A list shows 20 of them per page, so the common case (a description
 * longer than the excerpt) collapses only the first max + 16 characters: when that already gives
 * more than `max` characters, the rest cannot change the answer (tasks/excerpt.test.ts checks it
 * against collapsing the whole text).
 */
export function excerpt(text: string, max = 180): string {
  if (text.length > max + 16) {
    const head = text
      .slice(0, max + 16)
      .replace(WHITESPACE, ' ')
      .trimStart();
    if (head.length >= max + 2) return `${head.slice(0, max - 1).trimEnd()}…`;
  }
  const flat = text.replace(WHITESPACE, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Titles of the given tasks by id (missing ids are left out), for lists that name their task. */
export async function taskTitles(db: Executor, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: tasks.id, title: tasks.title }).from(tasks).where(inArray(tasks.id, unique));
  return new Map(rows.map((t) => [t.id, t.title]));
}

export async function findTask(db: Executor, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

/** The task detail as this viewer may see it (the caller has checked that they may see it at all). */
export async function toTaskDto(db: Executor, task: TaskRow, viewer: Actor): Promise<TaskDto> {
  const detail = await findTaskDetail(db, task.id, viewer.profileId);
  if (!detail) throw new Error(`La tarea ${task.id} no existe`);
  return buildTaskDto({ ...detail, task }, viewer, await imagesOf(db, 'task', task.id));
}

/** What the task detail is made of, read in one query by `findTaskDetail` (its photos apart). */
export interface TaskDetailRow extends TaskAccessFacts {
  task: TaskRow;
  property: typeof properties.$inferSelect | null;
  series: SeriesRow | null;
  seriesOccurrences: number;
  owner: { p: typeof profiles.$inferSelect; fwp: typeof fieldWorkerProfiles.$inferSelect | null } | null;
  assigned: { p: typeof profiles.$inferSelect; fwp: typeof fieldWorkerProfiles.$inferSelect | null } | null;
  pendingApplications: number;
  payment: Pick<typeof payments.$inferSelect, 'id' | 'status' | 'method'> | null;
  /** Metres from the viewer's base municipality to the task's public point, when both are known. */
  viewerDistanceM: number | null;
}

/** What decides whether a viewer who is neither owner, admin nor assigned professional may see a task. */
export interface TaskAccessFacts {
  /** The owner's account is suspended (their open tasks leave Browse tasks). */
  ownerSuspended: boolean;
  /** The viewer applied to the task or was offered it. */
  involved: boolean;
}

/**
 * The payment a task's detail shows: one waiting, held or released (not a refunded or failed
 * one, nor a card payment not yet charged: that is an attempt in the owner's pay dialog).
 */
const PAYMENT_IN_PLAY = ['pending', 'held', 'released'] as const;

const ownerProfile = alias(profiles, 'owner_profile');
const ownerWorker = alias(fieldWorkerProfiles, 'owner_worker');
const assignedProfile = alias(profiles, 'assigned_profile');
const assignedWorker = alias(fieldWorkerProfiles, 'assigned_worker');

/** Whether the viewer applied to the task or was offered it, as a column of a query over `tasks`. */
const involvedOf = (viewerId: string) =>
  sql<boolean>`(exists (select 1 from ${applications} where ${applications.taskId} = ${tasks.id} and ${applications.professionalId} = ${viewerId})
    or exists (select 1 from ${jobOffers} where ${jobOffers.taskId} = ${tasks.id} and ${jobOffers.professionalId} = ${viewerId}))`.mapWith(
    Boolean,
  );

/** A task with the facts its visibility depends on for this viewer, in one query. */
export async function findTaskWithAccess(
  db: Executor,
  id: string,
  viewerId: string,
): Promise<({ task: TaskRow } & TaskAccessFacts) | undefined> {
  const [row] = await db
    .select({ task: tasks, ownerSuspendedAt: ownerProfile.suspendedAt, involved: involvedOf(viewerId) })
    .from(tasks)
    .leftJoin(ownerProfile, eq(ownerProfile.id, tasks.ownerId))
    .where(eq(tasks.id, id));
  return row && { task: row.task, ownerSuspended: Boolean(row.ownerSuspendedAt), involved: row.involved };
}

/**
 * Everything the task detail shows but its photos, in one query: the task, its property, its
 * series and how many tasks it has made, the owner and the assigned professional (with their
 * professional rows), the pending applications, the payment under way, and the facts its
 * visibility depends on for this viewer. What the viewer may see of it is `buildTaskDto`'s part.
 */
export async function findTaskDetail(db: Executor, id: string, viewerId: string): Promise<TaskDetailRow | undefined> {
  const [row] = await db
    .select({
      task: tasks,
      property: properties,
      series: taskSeries,
      seriesOccurrences:
        sql<number>`(select count(*) from ${tasks} as occurrence where occurrence.series_id = ${tasks.seriesId})`.mapWith(
          Number,
        ),
      owner: ownerProfile,
      ownerWorker,
      assigned: assignedProfile,
      assignedWorker,
      pendingApplications:
        sql<number>`(select count(*) from ${applications} where ${applications.taskId} = ${tasks.id} and ${applications.status} = 'pending')`.mapWith(
          Number,
        ),
      payment: { id: payments.id, status: payments.status, method: payments.method },
      ownerSuspendedAt: ownerProfile.suspendedAt,
      involved: involvedOf(viewerId),
      viewerDistanceM: sql<number | null>`earth_distance(${tasks.earthPoint}, (
        select ll_to_earth(m.latitude, m.longitude) from ${profiles} viewer
          join municipality_points m on m.code = viewer.location_municipality_code
          where viewer.id = ${viewerId}))`,
    })
    .from(tasks)
    .leftJoin(properties, eq(properties.id, tasks.propertyId))
    .leftJoin(taskSeries, eq(taskSeries.id, tasks.seriesId))
    .leftJoin(ownerProfile, eq(ownerProfile.id, tasks.ownerId))
    .leftJoin(ownerWorker, eq(ownerWorker.profileId, tasks.ownerId))
    .leftJoin(assignedProfile, eq(assignedProfile.id, tasks.assignedProfessionalId))
    .leftJoin(assignedWorker, eq(assignedWorker.profileId, tasks.assignedProfessionalId))
    .leftJoin(
      payments,
      and(
        eq(payments.taskId, tasks.id),
        inArray(payments.status, PAYMENT_IN_PLAY),
        sql`not (${payments.method} = 'card' and ${payments.status} = 'pending')`,
      ),
    )
    .where(eq(tasks.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    task: row.task,
    property: row.property,
    series: row.series,
    seriesOccurrences: row.seriesOccurrences,
    owner: row.owner && { p: row.owner, fwp: row.ownerWorker },
    assigned: row.assigned && { p: row.assigned, fwp: row.assignedWorker },
    pendingApplications: row.pendingApplications,
    payment: row.payment,
    ownerSuspended: Boolean(row.ownerSuspendedAt),
    involved: row.involved,
    viewerDistanceM: row.viewerDistanceM === null ? null : Number(row.viewerDistanceM),
  };
}

/**
 * The task detail as this viewer may see it, from what `findTaskDetail` read and its photos:
 * every rule of what the viewer sees of a task (the caller has checked that they may see it at all).
 */
export function buildTaskDto(detail: TaskDetailRow, viewer: Actor, photos: TaskDto['photos']): TaskDto {
  const { task, property } = detail;
  const isOwner = task.ownerId === viewer.profileId;
  const isAssignedProfessional = task.assignedProfessionalId === viewer.profileId;
  // Owner and professional are each other's party to the job while it goes ahead with them,
  // completed included (a transfer or Bizum may still be due, reviews are open): each sees the
  // other's phone number (PRODUCT.md: "a phone number is shown only to the other party of an
  // assigned task"). Where the finca is and how to get in is narrower: seesAccessDetails.
  const working = TASK_WITH_PROFESSIONAL.includes(task.status);
  const partyOfJob = working && (isOwner || isAssignedProfessional);
  const partyOf = new Set<string>();
  if (partyOfJob && isAssignedProfessional) partyOf.add(task.ownerId);
  if (partyOfJob && isOwner && task.assignedProfessionalId) partyOf.add(task.assignedProfessionalId);
  const cardOf = (person: TaskDetailRow['owner']) =>
    person && personCardOf(person.p, person.fwp, partyOf.has(person.p.id));
  const ownerCard = cardOf(detail.owner);
  const assignedCard = task.assignedProfessionalId ? cardOf(detail.assigned) : null;
  const owner = ownerCard ? asPerson(ownerCard) : null;
  const assigned = assignedCard ? asPerson(assignedCard) : null;
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    category: task.category,
    urgency: task.urgency,
    budgetMinCents: task.budgetMinCents,
    budgetMaxCents: task.budgetMaxCents,
    preferredStartDate: task.preferredStartDate,
    dueDate: task.dueDate,
    status: task.status,
    province: task.province,
    municipality: task.municipality,
    timeZone: timeZoneOf(task.province),
    series: isOwner && task.seriesId && detail.series ? seriesDtoOf(detail.series, detail.seriesOccurrences) : null,
    recurring: task.seriesId !== null,
    reservedUntil:
      isOwner && task.reservedUntil && task.reservedUntil > new Date() ? task.reservedUntil.toISOString() : null,
    cancelReason: isOwner || isAssignedProfessional ? task.cancelReason : null,
    agreedPriceCents: isOwner || isAssignedProfessional ? task.agreedPriceCents : null,
    publishedAt: task.publishedAt?.toISOString() ?? null,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    owner: owner ?? {
      profileId: task.ownerId,
      firstName: '',
      lastName: null,
      avatarUrl: null,
      ratingAvg: null,
      ratingCount: 0,
      verified: false,
      phone: null,
    },
    assignedProfessional: isOwner || isAssignedProfessional || viewer.isAdmin ? assigned : null,
    property: {
      id: task.propertyId,
      name: isOwner || partyOfJob ? (property?.name ?? '') : '',
      kind: property?.kind ?? 'otra',
      ...placeFor(property ?? undefined, seesAccessDetails(task, viewer.profileId)),
    },
    photos,
    viewer: {
      isOwner,
      isAssignedProfessional,
      canEdit: isOwner && TASK_UNASSIGNED.includes(task.status),
      canCancel: isOwner && allows('cancel', task.status),
      canPublish: isOwner && task.status === 'draft',
    },
    pendingApplications: isOwner ? detail.pendingApplications : null,
    payment: isOwner || isAssignedProfessional ? detail.payment : null,
    point: pointOf(task.pointLatitude, task.pointLongitude),
    // The finca's own point goes with its address (placeFor's rule); none marked, none here.
    exactPoint: seesAccessDetails(task, viewer.profileId) ? pointOf(property?.latitude, property?.longitude) : null,
    distanceKm: kmOf(detail.viewerDistanceM),
  };
}

/**
 * Where the finca is exactly and how to get in (address, cadastral reference, polígono and
 * parcela, track, gate, keys, 4×4, access notes): only for the owner and, while the job is on
 * (TASK_UNDER_WAY), the professional doing it; null for everyone else, a former professional
 * included. Read from the live property row, so this rule is the only thing between later edits
 * and a former professional. The coordinates and the property's photos follow the same rule if
 * they are ever added here (the photos' own check is `canViewImage`).
 */
function placeFor(property: typeof properties.$inferSelect | undefined, shown: boolean) {
  const p = shown ? property : undefined;
  return {
    address: p?.address ?? null,
    cadastralRef: p?.cadastralRef ?? null,
    poligono: p?.poligono ?? null,
    parcela: p?.parcela ?? null,
    accessNotes: p?.accessNotes ?? null,
    accessTrack: (p?.accessTrack ?? null) as TaskDto['property']['accessTrack'],
    accessGate: (p?.accessGate ?? null) as TaskDto['property']['accessGate'],
    accessKeys: p?.accessKeys ?? null,
    needs4x4: p ? p.needs4x4 : null,
  };
}

type SummaryRow = Pick<
  TaskRow,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'urgency'
  | 'budgetMinCents'
  | 'budgetMaxCents'
  | 'preferredStartDate'
  | 'dueDate'
  | 'seriesId'
  | 'status'
  | 'province'
  | 'municipality'
  | 'publishedAt'
  | 'createdAt'
> & {
  ownerFirstName: string;
  propertyName?: string | null;
  /** The first photo's id when the row's own query already looked it up (Browse tasks). */
  thumbId?: string | null;
  agreedPriceCents?: number | null;
  pointLatitude?: number | null;
  pointLongitude?: number | null;
  /** Metres from the browse's origin, when it has one. */
  distanceM?: number | null;
};

/** First photo of each task, for list thumbnails, in one query. */
async function firstThumbs(db: Executor, taskIds: string[]): Promise<Map<string, string>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ id: images.id, attachedTo: images.attachedTo })
    .from(images)
    .where(and(eq(images.purpose, 'task'), inArray(images.attachedTo, taskIds), eq(images.position, 0)))
    .orderBy(asc(images.createdAt));
  const map = new Map<string, string>();
  for (const r of rows) if (r.attachedTo && !map.has(r.attachedTo)) map.set(r.attachedTo, `/api/images/${r.id}/thumb`);
  return map;
}

export async function toSummaries(
  db: Executor,
  rows: SummaryRow[],
  options: {
    withPending?: boolean;
    /**
     * The price agreed with the professional: only for lists of the viewer's own tasks (their
     * owner's, or the assigned professional's), as the task detail shows it to them alone.
     */
    withAgreedPrice?: boolean;
  } = {},
): Promise<TaskSummary[]> {
  const ids = rows.map((r) => r.id);
  const thumbsKnown = rows.every((r) => r.thumbId !== undefined);
  const [thumbs, pending] = await Promise.all([
    thumbsKnown ? null : firstThumbs(db, ids),
    options.withPending ? pendingApplicationCount(db, ids) : Promise.resolve(null),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    excerpt: excerpt(r.description),
    category: r.category,
    urgency: r.urgency,
    budgetMinCents: r.budgetMinCents,
    budgetMaxCents: r.budgetMaxCents,
    preferredStartDate: r.preferredStartDate,
    dueDate: r.dueDate,
    recurring: r.seriesId !== null,
    status: r.status,
    province: r.province,
    municipality: r.municipality,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    ownerFirstName: r.ownerFirstName,
    thumbUrl: thumbs ? (thumbs.get(r.id) ?? null) : r.thumbId ? `/api/images/${r.thumbId}/thumb` : null,
    propertyName: r.propertyName ?? null,
    pendingApplications: pending ? (pending.get(r.id) ?? 0) : null,
    agreedPriceCents: options.withAgreedPrice ? (r.agreedPriceCents ?? null) : null,
    point: pointOf(r.pointLatitude, r.pointLongitude),
    distanceKm: kmOf(r.distanceM),
  }));
}

/** Enough of the description for `excerpt()`: a list never reads the whole text (up to 5,000 characters). */
const EXCERPT_SOURCE_CHARS = 400;

export const summaryColumns = {
  id: tasks.id,
  title: tasks.title,
  description: sql<string>`left(${tasks.description}, ${sql.raw(String(EXCERPT_SOURCE_CHARS))})`,
  category: tasks.category,
  urgency: tasks.urgency,
  budgetMinCents: tasks.budgetMinCents,
  budgetMaxCents: tasks.budgetMaxCents,
  preferredStartDate: tasks.preferredStartDate,
  dueDate: tasks.dueDate,
  seriesId: tasks.seriesId,
  status: tasks.status,
  province: tasks.province,
  municipality: tasks.municipality,
  publishedAt: tasks.publishedAt,
  createdAt: tasks.createdAt,
  ownerFirstName: profiles.firstName,
  agreedPriceCents: tasks.agreedPriceCents,
  pointLatitude: tasks.pointLatitude,
  pointLongitude: tasks.pointLongitude,
};
