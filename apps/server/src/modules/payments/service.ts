import { type Database, type Executor, payments, queryRows, tasks } from '@faena/db';
import { splitPayment, TASK_WITH_PROFESSIONAL } from '@faena/shared';
import type { PaymentDto, PaymentDueDto, PaymentsOverviewDto, zPayTask } from '@faena/shared/schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { JobHandler } from '../jobs';
import { enqueueJob } from '../jobs';
import { notify } from '../notifications';
import { asPerson, loadPeople } from '../people';
import type { TaskRow } from '../tasks';
import { taskTitles } from '../tasks';
import type { PaymentProvider, WebhookEvent } from './provider';
import {
  awaitCardAction,
  canTransition,
  openPayment,
  PAYMENT_REMINDER_JOB,
  type PaymentAction,
  type PaymentRow,
  REFUND_PAYMENT_JOB,
  RELEASE_PAYMENT_JOB,
  transitionPayment,
} from './state-machine';

export { PAYMENT_REMINDER_JOB, type PaymentRow, REFUND_PAYMENT_JOB, RELEASE_PAYMENT_JOB } from './state-machine';

type PayInput = z.output<typeof zPayTask>;
const LIVE = ['pending', 'held', 'released'] as const;

export interface PaymentsDeps {
  db: Database;
  provider: PaymentProvider;
  feePercent: number;
}

const rateBps = (percent: number) => Math.round(percent * 100);

/** The live payment of a task (pending, held or released), if any. */
export async function livePayment(db: Executor, taskId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.taskId, taskId), inArray(payments.status, [...LIVE])));
  return row;
}

/**
 * The owner pays the agreed price of an assigned task. One payment per task: the idempotency
 * key returns the same payment to a double click or a retried request, and a unique index
 * refuses a second live payment. A card is authorised and held; transfer and Bizum are recorded
 * and wait for the professional's confirmation.
 */
export async function payTask(deps: PaymentsDeps, actor: Actor, taskId: string, input: PayInput): Promise<PaymentRow> {
  const { db, provider } = deps;
  const [already] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.payerId, actor.profileId), eq(payments.idempotencyKey, input.idempotencyKey)));
  if (already) {
    if (already.taskId !== taskId) throw conflict('Esta petición de pago ya se usó para otra tarea.');
    return already;
  }
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  if (!task || task.ownerId !== actor.profileId) throw notFound();
  if (!TASK_WITH_PROFESSIONAL.includes(task.status) || !task.assignedProfessionalId) {
    throw conflict('Solo se puede pagar una tarea asignada a un profesional.');
  }
  if (!task.agreedPriceCents) throw conflict('Esta tarea no tiene un precio acordado.');
  const split = splitPayment(task.agreedPriceCents, task.agreedTravelCents ?? 0, rateBps(deps.feePercent));

  let created: PaymentRow;
  try {
    created = await db.transaction((tx) =>
      openPayment(
        tx,
        {
          taskId,
          payerId: actor.profileId,
          payeeId: task.assignedProfessionalId as string,
          ...split,
          feeRateBps: rateBps(deps.feePercent),
          method: input.method,
          provider: input.method === 'card' ? provider.name : null,
          reference:
            input.method === 'card'
              ? `Tarjeta terminada en ${input.card?.number.slice(-4)}`
              : (input.reference ?? null),
          idempotencyKey: input.idempotencyKey,
        },
        task.title,
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'payments_idempotency_key')) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.payerId, actor.profileId), eq(payments.idempotencyKey, input.idempotencyKey)));
      if (row) return row;
    }
    if (isUniqueViolation(error)) throw conflict('Esta tarea ya tiene un pago en curso o hecho.');
    throw error;
  }
  if (input.method !== 'card' || !input.card) return created;

  const [month, year] = input.card.expiry.split('/').map(Number) as [number, number];
  const result = await provider.authorize({
    amountCents: created.amountCents,
    card: { number: input.card.number, expMonth: month, expYear: year, cvc: input.card.cvc, holder: input.card.holder },
    idempotencyKey: `${actor.profileId}:${input.idempotencyKey}`,
    description: `Faena · ${task.title}`,
  });
  return applyAuthorization(db, created, result);
}

/** The provider's answer to an authorisation: held, failed, or waiting for the bank's confirmation. */
async function applyAuthorization(
  db: Database,
  payment: PaymentRow,
  result: Awaited<ReturnType<PaymentProvider['authorize']>>,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const cause = { by: 'payer' } as const;
    const row =
      result.status === 'failed'
        ? await transitionPayment(tx, payment.id, 'fail', cause, {
            providerRef: result.providerRef,
            failureReason: result.failureReason,
          })
        : result.status === 'requires_action'
          ? await awaitCardAction(tx, payment.id, result.providerRef)
          : await transitionPayment(tx, payment.id, 'hold', cause, { providerRef: result.providerRef });
    return row ?? payment;
  });
}

