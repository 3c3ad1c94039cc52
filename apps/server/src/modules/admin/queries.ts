import {
  adminActions,
  applications,
  type Executor,
  fieldWorkerProfiles,
  payments,
  profiles,
  properties,
  queryRows,
  reviews,
  tasks,
  user,
} from '@faena/db';
import type {
  AdminActionPage,
  AdminOverview,
  AdminPropertyPage,
  AdminTaskPage,
  AdminUserDetail,
  AdminUserDto,
  AdminUserPage,
  zAdminActionsQuery,
  zAdminPaymentsQuery,
  zAdminPropertiesQuery,
  zAdminTasksQuery,
  zAdminUsersQuery,
} from '@faena/shared/schemas';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import { toPaymentDtos } from '../payments';
import { summaryColumns, toSummaries } from '../tasks';
import { verificationOf } from '../verification';

const DEFAULT_PAGE_SIZE = 25;
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const paging = (q: { page?: number; pageSize?: number }) => {
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = q.page ?? 1;
  return { page, pageSize, offset: (page - 1) * pageSize };
};

type Row = { p: typeof profiles.$inferSelect; email: string; fwp: typeof fieldWorkerProfiles.$inferSelect | null };

function toAdminUser({ p, email, fwp }: Row): AdminUserDto {
  return {
    profileId: p.id,
    userId: p.userId,
    email,
    firstName: p.firstName,
    lastName: p.lastName,
    role: p.role,
    isAdmin: p.isAdmin,
    verified: p.verified,
    verificationStatus: fwp?.verificationStatus ?? null,
    suspendedAt: p.suspendedAt?.toISOString() ?? null,
    province: p.locationProvince,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Users, searched by name or e-mail and filtered, a page at a time (server-side). */
export async function listUsers(db: Executor, q: z.output<typeof zAdminUsersQuery>): Promise<AdminUserPage> {
  const where: SQL[] = [isNull(profiles.deletedAt)];
  if (q.q) {
    where.push(
      or(
        ilike(user.email, like(q.q)),
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, like(q.q)),
      ) as SQL,
    );
  }
  if (q.role) where.push(eq(profiles.role, q.role));
  if (q.verified !== undefined) where.push(eq(profiles.verified, q.verified));
  if (q.admin !== undefined) where.push(eq(profiles.isAdmin, q.admin));
  if (q.suspended !== undefined)
    where.push(q.suspended ? isNotNull(profiles.suspendedAt) : isNull(profiles.suspendedAt));
  if (q.verification) where.push(eq(fieldWorkerProfiles.verificationStatus, q.verification));
  const { page, pageSize, offset } = paging(q);
  const base = db
    .select({ p: profiles, email: user.email, fwp: fieldWorkerProfiles })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .leftJoin(fieldWorkerProfiles, eq(fieldWorkerProfiles.profileId, profiles.id))
    .where(and(...where));
  const order = {
    recent: [desc(profiles.createdAt), desc(profiles.id)],
    oldest: [asc(profiles.createdAt), asc(profiles.id)],
    name: [asc(profiles.firstName), asc(profiles.lastName), asc(profiles.id)],
  }[q.sort ?? 'recent'];
  const rows = await base
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .leftJoin(fieldWorkerProfiles, eq(fieldWorkerProfiles.profileId, profiles.id))
    .where(and(...where));
  return { items: rows.map(toAdminUser), total: Number(total?.n ?? 0), page, pageSize };
}

export async function userDetail(db: Executor, profileId: string): Promise<AdminUserDetail> {
  const [row] = await db
    .select({ p: profiles, email: user.email, fwp: fieldWorkerProfiles })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .leftJoin(fieldWorkerProfiles, eq(fieldWorkerProfiles.profileId, profiles.id))
    .where(eq(profiles.id, profileId));
  if (!row) throw notFound();
  const taskRows = await db
    .select(summaryColumns)
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
    .where(or(eq(tasks.ownerId, profileId), eq(tasks.assignedProfessionalId, profileId)))
    .orderBy(desc(tasks.createdAt))
    .limit(50);
  const apps = await db
    .select({ a: applications, title: tasks.title })
    .from(applications)
    .innerJoin(tasks, eq(tasks.id, applications.taskId))
    .where(eq(applications.professionalId, profileId))
    .orderBy(desc(applications.createdAt))
    .limit(50);
  const paymentRows = await db
    .select()
    .from(payments)
    .where(or(eq(payments.payerId, profileId), eq(payments.payeeId, profileId)))
    .orderBy(desc(payments.createdAt))
    .limit(50);
  const reviewRows = await db
    .select({ r: reviews, title: tasks.title })
    .from(reviews)
    .innerJoin(tasks, eq(tasks.id, reviews.taskId))
    .where(eq(reviews.revieweeId, profileId))
    .orderBy(desc(reviews.createdAt))
    .limit(50);
  return {
    user: toAdminUser(row),
    phone: row.p.phone,
    verification: row.p.role === 'professional' ? await verificationOf(db, profileId) : null,
    tasks: await toSummaries(db, taskRows, { withAgreedPrice: true }),
    applications: apps.map(({ a, title }) => ({
      id: a.id,
      taskId: a.taskId,
      taskTitle: title,
      status: a.status,
      priceCents: a.priceCents,
      createdAt: a.createdAt.toISOString(),
    })),
    payments: await toPaymentDtos(db, paymentRows),
    reviewsReceived: reviewRows.map(({ r, title }) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      taskTitle: title,
    })),
  };
}

