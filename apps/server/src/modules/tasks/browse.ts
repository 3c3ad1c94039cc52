import { type Executor, images, profiles, tasks } from '@faena/db';
import type { GeoPoint, Language } from '@faena/shared';
import { m } from '@faena/shared';
import type { BrowseQuery, TaskPage, TaskSort } from '@faena/shared/schemas';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { earthOf, metresBetween, withinMetres } from '../../lib/distance';
import { invalid } from '../../lib/errors';
import { type CursorValue, cursorValue, decodeCursor, exactTime, pageOf } from '../../lib/keyset';
import { searchTsQuery } from '../../lib/text-search';
import { summaryColumns, toSummaries } from './repository';
import { notReserved } from './reservation';

/** A page's cursor: the last task's value of the sort (null sorts last) and its id. */
function taskCursor(cursor: string, sort: TaskSort): [CursorValue, string] {
  const value =
    sort === 'budget'
      ? cursorValue.orNull(cursorValue.int)
      : sort === 'start'
        ? cursorValue.orNull(cursorValue.date)
        : sort === 'nearest'
          ? cursorValue.between(0, 2 * 6_400_000)
          : cursorValue.time;
  return decodeCursor<[CursorValue, string]>(cursor, [value, cursorValue.uuid]);
}

type Params = Record<string, unknown>;
const ph = (name: string) => sql.placeholder(name);

const origin = earthOf(ph('originLat'), ph('originLon'));
/** The straight line through the Earth to the origin, in metres: what the GiST index orders by. */
const chordToOrigin = sql<number>`(${tasks.earthPoint} <-> ${origin})`;
const metresToOrigin = metresBetween(tasks.earthPoint, origin);

/**
 * The browse statement for one shape of query (which filters, which order, which kind of
 * cursor), built with placeholders. Shapes without text search are prepared once per database
 * and reused: drizzle builds the SQL once, and PostgreSQL parses and plans it once per
 * connection. The full-text shape is not prepared: how many tasks match a word decides
 * its best plan (walk the newest index or the text index), so it is planned for each query.
 */
function browseStatement(
  db: Executor,
  query: BrowseQuery,
  sort: TaskSort,
  cursor: [CursorValue, string] | null,
  measured: boolean,
  language: Language,
) {
  const radiusNewest = sort === 'newest' && measured && Boolean(query.radiusKm) && !query.q;
  // Not yet: an occurrence of a series offered first to its last professional (modules/series).
  const where: SQL[] = [eq(tasks.status, 'open'), isNull(tasks.hiddenAt), isNull(profiles.suspendedAt), notReserved];
  if (query.province) where.push(eq(tasks.province, ph('province')));
  if (query.category) where.push(sql`${tasks.category} = ${ph('category')}`);
  if (query.urgency) where.push(sql`${tasks.urgency} = ${ph('urgency')}`);
  if (query.budgetMin !== undefined) where.push(sql`${tasks.budgetMaxCents} >= ${ph('budgetMinCents')}`);
  if (query.budgetMax !== undefined) where.push(sql`${tasks.budgetMinCents} <= ${ph('budgetMaxCents')}`);
  if (query.startFrom) where.push(sql`${tasks.preferredStartDate} >= ${ph('startFrom')}::date`);
  if (query.startTo) where.push(sql`${tasks.preferredStartDate} <= ${ph('startTo')}::date`);
  if (query.q) {
    const text = searchTsQuery(language, (config) => sql`websearch_to_tsquery(${config}, ${ph('q')})`);
    where.push(sql`${tasks.searchVector} @@ ${text}`);
  }
  if (measured && query.radiusKm) where.push(withinMetres(tasks.earthPoint, origin, sql`${ph('radiusM')}::float8`));
  if (sort === 'nearest') where.push(sql`${tasks.earthPoint} is not null`);

  let order: SQL[];
  if (sort === 'budget') {
    order = [sql`${tasks.budgetMaxCents} desc nulls last`, sql`${tasks.id} desc nulls last`];
  } else if (sort === 'start') {
    order = [sql`${tasks.preferredStartDate} asc nulls last`, sql`${tasks.id} asc`];
  } else if (sort === 'nearest') {
    // The distance alone, so the GiST index serves the order (a KNN scan reading one page): no two
    // tasks share a point (faena_earth_point, 0011), so it is a total order; the cursor's id only
    // settles an exact tie, which the spread of points leaves to chance below a float's precision.
    order = [sql`${chordToOrigin} asc`];
  } else {
    order = [sql`${tasks.publishedAt} desc nulls last`, sql`${tasks.id} desc nulls last`];
  }

  if (cursor) {
    const [value] = cursor;
    const id = sql`${ph('cursorId')}::uuid`;
    if (sort === 'budget') {
      where.push(
        value === null
          ? sql`(${tasks.budgetMaxCents} is null and ${tasks.id} < ${id})`
          : sql`(${tasks.budgetMaxCents} < ${ph('cursorValue')}::int or (${tasks.budgetMaxCents} = ${ph('cursorValue')}::int and ${tasks.id} < ${id}) or ${tasks.budgetMaxCents} is null)`,
      );
    } else if (sort === 'start') {
      where.push(
        value === null
          ? sql`(${tasks.preferredStartDate} is null and ${tasks.id} > ${id})`
          : sql`(${tasks.preferredStartDate} > ${ph('cursorValue')}::date or (${tasks.preferredStartDate} = ${ph('cursorValue')}::date and ${tasks.id} > ${id}) or ${tasks.preferredStartDate} is null)`,
      );
    } else if (sort === 'nearest') {
      where.push(sql`(${chordToOrigin}, ${tasks.id}) > (${ph('cursorValue')}::float8, ${id})`);
    } else {
      where.push(sql`(${tasks.publishedAt}, ${tasks.id}) < (${ph('cursorValue')}::timestamptz, ${id})`);
      // The same bound alone, which the radius's GiST can use as an index condition.
      if (radiusNewest) where.push(sql`${tasks.publishedAt} <= ${ph('cursorValue')}::timestamptz`);
    }
  }

  const columns = {
    ...summaryColumns,
    publishedAtExact: exactTime(tasks.publishedAt),
    distanceM: measured ? metresToOrigin : sql<null>`null::float8`,
    chord: sort === 'nearest' ? chordToOrigin : sql<null>`null::float8`,
    // The first photo in the same statement: one round trip per page instead of two.
    thumbId: sql<string | null>`(select ${images.id} from ${images}
        where ${images.purpose} = 'task' and ${images.attachedTo} = ${tasks.id} and ${images.position} = 0
        order by ${images.createdAt} limit 1)`,
  };
  if (radiusNewest) {
    // Newest first within a radius, in two steps that each read a page's worth of rows:
    // 1. the GiST over (earth_point, published_at) walks the box by publication time (a KNN
    //    order on the distance to a far future instant: the smallest distance is the newest);
    // 2. the rows published at the same instant as the page's last one, which step 1 may have
    //    cut off (that order has no id to break a tie), from the newest B-tree by equality.
    // Sorting those by (published_at, id) gives the page the other orders give.
    const newest = db.$with('radius_newest').as(
      db
        .select({ id: tasks.id, publishedAt: tasks.publishedAt })
        .from(tasks)
        .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
        .where(and(...where))
        .orderBy(sql`${tasks.publishedAt} <-> '3000-01-01T00:00:00Z'::timestamptz`)
        .limit(ph('limit')),
    );
    const page = sql`${tasks.id} in (select ${newest.id} from ${newest} union all
      select ${tasks.id} from ${tasks} inner join ${profiles} on ${eq(profiles.id, tasks.ownerId)}
      where ${and(...where)} and ${tasks.publishedAt} = (select min(${newest.publishedAt}) from ${newest}))`;
    return db
      .with(newest)
      .select(columns)
      .from(tasks)
      .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
      .where(page)
      .orderBy(...order)
      .limit(ph('limit'));
  }
  return db
    .select(columns)
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
    .where(and(...where))
    .orderBy(...order)
    .limit(ph('limit'));
}