/** The cardholder answered the bank's extra confirmation (3-D Secure) for a pending card payment. */
export async function completeCardAction(deps: PaymentsDeps, actor: Actor, paymentId: string, approved: boolean) {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.payerId !== actor.profileId) throw notFound();
  if (payment.method !== 'card' || payment.status !== 'pending' || !payment.providerRef) {
    throw conflict('Este pago no está esperando la confirmación del banco.');
  }
  const result = await deps.provider.completeAction(payment.providerRef, approved);
  return applyAuthorization(deps.db, payment, result);
}

/** The professional confirms a transfer or Bizum arrived: released, the fee now owed to Faena. */
export async function confirmReceipt(db: Database, actor: Actor, paymentId: string): Promise<PaymentRow> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.payeeId !== actor.profileId) throw notFound();
  if (payment.method === 'card')
    throw conflict('Los pagos con tarjeta se liberan solos cuando se confirma el trabajo.');
  return db.transaction(async (tx) => {
    const row = await transitionPayment(tx, paymentId, 'confirm_receipt', { by: 'payee' });
    if (!row) throw conflict('Este pago ya no está pendiente.');
    return row;
  });
}

/** Jobs that move money through the provider, outside any transaction, each step idempotent. */
export function paymentJobs(provider: PaymentProvider): Record<string, JobHandler> {
  return {
    [RELEASE_PAYMENT_JOB]: async (payload, { db, now }) => {
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.id, String(payload.paymentId)));
      if (!payment || !canTransition(payment, 'release') || !payment.providerRef) return;
      await provider.capture(payment.providerRef, payment.amountCents);
      await provider.transfer({
        providerRef: payment.providerRef,
        amountCents: payment.netCents,
        destination: payment.payeeId,
      });
      await (db as Database).transaction((tx) =>
        transitionPayment(tx, payment.id, 'release', { by: 'work_confirmed' }, { at: now }),
      );
    },
    [REFUND_PAYMENT_JOB]: async (payload, { db, now }) => {
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.id, String(payload.paymentId)));
      if (!payment || !canTransition(payment, 'refund') || !payment.providerRef) return;
      await provider.refund(payment.providerRef, payment.amountCents);
      const reason = (payload.reason as string | undefined) ?? null;
      await (db as Database).transaction((tx) =>
        transitionPayment(tx, payment.id, 'refund', { by: 'task_cancelled', reason }, { at: now }),
      );
    },
    [PAYMENT_REMINDER_JOB]: async (payload, { db }) => {
      const taskId = String(payload.taskId);
      const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
      if (!task || (await livePayment(db, taskId))) return;
      await notify(db, {
        profileId: task.ownerId,
        type: 'payment_due',
        title: `Recuerda pagar «${task.title}»`,
        body: 'El trabajo está completado y el pago sigue pendiente.',
        link: '/payments',
      });
    },
  };
}

/**
 * What payments do when a task completes (registered in src/wiring.ts): a held card payment is
 * released; an unpaid completed task is due, with a reminder.
 */
export async function whenTaskCompleted(tx: Executor, task: TaskRow): Promise<void> {
  const payment = await livePayment(tx, task.id);
  if (payment && canTransition(payment, 'release')) {
    await enqueueJob(tx, {
      kind: RELEASE_PAYMENT_JOB,
      payload: { paymentId: payment.id },
      dedupeKey: `release:${payment.id}`,
    });
    return;
  }
  if (payment) return;
  await notify(tx, {
    profileId: task.ownerId,
    type: 'payment_due',
    title: `Pago pendiente: «${task.title}»`,
    body: 'El trabajo está completado. Paga al profesional desde «Pagos».',
    link: '/payments',
  });
  await enqueueJob(tx, {
    kind: PAYMENT_REMINDER_JOB,
    payload: { taskId: task.id },
    runAt: new Date(Date.now() + 3 * 86_400_000),
    dedupeKey: `payment-reminder:${task.id}`,
  });
}

/** What payments do when a task is cancelled (registered in src/wiring.ts): a held card payment is refunded. */
export async function whenTaskCancelled(tx: Executor, task: TaskRow): Promise<void> {
  const payment = await livePayment(tx, task.id);
  if (payment && canTransition(payment, 'refund')) {
    await enqueueJob(tx, {
      kind: REFUND_PAYMENT_JOB,
      payload: { paymentId: payment.id, reason: 'Tarea cancelada' },
      dedupeKey: `refund:${payment.id}`,
    });
  }
}

export async function toPaymentDtos(db: Executor, rows: PaymentRow[], testMode: boolean): Promise<PaymentDto[]> {
  if (rows.length === 0) return [];
  const titles = await taskTitles(
    db,
    rows.map((r) => r.taskId),
  );
  const people = await loadPeople(
    db,
    rows.flatMap((r) => [r.payerId, r.payeeId]),
    { partyOf: new Set(rows.flatMap((r) => [r.payerId, r.payeeId])) },
  );
  return rows.flatMap((r) => {
    const payer = people.get(r.payerId);
    const payee = people.get(r.payeeId);
    if (!payer || !payee) return [];
    return [
      {
        id: r.id,
        taskId: r.taskId,
        taskTitle: titles.get(r.taskId) ?? '',
        method: r.method,
        status: r.status,
        amountCents: r.amountCents,
        workCents: r.workCents,
        travelCents: r.travelCents,
        feeCents: r.feeCents,
        netCents: r.netCents,
        feeRateBps: r.feeRateBps,
        reference: r.reference,
        testMode: r.method === 'card' && (r.provider === 'pruebas' || testMode),
        failureReason: r.failureReason,
        requiresAction: r.method === 'card' && r.status === 'pending' && Boolean(r.providerRef),
        feeSettled: r.feeSettled,
        payer: asPerson(payer),
        payee: asPerson(payee),
        createdAt: r.createdAt.toISOString(),
        heldAt: r.heldAt?.toISOString() ?? null,
        releasedAt: r.releasedAt?.toISOString() ?? null,
        refundedAt: r.refundedAt?.toISOString() ?? null,
      },
    ];
  });
}

