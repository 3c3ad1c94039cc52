import { type Database, type Executor, profiles, properties, queryRows, taskSeries, tasks } from '@faena/db';
import {
  addDays,
  DEADLINE_WARNING_DAYS,
  dateValue,
  formatCents,
  formatDate,
  m,
  nextOccurrence,
  publishDateOf,
  SERIES_RESERVE_HOURS,
  timeZoneOf,
  todayIn,
  windowStartOf,
} from '@faena/shared';
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import type { JobHandler } from '../jobs';
import { notify } from '../notifications';
import { offerTask } from '../offers';
import { findSeries, releaseExpiredReservations, ruleOf, type SeriesRow, type TaskRow, transitionTask } from '../tasks';

export const SERIES_TICK_JOB = 'series.tick';

/** The series of this owner, or 404 (its existence is not revealed). */
async function ownedSeries(db: Executor, actor: Actor, id: string): Promise<SeriesRow> {
  const row = await findSeries(db, id);
  if (!row || row.ownerId !== actor.profileId) throw notFound();
  return row;
}

export async function pauseSeries(db: Database, actor: Actor, id: string): Promise<SeriesRow> {
  const row = await ownedSeries(db, actor, id);
  if (row.status === 'ended') throw conflict(m('Esta serie ya ha terminado.'));
  if (row.status === 'paused') return row;
  const [updated] = await db
    .update(taskSeries)
    .set({ status: 'paused', pausedAt: new Date(), updatedAt: new Date() })
    .where(eq(taskSeries.id, id))
    .returning();
  return updated ?? row;
}

/** Back on: a deadline missed while paused is skipped, so the next one is still to come. */
export async function resumeSeries(db: Database, actor: Actor, id: string, now = new Date()): Promise<SeriesRow> {
  const row = await ownedSeries(db, actor, id);
  if (row.status === 'ended') throw conflict(m('Esta serie ya ha terminado: crea otra desde una tarea.'));
  if (row.status === 'active') return row;
  const [property] = await db.select().from(properties).where(eq(properties.id, row.propertyId));
  const today = todayIn(timeZoneOf(property?.province), now);
  const nextDueDate =
    row.nextDueDate >= today
      ? row.nextDueDate
      : nextOccurrence(ruleOf(row), row.anchorDate, addDays(today, -1)).dueDate;
  const [updated] = await db
    .update(taskSeries)
    .set({ status: 'active', pausedAt: null, nextDueDate, updatedAt: now })
    .where(eq(taskSeries.id, id))
    .returning();
  return updated ?? row;
}

export async function endSeries(db: Database, actor: Actor, id: string): Promise<SeriesRow> {
  const row = await ownedSeries(db, actor, id);
  if (row.status === 'ended') return row;
  const [updated] = await db
    .update(taskSeries)
    .set({ status: 'ended', endedAt: new Date(), updatedAt: new Date() })
    .where(eq(taskSeries.id, id))
    .returning();
  return updated ?? row;
}

// ---------- the scheduler ----------

/**
 * The professional who did the series' latest completed occurrence, with the price they were
 * paid, when they can still be offered work.
 */
async function lastProfessional(tx: Executor, seriesId: string) {
  const [last] = await tx
    .select({
      professionalId: tasks.assignedProfessionalId,
      priceCents: tasks.agreedPriceCents,
      travelCents: tasks.agreedTravelCents,
      firstName: profiles.firstName,
    })
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.assignedProfessionalId))
    .where(
      and(
        eq(tasks.seriesId, seriesId),
        eq(tasks.status, 'completed'),
        isNotNull(tasks.assignedProfessionalId),
        eq(profiles.role, 'professional'),
        isNull(profiles.suspendedAt),
        isNull(profiles.deletedAt),
      ),
    )
    .orderBy(desc(tasks.completedAt))
    .limit(1);
  if (!last?.professionalId || !last.priceCents || last.priceCents <= 0) return null;
  return {
    ...last,
    professionalId: last.professionalId,
    priceCents: last.priceCents,
    travelCents: last.travelCents ?? 0,
  };
}