type BrowseStatement = ReturnType<typeof browseStatement>;
type PreparedBrowse = ReturnType<BrowseStatement['prepare']>;
const prepared = new WeakMap<Executor, Map<string, PreparedBrowse>>();

/**
 * Browse tasks: open, visible tasks of active owners, filtered, searched in Castellano and in the
 * searcher's language (`language`, the request's: lib/text-search.ts), in a stable
 * order with keyset pagination (a cursor of the last row's sort value and id). Every order has
 * a partial index (see the tasks schema), so the first and the hundredth page cost the same.
 */
export async function browseTasks(
  db: Executor,
  query: BrowseQuery,
  from: GeoPoint | null,
  language: Language = 'es',
): Promise<TaskPage> {
  const sort: TaskSort = query.sort ?? 'newest';
  if (!from && (sort === 'nearest' || query.radiusKm)) {
    throw invalid({ near: m('Elige un municipio desde el que medir la distancia.') });
  }
  const measured = from !== null;
  const limit = query.limit ?? 20;
  const cursor = query.cursor ? taskCursor(query.cursor, sort) : null;
  const params: Params = {
    originLat: from?.lat,
    originLon: from?.lon,
    radiusM: query.radiusKm ? query.radiusKm * 1000 : undefined,
    province: query.province,
    category: query.category,
    urgency: query.urgency,
    budgetMinCents: query.budgetMin === undefined ? undefined : query.budgetMin * 100,
    budgetMaxCents: query.budgetMax === undefined ? undefined : query.budgetMax * 100,
    startFrom: query.startFrom,
    startTo: query.startTo,
    q: query.q,
    cursorValue: cursor?.[0] ?? undefined,
    cursorId: cursor?.[1],
    limit: limit + 1,
  };
  let rows: Awaited<ReturnType<PreparedBrowse['execute']>>;
  if (query.q) {
    rows = await browseStatement(db, query, sort, cursor, measured, language).execute(params);
  } else {
    const shape = [
      sort,
      measured ? (query.radiusKm ? 'r' : 'm') : '0',
      ...['province', 'category', 'urgency', 'budgetMin', 'budgetMax', 'startFrom', 'startTo'].map((k) =>
        query[k as keyof BrowseQuery] === undefined || query[k as keyof BrowseQuery] === '' ? '0' : '1',
      ),
      cursor ? (cursor[0] === null ? 'n' : 'v') : '-',
    ].join('');
    let byShape = prepared.get(db);
    if (!byShape) {
      byShape = new Map();
      prepared.set(db, byShape);
    }
    let statement = byShape.get(shape);
    if (!statement) {
      statement = browseStatement(db, query, sort, cursor, measured, language).prepare(`faena_browse_${shape}`);
      byShape.set(shape, statement);
    }
    rows = await statement.execute(params);
  }

  const { page, nextCursor } = pageOf(rows, limit, (last) => [
    sort === 'budget'
      ? last.budgetMaxCents
      : sort === 'start'
        ? last.preferredStartDate
        : sort === 'nearest'
          ? last.chord
          : last.publishedAtExact,
    last.id,
  ]);
  return { items: await toSummaries(db, page), nextCursor };
}