/** One payment for its payer or payee (404 for anyone else): the receipt. */
export async function paymentFor(db: Executor, actor: Actor, id: string, testMode: boolean): Promise<PaymentDto> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row || (row.payerId !== actor.profileId && row.payeeId !== actor.profileId)) throw notFound();
  const [dto] = await toPaymentDtos(db, [row], testMode);
  if (!dto) throw notFound();
  return dto;
}

/** /payments: an owner's due and made payments; a professional's received, held and pending ones. */
export async function paymentsOverview(deps: PaymentsDeps, actor: Actor): Promise<PaymentsOverviewDto> {
  const { db } = deps;
  const owner = actor.role === 'property_owner';
  const rows = await db
    .select()
    .from(payments)
    .where(owner ? eq(payments.payerId, actor.profileId) : eq(payments.payeeId, actor.profileId))
    .orderBy(desc(payments.createdAt));
  const dtos = await toPaymentDtos(db, rows, deps.provider.testMode);
  let due: PaymentDueDto[] = [];
  if (owner) {
    const unpaid = await db
      .select()
      .from(tasks)
      .where(
        and(
          eq(tasks.ownerId, actor.profileId),
          inArray(tasks.status, [...TASK_WITH_PROFESSIONAL]),
          sql`not exists (select 1 from payments p where p.task_id = ${tasks.id} and p.status in ('pending', 'held', 'released'))`,
        ),
      )
      .orderBy(desc(tasks.updatedAt));
    const people = await loadPeople(
      db,
      unpaid.map((t) => t.assignedProfessionalId as string),
      {
        partyOf: new Set(unpaid.map((t) => t.assignedProfessionalId as string)),
      },
    );
    due = unpaid.flatMap((t) => {
      const pro = people.get(t.assignedProfessionalId as string);
      if (!pro || !t.agreedPriceCents) return [];
      const split = splitPayment(t.agreedPriceCents, t.agreedTravelCents ?? 0, rateBps(deps.feePercent));
      return [{ taskId: t.id, title: t.title, status: t.status, professional: asPerson(pro), ...split }];
    });
  }
  const sum = (filter: (p: PaymentDto) => boolean, pick: (p: PaymentDto) => number) =>
    dtos.filter(filter).reduce((total, p) => total + pick(p), 0);
  const money = (p: PaymentDto) => (owner ? p.amountCents : p.netCents);
  const byMonthRows = owner
    ? []
    : await queryRows<{ month: string; net: number; n: number }>(
        db,
        sql`select to_char(released_at at time zone 'Europe/Madrid', 'YYYY-MM') as month, sum(net_cents)::int as net, count(*)::int as n
            from payments where payee_id = ${actor.profileId} and status = 'released'
            group by 1 order by 1 desc limit 24`,
      );
  return {
    role: actor.role,
    testMode: deps.provider.testMode,
    feePercent: deps.feePercent,
    due,
    payments: dtos,
    totals: {
      paidCents: sum((p) => p.status === 'held' || p.status === 'released', money),
      heldCents: sum((p) => p.status === 'held', money),
      releasedCents: sum((p) => p.status === 'released', money),
      pendingCents: sum((p) => p.status === 'pending', money),
      feeOwedCents: owner
        ? 0
        : sum(
            (p) => p.status === 'released' && p.method !== 'card' && !p.feeSettled,
            (p) => p.feeCents,
          ),
    },
    byMonth: byMonthRows.map((r) => ({ month: r.month, netCents: Number(r.net), count: Number(r.n) })),
  };
}

const WEBHOOK_ACTIONS: Record<WebhookEvent['type'], PaymentAction> = {
  'payment.held': 'hold',
  'payment.failed': 'fail',
  'payment.refunded': 'provider_refund',
};

/**
 * A webhook from the provider, through the state machine: the payment it names moves only from
 * the state the event expects (a repeated or late webhook changes nothing and is acknowledged all
 * the same), and the people concerned are told. Returns the payment it moved, if any.
 */
export async function applyWebhook(db: Database, event: WebhookEvent): Promise<PaymentRow | null> {
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerRef, event.providerRef));
  if (!payment) return null;
  const action = WEBHOOK_ACTIONS[event.type];
  return db.transaction((tx) =>
    transitionPayment(tx, payment.id, action, { by: 'provider' }, { failureReason: event.failureReason }),
  );
}
