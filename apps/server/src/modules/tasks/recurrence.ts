import { type Executor, taskSeries, tasks } from '@faena/db';
import {
  describeRecurrence,
  nextOccurrence,
  publishDateOf,
  type RecurrenceRule,
  timeZoneOf,
  todayIn,
} from '@faena/shared';
import type { SeriesDto } from '@faena/shared/schemas';
import { count, eq } from 'drizzle-orm';
import type { TaskRow } from './state-machine';

/*
 * How a task repeats: its series' rule, read and written with the task (saving a task sets its
 * rule; its detail shows it). The series module publishes the occurrences, on top of this.
 */

export type SeriesRow = typeof taskSeries.$inferSelect;

export function ruleOf(row: Pick<SeriesRow, 'kind' | 'month' | 'season' | 'interval'>): RecurrenceRule {
  switch (row.kind) {
    case 'yearly_month':
      return { kind: 'yearly_month', month: row.month ?? 1 };
    case 'yearly_season':
      return { kind: 'yearly_season', season: row.season ?? 'primavera' };
    case 'every_months':
      return { kind: 'every_months', interval: row.interval ?? 1 };
    case 'every_weeks':
      return { kind: 'every_weeks', interval: row.interval ?? 1 };
  }
}

function ruleColumns(rule: RecurrenceRule) {
  return {
    kind: rule.kind,
    month: rule.kind === 'yearly_month' ? rule.month : null,
    season: rule.kind === 'yearly_season' ? rule.season : null,
    interval: rule.kind === 'every_months' || rule.kind === 'every_weeks' ? rule.interval : null,
  };
}

/** The date a task's series counts from: its deadline, its start, or today. */
function anchorOf(task: Pick<TaskRow, 'dueDate' | 'preferredStartDate' | 'province'>, now: Date): string {
  return task.dueDate ?? task.preferredStartDate ?? todayIn(timeZoneOf(task.province), now);
}

export async function toSeriesDto(db: Executor, row: SeriesRow): Promise<SeriesDto> {
  const [n] = await db.select({ n: count() }).from(tasks).where(eq(tasks.seriesId, row.id));
  return seriesDtoOf(row, Number(n?.n ?? 0));
}

/** A series as its owner sees it, given how many tasks it has made (`occurrences`). */
export function seriesDtoOf(row: SeriesRow, occurrences: number): SeriesDto {
  const rule = ruleOf(row);
  const live = row.status !== 'ended';
  return {
    id: row.id,
    kind: row.kind,
    rule,
    label: describeRecurrence(rule),
    status: row.status,
    nextDueDate: live ? row.nextDueDate : null,
    nextPublishDate: live ? publishDateOf(row.nextDueDate) : null,
    occurrences,
  };
}

export async function findSeries(db: Executor, id: string): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(taskSeries).where(eq(taskSeries.id, id));
  return row;
}

/**
 * Sets how a task repeats, in the transaction that saves it: a rule starts a series with this
 * task as its first occurrence (or changes the rule of its live series, counting again from
 * this task); null ends its series; undefined leaves it alone.
 */
export async function applyRecurrence(
  tx: Executor,
  task: TaskRow,
  rule: RecurrenceRule | null | undefined,
  now = new Date(),
): Promise<TaskRow> {
  if (rule === undefined) return task;
  const current = task.seriesId ? await findSeries(tx, task.seriesId) : undefined;
  if (rule === null) {
    if (current && current.status !== 'ended') {
      await tx
        .update(taskSeries)
        .set({ status: 'ended', endedAt: now, updatedAt: now })
        .where(eq(taskSeries.id, current.id));
    }
    return task;
  }
  const anchor = anchorOf(task, now);
  const next = nextOccurrence(rule, anchor, anchor);
  if (current && current.status !== 'ended') {
    await tx
      .update(taskSeries)
      .set({ ...ruleColumns(rule), anchorDate: anchor, nextDueDate: next.dueDate, updatedAt: now })
      .where(eq(taskSeries.id, current.id));
    return task;
  }
  const [series] = await tx
    .insert(taskSeries)
    .values({
      ownerId: task.ownerId,
      propertyId: task.propertyId,
      ...ruleColumns(rule),
      anchorDate: anchor,
      nextDueDate: next.dueDate,
      lastTaskId: task.id,
    })
    .returning();
  if (!series) throw new Error('serie no creada');
  const [updated] = await tx.update(tasks).set({ seriesId: series.id }).where(eq(tasks.id, task.id)).returning();
  return updated ?? task;
}
