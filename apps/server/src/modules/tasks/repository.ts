import { type Executor, images, payments, profiles, properties, tasks } from '@faena/db';
import { TASK_UNASSIGNED, TASK_WITH_PROFESSIONAL, timeZoneOf } from '@faena/shared';
import type { TaskDto, TaskSummary } from '@faena/shared/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { imagesOf } from '../images/service';
import { asPerson, loadPeople } from '../people/people';
import { seesAccessDetails } from './access';
import { findSeries, toSeriesDto } from './recurrence';
import { allows, pendingApplicationCount, type TaskRow } from './state-machine';

export function excerpt(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
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
  const isOwner = task.ownerId === viewer.profileId;
  const isAssignedProfessional = task.assignedProfessionalId === viewer.profileId;
  // Owner and professional are each other's party to the job while it goes ahead with them,
  // completed included (a transfer or Bizum may still be due, reviews are open): each sees the
  // other's phone number (PRODUCT.md: "a phone number is shown only to the other party of an
  // assigned task"). Where the finca is and how to get in is narrower: seesAccessDetails.
  const working = TASK_WITH_PROFESSIONAL.includes(task.status);
  const partyOfJob = working && (isOwner || isAssignedProfessional);
  const [property] = await db.select().from(properties).where(eq(properties.id, task.propertyId));
  const series = isOwner && task.seriesId ? await findSeries(db, task.seriesId) : undefined;
  const partyOf = new Set<string>();
  if (partyOfJob && isAssignedProfessional) partyOf.add(task.ownerId);
  if (partyOfJob && isOwner && task.assignedProfessionalId) partyOf.add(task.assignedProfessionalId);
  const people = await loadPeople(db, [task.ownerId, task.assignedProfessionalId ?? task.ownerId], { partyOf });
  const ownerCard = people.get(task.ownerId);
  const assignedCard = task.assignedProfessionalId ? people.get(task.assignedProfessionalId) : undefined;
  const owner = ownerCard ? asPerson(ownerCard) : null;
  const assigned = assignedCard ? asPerson(assignedCard) : null;
  const pending = isOwner ? ((await pendingApplicationCount(db, [task.id])).get(task.id) ?? 0) : null;
  const [payment] =
    isOwner || isAssignedProfessional
      ? await db
          .select({ id: payments.id, status: payments.status, method: payments.method })
          .from(payments)
          .where(and(eq(payments.taskId, task.id), inArray(payments.status, ['pending', 'held', 'released'])))
      : [];
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
    series: isOwner && series ? await toSeriesDto(db, series) : null,
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
      ...placeFor(property, seesAccessDetails(task, viewer.profileId)),
    },
    photos: await imagesOf(db, 'task', task.id),
    viewer: {
      isOwner,
      isAssignedProfessional,
      canEdit: isOwner && TASK_UNASSIGNED.includes(task.status),
      canCancel: isOwner && allows('cancel', task.status),
      canPublish: isOwner && task.status === 'draft',
    },
    pendingApplications: pending,
    payment: payment ?? null,
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
  options: { withPending?: boolean } = {},
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
};
