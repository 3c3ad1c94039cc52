import { type Executor, profiles, tasks } from '@faena/db';
import type { BrowseQuery, TaskPage, TaskSort } from '@faena/shared/schemas';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { summaryColumns, toSummaries } from './repository';
import { notReserved } from './reservation';

type CursorValue = string | number | null;

export function encodeCursor(value: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

function decodeCursor(cursor: string, sort: TaskSort): [CursorValue, string] {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== 2) throw new Error();
    const [value, id] = parsed as [unknown, unknown];
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error();
    const okValue =
      sort === 'budget'
        ? value === null || (typeof value === 'number' && Number.isInteger(value))
        : sort === 'start'
          ? value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
          : typeof value === 'string' && !Number.isNaN(Date.parse(value));
    if (!okValue) throw new Error();
    return [value as CursorValue, id];
  } catch {
    throw new AppError('VALIDATION', 'La página pedida no es válida. Vuelve a la primera.', {
      cursor: 'Página no válida.',
    });
  }
}

/**
 * Browse tasks: open, visible tasks of active owners, filtered, searched in Spanish, in a stable
 * order with keyset pagination (a cursor of the last row's sort value and id). Every order has
 * a partial index (see the tasks schema), so the first and the hundredth page cost the same.
 */
export async function browseTasks(db: Executor, query: BrowseQuery): Promise<TaskPage> {
  const sort: TaskSort = query.sort ?? 'newest';
  const limit = query.limit ?? 20;
  const where: SQL[] = [eq(tasks.status, 'open'), isNull(tasks.hiddenAt), isNull(profiles.suspendedAt), notReserved];
  if (query.province) where.push(eq(tasks.province, query.province));
  if (query.category) where.push(eq(tasks.category, query.category));
  if (query.urgency) where.push(eq(tasks.urgency, query.urgency));
  if (query.budgetMin !== undefined) where.push(sql`${tasks.budgetMaxCents} >= ${query.budgetMin * 100}`);
  if (query.budgetMax !== undefined) where.push(sql`${tasks.budgetMinCents} <= ${query.budgetMax * 100}`);
  if (query.startFrom) where.push(sql`${tasks.preferredStartDate} >= ${query.startFrom}::date`);
  if (query.startTo) where.push(sql`${tasks.preferredStartDate} <= ${query.startTo}::date`);
  if (query.q) where.push(sql`${tasks.searchVector} @@ websearch_to_tsquery('faena_es', ${query.q})`);

  let order: SQL[];
  if (sort === 'budget') {
    order = [sql`${tasks.budgetMaxCents} desc nulls last`, sql`${tasks.id} desc nulls last`];
  } else if (sort === 'start') {
    order = [sql`${tasks.preferredStartDate} asc nulls last`, sql`${tasks.id} asc`];
  } else {
    order = [sql`${tasks.publishedAt} desc nulls last`, sql`${tasks.id} desc nulls last`];
  }

  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor, sort);
    if (sort === 'budget') {
      where.push(
        value === null
          ? sql`(${tasks.budgetMaxCents} is null and ${tasks.id} < ${id}::uuid)`
          : sql`(${tasks.budgetMaxCents} < ${value} or (${tasks.budgetMaxCents} = ${value} and ${tasks.id} < ${id}::uuid) or ${tasks.budgetMaxCents} is null)`,
      );
    } else if (sort === 'start') {
      where.push(
        value === null
          ? sql`(${tasks.preferredStartDate} is null and ${tasks.id} > ${id}::uuid)`
          : sql`(${tasks.preferredStartDate} > ${value}::date or (${tasks.preferredStartDate} = ${value}::date and ${tasks.id} > ${id}::uuid) or ${tasks.preferredStartDate} is null)`,
      );
    } else {
      where.push(sql`(${tasks.publishedAt}, ${tasks.id}) < (${value}::timestamptz, ${id}::uuid)`);
    }
  }

  const rows = await db
    .select({
      ...summaryColumns,
      // The exact microseconds: a cursor rounded to milliseconds could skip rows.
      publishedAtExact: sql<
        string | null
      >`to_char(${tasks.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
    .where(and(...where))
    .orderBy(...order)
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > limit && last) {
    const value =
      sort === 'budget' ? last.budgetMaxCents : sort === 'start' ? last.preferredStartDate : last.publishedAtExact;
    nextCursor = encodeCursor(value, last.id);
  }
  return { items: await toSummaries(db, page), nextCursor };
}
