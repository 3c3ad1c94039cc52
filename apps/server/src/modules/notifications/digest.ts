import { fieldWorkerProfiles, queryRows, tasks } from '@faena/db';
import { m, provinceName } from '@faena/shared';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { taskInReach } from '../../lib/reach';
import type { JobHandler } from '../jobs';
import { notify } from './service';

export const TASK_DIGEST_JOB = 'notifications.task-digest';
const DAY_MS = 86_400_000;
/** The query's `f` and `t`, for the reach. */
const f = alias(fieldWorkerProfiles, 'f');
const t = alias(tasks, 't');

/**
 * New open tasks of a professional's categories within their reach, as at most one notification
 * a day: the job runs hourly and writes a digest for each professional whose last one is a day
 * old. Their reach is lib/reach.ts's taskInReach (the dashboard's too): their travel radius from their
 * own municipality when they have set both, else the provinces they serve.
 */
export const taskDigestJob: JobHandler = async (_payload, { db, now }) => {
  const since = new Date(now.getTime() - DAY_MS);
  const rows = await queryRows<{
    profile_id: string;
    n: number;
    province: string;
    category: string;
    radius_km: number | null;
    base: string | null;
  }>(
    db,
    sql`
      select f.profile_id, count(*)::int as n, min(t.province) as province, min(t.category::text) as category,
        min(case when f.earth_point is not null then f.travel_radius_km end) as radius_km,
        min(p.location_municipality) as base
      from field_worker_profiles f
      join profiles p on p.id = f.profile_id and p.suspended_at is null and p.deleted_at is null
      join tasks t on t.status = 'open' and t.hidden_at is null
        and (t.reserved_until is null or t.reserved_until <= ${now}::timestamptz)
        and t.category::text = any(f.categories)
        and ${taskInReach(f, t)}
        and t.published_at > greatest(${since}::timestamptz, coalesce((
          select max(created_at) from notifications
          where profile_id = f.profile_id and type = 'task_digest'), '-infinity'::timestamptz))
      where not exists (
        select 1 from notifications
        where profile_id = f.profile_id and type = 'task_digest' and created_at > ${since}::timestamptz)
      group by f.profile_id`,
  );
  for (const row of rows) {
    const n = Number(row.n);
    await notify(db, {
      profileId: row.profile_id,
      type: 'task_digest',
      title: m('{n, plural, one {Hay # tarea nueva en tu zona} other {Hay # tareas nuevas en tu zona}}', { n }),
      body: row.radius_km
        ? m('Tareas abiertas de tus oficios a menos de {km} km de {base}.', {
            km: String(row.radius_km),
            base: String(row.base),
          })
        : m('Tareas abiertas de tus oficios en {province} y tus otras provincias.', {
            province: provinceName(row.province),
          }),
      link: '/dashboard',
    });
  }
};