/** Publishes one occurrence copied from the series' latest task, and offers it first to the last professional. */
async function publishOccurrence(
  tx: Executor,
  series: SeriesRow,
  source: TaskRow,
  dueDate: string,
  today: string,
  now: Date,
): Promise<TaskRow | null> {
  const windowStart = windowStartOf(ruleOf(series), dueDate);
  const [row] = await tx
    .insert(tasks)
    .values({
      ownerId: source.ownerId,
      propertyId: source.propertyId,
      title: source.title,
      description: source.description,
      language: source.language,
      category: source.category,
      urgency: source.urgency,
      budgetMinCents: source.budgetMinCents,
      budgetMaxCents: source.budgetMaxCents,
      preferredStartDate: windowStart && windowStart >= today ? windowStart : null,
      dueDate,
      seriesId: series.id,
      province: source.province,
      municipality: source.municipality,
    })
    .onConflictDoNothing()
    .returning();
  // Another process published this deadline first.
  if (!row) return null;
  let task = await transitionTask(tx, row.id, 'publish');

  const pro = await lastProfessional(tx, series.id);
  if (pro) {
    const reservedUntil = new Date(now.getTime() + SERIES_RESERVE_HOURS * 3_600_000);
    const travel = pro.travelCents > 0 ? ` más ${formatCents(pro.travelCents)} de desplazamiento` : '';
    await offerTask(tx, {
      taskId: task.id,
      ownerId: task.ownerId,
      professionalId: pro.professionalId,
      message: `Vuelve «${task.title}», que hiciste la última vez. Te la ofrezco primero, al mismo precio: ${formatCents(pro.priceCents)}${travel}. Hecho antes del ${formatDate(dueDate)}.`,
      priceCents: pro.priceCents,
      travelCents: pro.travelCents,
      now,
      notification: {
        title: m('Vuelve un trabajo tuyo: «{title}»', { title: task.title }),
        body: m(
          'Te lo ofrecen primero, al precio de la última vez. Tienes {hours, plural, one {# hora} other {# horas}} antes de que se abra a todos.',
          { hours: SERIES_RESERVE_HOURS },
        ),
      },
    });
    const [reserved] = await tx
      .update(tasks)
      .set({ reservedUntil, reservedFor: pro.professionalId })
      .where(eq(tasks.id, task.id))
      .returning();
    task = reserved ?? task;
  }
  await notify(tx, {
    profileId: task.ownerId,
    type: 'series_occurrence',
    title: m('Publicada de nuevo: «{title}»', { title: task.title }),
    body: pro
      ? m(
          'Hecho antes del {date}. Se la hemos ofrecido primero a {name}, que la hizo la última vez, al mismo precio; si no la acepta en {hours, plural, one {# hora} other {# horas}}, se abre a todos.',
          { date: dateValue(dueDate), name: pro.firstName, hours: SERIES_RESERVE_HOURS },
        )
      : m('Hecho antes del {date}. Ya la ven los profesionales de la zona.', { date: dateValue(dueDate) }),
    link: `/task/${task.id}`,
  });
  return task;
}

/**
 * One active series: every deadline whose publishing day has come gets its occurrence (a
 * deadline already past is skipped), and the series moves on to the next. Locked with SKIP
 * LOCKED, so two workers never publish the same occurrence; the unique (series, deadline)
 * index makes sure of it.
 */
