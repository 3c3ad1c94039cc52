import { type Executor, payments, queryRows, tasks } from '@faena/db';
import { TASK_WITH_PROFESSIONAL } from '@faena/shared';
import type { MonthlyMoney, OwnerPaymentsGlance, ProfessionalEarningsGlance } from '@faena/shared/schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type TaskRow, taskTitles } from '../tasks';

/**
 * What /payments and the dashboard both say about money, said once: which tasks wait for the
 * owner's payment, the money by month, and the figures at a glance.
 *
 * A card payment not yet charged is an attempt in the owner's dialog, not a payment: the task
 * stays due, and no figure counts it.
 */
const NOT_AN_ATTEMPT = sql`not (${payments.method} = 'card' and ${payments.status} = 'pending')`;

/**
 * The owner's tasks waiting for their payment: a professional is on it (assigned, in progress,
 * waiting for confirmation or completed) and no payment is held, released or, by transfer or
 * Bizum, waiting for the professional to confirm it. Most recently changed first.
 */
export async function unpaidTasksOf(db: Executor, ownerId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.ownerId, ownerId),
        inArray(tasks.status, [...TASK_WITH_PROFESSIONAL]),
        sql`not exists (select 1 from payments p where p.task_id = ${tasks.id} and (p.status in ('held', 'released') or (p.status = 'pending' and p.method <> 'card')))`,
      ),
    )
    .orderBy(desc(tasks.updatedAt));
}

/** What the owner pays for a task: the agreed work price plus the travel cost (fee included). */
const amountDue = (t: Pick<TaskRow, 'agreedPriceCents' | 'agreedTravelCents'>) =>
  (t.agreedPriceCents ?? 0) + (t.agreedTravelCents ?? 0);

/**
 * Money by month (YYYY-MM, Europe/Madrid), the newest 24 months first. A professional: the net
 * released to them, in the month it was released. An owner: what they paid and kept paying (held
 * or released, less any part given back), in the month they paid it.
 */
export async function moneyByMonth(db: Executor, role: 'property_owner' | 'professional', profileId: string) {
  const rows =
    role === 'professional'
      ? await queryRows<{ month: string; cents: number; n: number }>(
          db,
          sql`select to_char(released_at at time zone 'Europe/Madrid', 'YYYY-MM') as month, sum(net_cents)::int as cents, count(*)::int as n
              from payments where payee_id = ${profileId} and status = 'released'
              group by 1 order by 1 desc limit 24`,
        )
      : await queryRows<{ month: string; cents: number; n: number }>(
          db,
          sql`select to_char(coalesce(held_at, created_at) at time zone 'Europe/Madrid', 'YYYY-MM') as month,
                sum(amount_cents - refunded_cents)::int as cents, count(*)::int as n
              from payments where payer_id = ${profileId} and status in ('held', 'released')
              group by 1 order by 1 desc limit 24`,
        );
  return rows.map((r): MonthlyMoney => ({ month: r.month, cents: Number(r.cents), count: Number(r.n) }));
}

/** How many items a dashboard list shows; its total and count cover them all. */
const GLANCE_ITEMS = 5;

/** The owner's dashboard: payments to make and payments held, with their amounts. */
export async function ownerPaymentsGlance(db: Executor, ownerId: string): Promise<OwnerPaymentsGlance> {
  const unpaid = (await unpaidTasksOf(db, ownerId)).filter((t) => t.agreedPriceCents);
  const held = await db
    .select({ id: payments.id, taskId: payments.taskId, amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.payerId, ownerId), eq(payments.status, 'held')))
    .orderBy(desc(payments.createdAt));
  const titles = await taskTitles(
    db,
    held.slice(0, GLANCE_ITEMS).map((p) => p.taskId),
  );
  return {
    due: unpaid.slice(0, GLANCE_ITEMS).map((t) => ({ taskId: t.id, title: t.title, amountCents: amountDue(t) })),
    dueCount: unpaid.length,
    dueCents: unpaid.reduce((sum, t) => sum + amountDue(t), 0),
    held: held.slice(0, GLANCE_ITEMS).map((p) => ({
      paymentId: p.id,
      taskId: p.taskId,
      title: titles.get(p.taskId) ?? '',
      amountCents: p.amountCents,
    })),
    heldCount: held.length,
    heldCents: held.reduce((sum, p) => sum + p.amountCents, 0),
  };
}

/**
 * The professional's dashboard, net of Faena's fee: released to them this calendar month
 * (Europe/Madrid), held until the owner confirms, and pending (a transfer or Bizum they have not
 * confirmed yet) — the same figures /payments totals.
 */
export async function professionalEarningsGlance(db: Executor, payeeId: string): Promise<ProfessionalEarningsGlance> {
  const [row] = await queryRows<{ month: string; this_month: number; held: number; pending: number }>(
    db,
    sql`select to_char(now() at time zone 'Europe/Madrid', 'YYYY-MM') as month,
          coalesce(sum(net_cents) filter (where status = 'released'
            and date_trunc('month', released_at at time zone 'Europe/Madrid') = date_trunc('month', now() at time zone 'Europe/Madrid')), 0)::int as this_month,
          coalesce(sum(net_cents) filter (where status = 'held'), 0)::int as held,
          coalesce(sum(net_cents) filter (where status = 'pending'), 0)::int as pending
        from payments where payee_id = ${payeeId} and ${NOT_AN_ATTEMPT}`,
  );
  return {
    month: row?.month ?? '',
    thisMonthCents: Number(row?.this_month ?? 0),
    heldCents: Number(row?.held ?? 0),
    pendingCents: Number(row?.pending ?? 0),
  };
}
