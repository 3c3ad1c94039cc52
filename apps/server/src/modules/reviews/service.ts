import { type Database, type Executor, profiles, reviews, tasks } from '@faena/db';
import { type Language, m, REVIEW_REFUSALS, type ReviewRefusal } from '@faena/shared';
import type { ReviewDto, TaskReviewsDto, zReplyInput, zReviewInput } from '@faena/shared/schemas';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import type { JobHandler } from '../jobs';
import { enqueueJob } from '../jobs';
import { notify } from '../notifications';
import { asPerson, loadPeople } from '../people';
import { taskTitles } from '../tasks';

type ReviewRow = typeof reviews.$inferSelect;

/** Each side may review the other within 30 days of completion. */
export const REVIEW_WINDOW_DAYS = 30;
/** Reviews stay hidden until both sides have reviewed or this many days after the first one. */
export const REVIEW_HIDDEN_DAYS = 14;
export const PUBLISH_REVIEWS_JOB = 'reviews.publish';
const DAY = 86_400_000;

async function completedTaskFor(db: Executor, actor: Actor, taskId: string) {
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  if (!task?.assignedProfessionalId) throw notFound();
  if (task.ownerId !== actor.profileId && task.assignedProfessionalId !== actor.profileId) throw notFound();
  return task;
}

/** Recomputes a person's average and count from their published reviews. */
async function refreshRating(tx: Executor, profileId: string) {
  const [who] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, profileId));
  if (!who) return;
  const stats = sql`(select round(avg(rating)::numeric, 2) from reviews where reviewee_id = ${profileId} and published_at is not null)`;
  const total = sql`(select count(*)::int from reviews where reviewee_id = ${profileId} and published_at is not null)`;
  if (who.role === 'professional') {
    await tx.execute(
      sql`update field_worker_profiles set rating_avg = ${stats}, rating_count = ${total}, updated_at = now() where profile_id = ${profileId}`,
    );
  } else {
    await tx.execute(
      sql`update profiles set owner_rating_avg = ${stats}, owner_rating_count = ${total} where id = ${profileId}`,
    );
  }
}

/** Makes a task's hidden reviews visible, updates the ratings and tells each reviewee. */
async function publishReviews(tx: Executor, taskId: string, now: Date) {
  const published = await tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(eq(reviews.taskId, taskId), isNull(reviews.publishedAt)))
    .returning();
  const [task] = await tx.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, taskId));
  for (const review of published) {
    await refreshRating(tx, review.revieweeId);
    await notify(tx, {
      profileId: review.revieweeId,
      type: 'review_received',
      title: m('Nueva valoración: {rating} de 5 por «{title}»', { rating: review.rating, title: task?.title ?? '' }),
      body: review.comment ?? '',
      link: `/task/${taskId}/progress`,
    });
  }
}

export async function createReview(db: Database, actor: Actor, taskId: string, input: z.output<typeof zReviewInput>) {
  const task = await completedTaskFor(db, actor, taskId);
  if (task.status !== 'completed' || !task.completedAt)
    throw conflict(m('Solo se puede valorar un trabajo completado.'));
  if (Date.now() > task.completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY) {
    throw conflict(
      m('El plazo para valorar este trabajo terminó {days} días después de completarse.', { days: REVIEW_WINDOW_DAYS }),
    );
  }
  const revieweeId = actor.profileId === task.ownerId ? (task.assignedProfessionalId as string) : task.ownerId;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(reviews).values({
        taskId,
        reviewerId: actor.profileId,
        revieweeId,
        rating: input.rating,
        comment: input.comment || null,
      });
      const [other] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.taskId, taskId), eq(reviews.reviewerId, revieweeId)));
      if (other) await publishReviews(tx, taskId, new Date());
      else {
        await enqueueJob(tx, {
          kind: PUBLISH_REVIEWS_JOB,
          payload: { taskId },
          runAt: new Date(Date.now() + REVIEW_HIDDEN_DAYS * DAY),
          dedupeKey: `reviews-publish:${taskId}`,
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REVIEW_REFUSALS.ALREADY_REVIEWED);
    throw error;
  }
}

export const publishReviewsJob: JobHandler = async (payload, { db, now }) => {
  await (db as Database).transaction((tx) => publishReviews(tx, String(payload.taskId), now));
};

export async function replyToReview(db: Database, actor: Actor, reviewId: string, input: z.output<typeof zReplyInput>) {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!review || review.revieweeId !== actor.profileId || !review.publishedAt) throw notFound();
  if (review.reply) throw conflict(m('Ya has respondido a esta valoración.'));
  const [updated] = await db
    .update(reviews)
    .set({ reply: input.reply, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning();
  if (!updated) throw conflict(m('Ya has respondido a esta valoración.'));
}

export async function toReviewDtos(db: Executor, rows: ReviewRow[]): Promise<ReviewDto[]> {
  if (rows.length === 0) return [];
  const titles = await taskTitles(
    db,
    rows.map((r) => r.taskId),
  );
  const people = await loadPeople(
    db,
    rows.map((r) => r.reviewerId).filter((id): id is string => Boolean(id)),
  );
  return rows.map((r) => {
    const reviewer = r.reviewerId ? people.get(r.reviewerId) : undefined;
    return {
      id: r.id,
      taskId: r.taskId,
      taskTitle: titles.get(r.taskId) ?? '',
      rating: r.rating,
      comment: r.comment,
      reply: r.reply,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      reviewer: reviewer
        ? asPerson(reviewer)
        : {
            profileId: '',
            firstName: 'Usuario eliminado',
            lastName: null,
            avatarUrl: null,
            ratingAvg: null,
            ratingCount: 0,
            verified: false,
            phone: null,
          },
      revieweeId: r.revieweeId,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** A task's reviews for one of its two sides, with whether they can review and why not (code, and text in `lang`). */
export async function taskReviews(
  db: Executor,
  actor: Actor,
  taskId: string,
  lang: Language = 'es',
): Promise<TaskReviewsDto> {
  const task = await completedTaskFor(db, actor, taskId);
  const rows = await db.select().from(reviews).where(eq(reviews.taskId, taskId));
  const mineRow = rows.find((r) => r.reviewerId === actor.profileId) ?? null;
  const theirsRow = rows.find((r) => r.reviewerId !== actor.profileId) ?? null;
  const deadline = task.completedAt ? new Date(task.completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY) : null;
  let code: ReviewRefusal | null = null;
  if (task.status !== 'completed') code = 'NOT_COMPLETED';
  else if (mineRow) code = 'ALREADY_REVIEWED';
  else if (deadline && Date.now() > deadline.getTime()) code = 'DEADLINE_PASSED';
  const [mine] = mineRow ? await toReviewDtos(db, [mineRow]) : [null];
  const [theirs] = theirsRow?.publishedAt ? await toReviewDtos(db, [theirsRow]) : [null];
  return {
    canReview: code === null,
    reason: code && translate(lang, REVIEW_REFUSALS[code]),
    reasonCode: code,
    deadline: deadline?.toISOString() ?? null,
    mine: mine ?? null,
    theirs: theirs ?? null,
    theirsPending: Boolean(theirsRow && !theirsRow.publishedAt),
  };
}

/** The published reviews someone received, newest first (the portfolio's reviews). */
export async function reviewsOf(db: Executor, profileId: string, limit = 50): Promise<ReviewDto[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.revieweeId, profileId), isNotNull(reviews.publishedAt)))
    .orderBy(desc(reviews.publishedAt))
    .limit(limit);
  return toReviewDtos(db, rows);
}