async function advanceSeries(db: Database, seriesId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [series] = await tx
      .select()
      .from(taskSeries)
      .where(and(eq(taskSeries.id, seriesId), eq(taskSeries.status, 'active')))
      .for('update', { skipLocked: true });
    if (!series?.lastTaskId) return 0;
    const [source] = await tx.select().from(tasks).where(eq(tasks.id, series.lastTaskId));
    // Nothing repeats until the first task is published.
    if (!source || source.status === 'draft') return 0;
    const [place] = await tx
      .select({ archivedAt: properties.archivedAt, suspendedAt: profiles.suspendedAt, deletedAt: profiles.deletedAt })
      .from(properties)
      .innerJoin(profiles, eq(profiles.id, properties.ownerId))
      .where(eq(properties.id, series.propertyId));
    if (!place || place.suspendedAt || place.deletedAt) return 0;
    if (place.archivedAt) {
      await tx
        .update(taskSeries)
        .set({ status: 'paused', pausedAt: now, updatedAt: now })
        .where(eq(taskSeries.id, series.id));
      await notify(tx, {
        profileId: series.ownerId,
        type: 'series_occurrence',
        title: m('Serie en pausa: «{title}»', { title: source.title }),
        body: m('La propiedad está archivada, así que no publicamos la siguiente. Recupérala y reanuda la serie.'),
        link: `/task/${source.id}`,
      });
      return 0;
    }
    const today = todayIn(timeZoneOf(source.province), now);
    const rule = ruleOf(series);
    let due = series.nextDueDate;
    let last = source;
    let published = 0;
    for (let guard = 0; guard < 60 && publishDateOf(due) <= today; guard++) {
      if (due >= today) {
        const task = await publishOccurrence(tx, series, last, due, today, now);
        if (task) {
          last = task;
          published++;
        }
      }
      due = nextOccurrence(rule, series.anchorDate, due).dueDate;
    }
    if (due !== series.nextDueDate) {
      await tx
        .update(taskSeries)
        .set({ nextDueDate: due, lastTaskId: last.id, updatedAt: now })
        .where(eq(taskSeries.id, series.id));
    }
    return published;
  });
}

/** Owners of open tasks with a deadline in DEADLINE_WARNING_DAYS and nobody assigned are told, once. */
async function warnDeadlines(db: Database, now: Date): Promise<number> {
  // A day of margin for the Canaries; the exact check is per task, in its own time zone.
  const horizon = addDays(todayIn('Europe/Madrid', now), DEADLINE_WARNING_DAYS + 1);
  const candidates = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      province: tasks.province,
      ownerId: tasks.ownerId,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.status, 'open'),
        isNotNull(tasks.dueDate),
        isNull(tasks.deadlineNotifiedAt),
        isNull(tasks.assignedProfessionalId),
        lte(tasks.dueDate, horizon),
      ),
    );
  let warned = 0;
  for (const c of candidates) {
    if (!c.dueDate || c.dueDate > addDays(todayIn(timeZoneOf(c.province), now), DEADLINE_WARNING_DAYS)) continue;
    await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(tasks)
        .set({ deadlineNotifiedAt: now })
        .where(and(eq(tasks.id, c.id), isNull(tasks.deadlineNotifiedAt), eq(tasks.status, 'open')))
        .returning({ id: tasks.id });
      if (!marked) return;
      const pending = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from applications where task_id = ${c.id} and status = 'pending'`,
      );
      const n = Number(pending[0]?.n ?? 0);
      await notify(tx, {
        profileId: c.ownerId,
        type: 'deadline_approaching',
        title: m('Se acerca la fecha de «{title}» y aún no tiene profesional', { title: c.title }),
        body:
          n > 0
            ? m(
                '{n, plural, one {Tiene que estar hecha antes del {date}. Tienes # solicitud sin responder.} other {Tiene que estar hecha antes del {date}. Tienes # solicitudes sin responder.}}',
                { n, date: dateValue(c.dueDate) },
              )
            : m(
                'Tiene que estar hecha antes del {date}. Puedes ofrecérsela a un profesional desde «Buscar profesionales».',
                { date: dateValue(c.dueDate) },
              ),
        link: n > 0 ? `/task/${c.id}/applications` : `/task/${c.id}`,
      });
      warned++;
    });
  }
  return warned;
}

export interface TickResult {
  released: number;
  published: number;
  warned: number;
}

/** The scheduler, every hour: reservations that ended, occurrences due, deadlines near. */
export async function runSeriesTick(db: Database, now: Date): Promise<TickResult> {
  const released = await releaseExpiredReservations(db, now);
  // Anything due for publishing today anywhere (a day of margin for the time zones).
  const horizon = addDays(todayIn('Europe/Madrid', now), 31);
  const due = await db
    .select({ id: taskSeries.id })
    .from(taskSeries)
    .where(and(eq(taskSeries.status, 'active'), lte(taskSeries.nextDueDate, horizon)));
  let published = 0;
  for (const { id } of due) published += await advanceSeries(db, id, now);
  const warned = await warnDeadlines(db, now);
  return { released, published, warned };
}

export const seriesTickJob: JobHandler = async (_payload, { db, now }) => {
  await runSeriesTick(db as Database, now);
};
