import { type fieldWorkerProfiles, tasks } from '@faena/db';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { withinMetres } from './distance';

/*
 * A professional's reach, written once for the daily digest (notifications) and the dashboard's
 * recommendations. It lives in lib/ rather than in modules/professionals: that module sits above
 * notifications (professionals → reviews → notifications), so importing it there would close a
 * circle (the server-module-cycle wall).
 */

/**
 * A professional's side of their reach: field_worker_profiles' columns (the table, or an alias of
 * it in a query of many professionals), or one professional's values as parameters (`reachOf`).
 */
export interface Reacher {
  earthPoint: SQLWrapper;
  travelRadiusKm: SQLWrapper;
  serviceProvinces: SQLWrapper;
}

/**
 * The tasks that reach a professional (the daily digest, the dashboard's recommendations): those
 * within their travel radius of their base municipality's point when they have set both (a finca
 * across a province border 20 km away is nearer than one at the far end of their own province),
 * else those in the provinces they serve. A radius of 0 is no radius, as on their cards and page.
 * Given values (`reachOf`), the planner folds the `case` away and the open tasks' GiST index
 * (tasks_open_earth_point_idx) serves the radius.
 */
export function taskInReach(pro: Reacher, task: { earthPoint: SQLWrapper; province: SQLWrapper } = tasks): SQL {
  const metres = sql`(${pro.travelRadiusKm} * 1000.0)`;
  return sql`case when ${pro.earthPoint} is not null and ${pro.travelRadiusKm} > 0
    then ${withinMetres(task.earthPoint, pro.earthPoint, metres)}
    else ${task.province} = any(${pro.serviceProvinces}) end`;
}

/** One professional's reach from their row's values, as query parameters. */
export function reachOf(
  row: Pick<typeof fieldWorkerProfiles.$inferSelect, 'earthPoint' | 'travelRadiusKm' | 'serviceProvinces'>,
): Reacher {
  const provinces = sql.join(
    row.serviceProvinces.map((code) => sql`${code}`),
    sql`, `,
  );
  return {
    earthPoint: sql`${row.earthPoint}::cube`,
    travelRadiusKm: sql`${row.travelRadiusKm}::int`,
    serviceProvinces: sql`array[${provinces}]::text[]`,
  };
}