export async function listTasks(db: Executor, q: z.output<typeof zAdminTasksQuery>): Promise<AdminTaskPage> {
  const where: SQL[] = [];
  if (q.q) where.push(ilike(tasks.title, like(q.q)));
  if (q.status) where.push(eq(tasks.status, q.status));
  if (q.category) where.push(eq(tasks.category, q.category));
  if (q.province) where.push(eq(tasks.province, q.province));
  if (q.hidden !== undefined) where.push(q.hidden ? isNotNull(tasks.hiddenAt) : isNull(tasks.hiddenAt));
  if (q.owner) {
    where.push(
      or(
        ilike(user.email, like(q.owner)),
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, like(q.owner)),
      ) as SQL,
    );
  }
  const { page, pageSize, offset } = paging(q);
  const from = () =>
    db
      .select({ t: tasks, firstName: profiles.firstName, lastName: profiles.lastName, email: user.email })
      .from(tasks)
      .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(where.length ? and(...where) : undefined);
  const order = {
    recent: [desc(tasks.createdAt), desc(tasks.id)],
    oldest: [asc(tasks.createdAt), asc(tasks.id)],
    title: [asc(tasks.title), asc(tasks.id)],
    start: [sql`${tasks.preferredStartDate} asc nulls last`, asc(tasks.id)],
  }[q.sort ?? 'recent'];
  const rows = await from()
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(where.length ? and(...where) : undefined);
  return {
    items: rows.map(({ t, firstName, lastName, email }) => ({
      id: t.id,
      title: t.title,
      status: t.status,
      category: t.category,
      province: t.province,
      municipality: t.municipality,
      ownerId: t.ownerId,
      ownerName: `${firstName} ${lastName}`,
      ownerEmail: email,
      hiddenAt: t.hiddenAt?.toISOString() ?? null,
      createdAt: t.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}

export async function listProperties(
  db: Executor,
  q: z.output<typeof zAdminPropertiesQuery>,
): Promise<AdminPropertyPage> {
  const where: SQL[] = [];
  if (q.q)
    where.push(
      or(
        ilike(properties.name, like(q.q)),
        ilike(properties.municipality, like(q.q)),
        ilike(user.email, like(q.q)),
      ) as SQL,
    );
  if (q.province) where.push(eq(properties.province, q.province));
  if (q.archived !== undefined)
    where.push(q.archived ? isNotNull(properties.archivedAt) : isNull(properties.archivedAt));
  const { page, pageSize, offset } = paging(q);
  const rows = await db
    .select({
      p: properties,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: user.email,
      taskCount: sql<number>`(select count(*)::int from tasks t where t.property_id = ${properties.id})`,
    })
    .from(properties)
    .innerJoin(profiles, eq(profiles.id, properties.ownerId))
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(
      ...{
        recent: [desc(properties.createdAt), desc(properties.id)],
        oldest: [asc(properties.createdAt), asc(properties.id)],
        name: [asc(properties.name), asc(properties.id)],
      }[q.sort ?? 'recent'],
    )
    .limit(pageSize)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(properties)
    .innerJoin(profiles, eq(profiles.id, properties.ownerId))
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(where.length ? and(...where) : undefined);
  return {
    items: rows.map(({ p, firstName, lastName, email, taskCount }) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      province: p.province,
      municipality: p.municipality,
      ownerId: p.ownerId,
      ownerName: `${firstName} ${lastName}`,
      ownerEmail: email,
      taskCount: Number(taskCount),
      archivedAt: p.archivedAt?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}

export async function listPayments(db: Executor, q: z.output<typeof zAdminPaymentsQuery>) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(payments.status, q.status));
  if (q.method) where.push(eq(payments.method, q.method));
  if (q.from) where.push(gte(payments.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(payments.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (q.q) {
    where.push(
      or(
        ilike(payments.reference, like(q.q)),
        sql`exists (select 1 from tasks t where t.id = ${payments.taskId} and t.title ilike ${like(q.q)})`,
      ) as SQL,
    );
  }
  const { page, pageSize, offset } = paging(q);
  const rows = await db
    .select()
    .from(payments)
    .where(where.length ? and(...where) : undefined)
    .orderBy(
      ...{
        recent: [desc(payments.createdAt), desc(payments.id)],
        oldest: [asc(payments.createdAt), asc(payments.id)],
        amount: [desc(payments.amountCents), desc(payments.id)],
      }[q.sort ?? 'recent'],
    )
    .limit(pageSize)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(payments)
    .where(where.length ? and(...where) : undefined);
  return { items: await toPaymentDtos(db, rows), total: Number(total?.n ?? 0), page, pageSize };
}

export async function listActions(db: Executor, q: z.output<typeof zAdminActionsQuery>): Promise<AdminActionPage> {
  const where: SQL[] = [];
  if (q.admin) where.push(ilike(adminActions.actor, like(q.admin)));
  if (q.action) where.push(eq(adminActions.actionName, q.action));
  if (q.table) where.push(eq(adminActions.targetTableName, q.table));
  if (q.from) where.push(gte(adminActions.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(adminActions.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  const { page, pageSize, offset } = paging({ page: q.page, pageSize: 30 });
  const rows = await db
    .select()
    .from(adminActions)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(pageSize)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(adminActions)
    .where(where.length ? and(...where) : undefined);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}

export async function overview(db: Executor): Promise<AdminOverview> {
  const [users] = await queryRows<{
    owners: number;
    professionals: number;
    admins: number;
    suspended: number;
    pending: number;
  }>(
    db,
    sql`select
      count(*) filter (where role = 'property_owner' and deleted_at is null)::int as owners,
      count(*) filter (where role = 'professional' and deleted_at is null)::int as professionals,
      count(*) filter (where is_admin)::int as admins,
      count(*) filter (where suspended_at is not null)::int as suspended,
      (select count(*)::int from field_worker_profiles where verification_status = 'pending') as pending
    from profiles`,
  );
  const weeks = await queryRows<{ week: string; owners: number; professionals: number }>(
    db,
    sql`select to_char(date_trunc('week', created_at at time zone 'Europe/Madrid'), 'YYYY-MM-DD') as week,
      count(*) filter (where role = 'property_owner')::int as owners,
      count(*) filter (where role = 'professional')::int as professionals
    from profiles where created_at > now() - interval '12 weeks' group by 1 order by 1`,
  );
  const byStatus = await queryRows<{ status: AdminOverview['tasksByStatus'][number]['status']; count: number }>(
    db,
    sql`select status, count(*)::int as count from tasks group by status order by status`,
  );
  const [apps] = await queryRows<{ total: number; accepted: number; pending: number }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where status = 'accepted')::int as accepted,
      count(*) filter (where status = 'pending')::int as pending from applications`,
  );
  const [done] = await queryRows<{ completed: number; cancelled: number }>(
    db,
    sql`select count(*) filter (where status = 'completed')::int as completed,
      count(*) filter (where status = 'cancelled' and published_at is not null)::int as cancelled from tasks`,
  );
  const months = await queryRows<{ month: string; held: number; released: number; refunded: number; fees: number }>(
    db,
    sql`select to_char(date_trunc('month', created_at at time zone 'Europe/Madrid'), 'YYYY-MM') as month,
      coalesce(sum(amount_cents) filter (where status = 'held'), 0)::bigint as held,
      coalesce(sum(amount_cents) filter (where status = 'released'), 0)::bigint as released,
      coalesce(sum(amount_cents) filter (where status = 'refunded'), 0)::bigint as refunded,
      coalesce(sum(fee_cents) filter (where status = 'released'), 0)::bigint as fees
    from payments where created_at > now() - interval '12 months' group by 1 order by 1`,
  );
  const latest = await db.select().from(adminActions).orderBy(desc(adminActions.createdAt)).limit(10);
  const finished = Number(done?.completed ?? 0) + Number(done?.cancelled ?? 0);
  return {
    users: {
      owners: Number(users?.owners ?? 0),
      professionals: Number(users?.professionals ?? 0),
      admins: Number(users?.admins ?? 0),
      suspended: Number(users?.suspended ?? 0),
      pendingVerification: Number(users?.pending ?? 0),
    },
    signupsByWeek: weeks.map((w) => ({
      week: w.week,
      owners: Number(w.owners),
      professionals: Number(w.professionals),
    })),
    tasksByStatus: byStatus.map((s) => ({ status: s.status, count: Number(s.count) })),
    applications: {
      total: Number(apps?.total ?? 0),
      accepted: Number(apps?.accepted ?? 0),
      pending: Number(apps?.pending ?? 0),
    },
    completionRate: finished ? Math.round((Number(done?.completed ?? 0) / finished) * 1000) / 10 : null,
    paymentsByMonth: months.map((m) => ({
      month: m.month,
      heldCents: Number(m.held),
      releasedCents: Number(m.released),
      refundedCents: Number(m.refunded),
      feesCents: Number(m.fees),
    })),
    latestActions: latest.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
