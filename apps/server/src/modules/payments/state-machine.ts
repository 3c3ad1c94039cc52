import { type Executor, payments, tasks } from '@faena/db';
import {
  amountValue,
  asMsg,
  castellano,
  isMsg,
  type Msg,
  m,
  type NotificationType,
  type PaymentMethod,
  type PaymentStatus,
} from '@faena/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { publishEvent } from '../../lib/events';
import { enqueueJob } from '../jobs';
import { notify } from '../notifications';
import { paymentTransitioned } from './hooks';

export type PaymentRow = typeof payments.$inferSelect;

export const RELEASE_PAYMENT_JOB = 'payments.release';
export const REFUND_PAYMENT_JOB = 'payments.refund';
export const PAYMENT_REMINDER_JOB = 'payments.remind';

/**
 * The payment lifecycle of PRODUCT.md ("Lifecycles · Payment"), in one place, and the only code
 * that writes the payments table. A payment opens `pending`; then:
 *
 * - by card: `pending` → `held` (authorised, the money is held) | `failed` (declined); `held` →
 *   `released` (to the professional, when the work is confirmed or by an administrator) |
 *   `refunded` (on cancellation or by an administrator); the provider may also report a refund of
 *   a held or released payment (its webhook, e.g. after a dispute);
 * - by bank transfer or Bizum: `pending` → `released` when the professional confirms receipt.
 *
 * Every transition locks the row, checks the from-state and the method, writes the new state and
 * its timestamp, publishes the `payment` event to both sides and writes its notifications, all in
 * the caller's transaction. A payment not in a from-state is left alone (`null`): a job or a
 * webhook that comes twice changes nothing, and a person's request answers in its own words.
 */
export const PAYMENT_TRANSITIONS = {
  hold: { from: ['pending'], to: 'held', methods: ['card'] },
  fail: { from: ['pending'], to: 'failed', methods: ['card'] },
  confirm_receipt: { from: ['pending'], to: 'released', methods: ['transfer', 'bizum'] },
  release: { from: ['held'], to: 'released', methods: ['card'] },
  refund: { from: ['held'], to: 'refunded', methods: ['card'] },
  // A dispute decided in two parts: the owner's part back to the card, the rest to the professional.
  split: { from: ['held'], to: 'released', methods: ['card'] },
  provider_refund: { from: ['held', 'released'], to: 'refunded', methods: ['card'] },
} as const satisfies Record<
  string,
  { from: readonly PaymentStatus[]; to: PaymentStatus; methods: readonly PaymentMethod[] }
>;

export type PaymentAction = keyof typeof PAYMENT_TRANSITIONS;

/** Who or what moves the payment: it decides who is told, and in which words. */
export type PaymentCause =
  /** The owner at the checkout (the payment itself, or the bank's extra confirmation). */
  | { by: 'payer' }
  /** The professional says the transfer or Bizum arrived. */
  | { by: 'payee' }
  /** The payment provider's signed webhook. */
  | { by: 'provider' }
  /** The work was confirmed (the release job). */
  | { by: 'work_confirmed' }
  /** The task was cancelled (the refund job). */
  | { by: 'task_cancelled'; reason: string | null }
  /** An administrator, with a reason. */
  | { by: 'admin'; reason: string }
  /** An administrator deciding a dispute: the two parts (they add up to the payment). */
  | { by: 'dispute'; payeeCents: number; payerCents: number; note: string };

export interface TransitionExtra {
  /** The provider's reference of the charge (authorisation answers carry it). */
  providerRef?: string | null;
  /** Why a charge failed. */
  failureReason?: string;
  /** When it happened (a job's clock); now by default. */
  at?: Date;
  /** What the payer sees of the card ("Tarjeta terminada en 4242"). */
  reference?: string;
  /** The provider's transfer to the professional, on release. */
  transferRef?: string;
  /** Given back to the card: on a split, the owner's part; on the provider's refund, what it reports. */
  refundedCents?: number;
}

/** Whether an action may start from a payment's state and method (checked again under the lock). */
export function canTransition(payment: Pick<PaymentRow, 'status' | 'method'>, action: PaymentAction): boolean {
  const rule = PAYMENT_TRANSITIONS[action];
  return (
    (rule.from as readonly PaymentStatus[]).includes(payment.status) &&
    (rule.methods as readonly PaymentMethod[]).includes(payment.method)
  );
}

/** Announces a payment's new state to both sides' open screens. */
async function announce(tx: Executor, payment: PaymentRow) {
  await publishEvent(tx, {
    to: [payment.payerId, payment.payeeId],
    type: 'payment',
    data: { paymentId: payment.id, taskId: payment.taskId, status: payment.status },
  });
}

/**
 * A new payment, `pending`, in the caller's transaction (the unique indexes refuse a second live
 * payment of a task and a reused idempotency key). A transfer or Bizum is the owner's word that
 * they paid: the professional is told to confirm it. A card payment waits for its authorisation.
 */
export async function openPayment(
  tx: Executor,
  values: Omit<typeof payments.$inferInsert, 'status' | 'id' | 'createdAt' | 'updatedAt'>,
  taskTitle: string,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('pago no creado');
  if (row.method !== 'card') {
    await notify(tx, {
      profileId: row.payeeId,
      type: 'payment_received',
      title: m('Pago recibido: «{title}»', { title: taskTitle }),
      body:
        row.method === 'bizum'
          ? m(
              'El propietario dice que te ha pagado por Bizum (referencia: {reference}). Confírmalo cuando lo recibas.',
              {
                reference: String(row.reference),
              },
            )
          : m(
              'El propietario dice que te ha pagado por transferencia (referencia: {reference}). Confírmalo cuando lo recibas.',
              { reference: String(row.reference) },
            ),
      link: '/payments',
    });
  }
  await announce(tx, row);
  return row;
}

/** The charge the provider created for a pending card payment (once: a retry keeps the first). */
export async function attachCharge(db: Executor, paymentId: string, providerRef: string): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ providerRef, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'), isNull(payments.providerRef)))
    .returning();
  return row ?? null;
}

/**
 * Records, on the row the caller has locked, that money is about to move for it ('release' or
 * 'refund'); the transition that follows clears it.
 */
export async function markSettling(
  tx: Executor,
  paymentId: string,
  action: 'release' | 'refund' | 'split',
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ settling: action, settlingSince: new Date() })
    .where(eq(payments.id, paymentId))
    .returning();
  return row ?? null;
}

interface Notice {
  to: 'payer' | 'payee';
  type: NotificationType;
  title: string | Msg;
  body: string | Msg;
}

const CARD_HELD = m(
  'El propietario ha pagado con tarjeta. El dinero queda retenido y te llega cuando confirme el trabajo.',
);
const REFUNDED_TO_CARD = m('Te hemos devuelto el importe a la tarjeta. Puede tardar unos días en verse en tu banco.');

/** A dispute's decision is told to both parties, with the amounts each one gets. */
function disputeNotices(cause: Extract<PaymentCause, { by: 'dispute' }>, title: string): Notice[] {
  // One whole message per case: what each side gets.
  const payee = amountValue(cause.payeeCents);
  const payer = amountValue(cause.payerCents);
  const note = cause.note;
  const body =
    cause.payeeCents > 0 && cause.payerCents > 0
      ? m(
          'La administración ha resuelto la disputa: {payee} para el profesional, {payer} devueltos al propietario. Motivo: {note}',
          { payee, payer, note },
        )
      : cause.payeeCents > 0
        ? m('La administración ha resuelto la disputa: {payee} para el profesional. Motivo: {note}', { payee, note })
        : cause.payerCents > 0
          ? m('La administración ha resuelto la disputa: {payer} devueltos al propietario. Motivo: {note}', {
              payer,
              note,
            })
          : m('La administración ha resuelto la disputa: . Motivo: {note}', { note });
  return (['payer', 'payee'] as const).map((to) => ({
    to,
    type: 'dispute_resolved' as const,
    title: m('Disputa resuelta: «{title}»', { title }),
    body,
  }));
}

/** Who hears of a transition, and how, by its cause. */
function notices(action: PaymentAction, cause: PaymentCause, payment: PaymentRow, title: string): Notice[] {
  if (cause.by === 'dispute') return disputeNotices(cause, title);
  switch (action) {
    case 'hold':
      return [
        { to: 'payee', type: 'payment_received', title: m('Pago recibido: «{title}»', { title }), body: CARD_HELD },
      ];
    case 'fail':
      // At the checkout the owner reads the bank's answer on the screen; a later failure is told.
      return cause.by === 'payer'
        ? []
        : [
            {
              to: 'payer',
              type: 'payment_due',
              title: m('Pago no completado: «{title}»', { title }),
              body: m('{reason} Puedes volver a pagar desde «Pagos».', {
                // Stored in Castellano (a text of the catalogues): in the recipient's language.
                reason: asMsg(payment.failureReason ?? m('El banco ha rechazado el pago.')),
              }),
            },
          ];
    case 'confirm_receipt':
      return [
        {
          to: 'payer',
          type: 'payment_released',
          title: m('Pago confirmado: «{title}»', { title }),
          body: m('El profesional ha confirmado que ha recibido tu pago.'),
        },
      ];
    case 'release':
      return cause.by === 'admin'
        ? [
            {
              to: 'payee',
              type: 'payment_released',
              title: m('Pago liberado por la administración'),
              body: m('Motivo: {reason}', { reason: cause.reason }),
            },
          ]
        : [
            {
              to: 'payee',
              type: 'payment_released',
              title: m('Pago liberado: «{title}»', { title }),
              body: m('El trabajo está confirmado y el dinero va de camino a tu cuenta.'),
            },
          ];
    case 'refund':
      return cause.by === 'admin'
        ? [
            {
              to: 'payer',
              type: 'payment_refunded',
              title: m('Pago reembolsado por la administración'),
              body: m('Motivo: {reason}', { reason: cause.reason }),
            },
          ]
        : [
            {
              to: 'payer',
              type: 'payment_refunded',
              title: m('Pago reembolsado: «{title}»', { title }),
              body: REFUNDED_TO_CARD,
            },
          ];
    case 'split':
      // Only a dispute splits a payment (its notices are above).
      return [];
    case 'provider_refund':
      return [
        {
          to: 'payer',
          type: 'payment_refunded',
          title: m('Pago reembolsado: «{title}»', { title }),
          body: REFUNDED_TO_CARD,
        },
        {
          to: 'payee',
          type: 'payment_refunded',
          title: m('Pago reembolsado: «{title}»', { title }),
          body: m('El proveedor de pagos ha devuelto este pago al propietario.'),
        },
      ];
  }
}

/**
 * The words of a notice about a payment: a provider in test mode moves no money, so every notice
 * (and its e-mail) of such a payment says so, whichever module sends it. Each case is one whole
 * message of the catalogues with the notice inside it as a value, shown in the same language
 * (issue 24): a translator places 'Modo de pruebas' where their language puts it.
 */
export function inPaymentWords(
  payment: Pick<PaymentRow, 'testMode'>,
  notice: { title: string | Msg; body: string | Msg },
): { title: string | Msg; body: string | Msg } {
  if (!payment.testMode) return { title: notice.title, body: notice.body };
  // A plain text is a notice of ours too (marked m() where it is written): a value to translate.
  const title = isMsg(notice.title) ? notice.title : asMsg(notice.title);
  const body = isMsg(notice.body) ? notice.body : asMsg(notice.body);
  return {
    title: m('{title} (Modo de pruebas)', { title }),
    // Whether the notice ends a sentence is read in Castellano: its translations end the same way.
    body: /[.!?]$/.test(castellano(notice.body))
      ? m('{body} Modo de pruebas: no se ha movido dinero real.', { body })
      : m('{body}. Modo de pruebas: no se ha movido dinero real.', { body }),
  };
}

/**
 * Moves a payment by one action of the table, in the caller's transaction: locks the row, checks
 * its state and method, writes, publishes the event and writes the notifications. Returns the
 * updated row, or `null` when the payment does not exist or is not in a state the action starts
 * from (nothing is written).
 */
export async function transitionPayment(
  tx: Executor,
  paymentId: string,
  action: PaymentAction,
  cause: PaymentCause,
  extra: TransitionExtra = {},
): Promise<PaymentRow | null> {
  const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!current || !canTransition(current, action)) return null;
  const rule = PAYMENT_TRANSITIONS[action];
  const now = extra.at ?? new Date();
  const changes: Partial<typeof payments.$inferInsert> = { status: rule.to, updatedAt: now };
  if (extra.providerRef !== undefined) changes.providerRef = extra.providerRef;
  if (extra.reference !== undefined) changes.reference = extra.reference;
  if (extra.transferRef !== undefined) changes.transferRef = extra.transferRef;
  switch (action) {
    case 'hold':
      changes.heldAt = now;
      changes.failureReason = null;
      break;
    case 'fail':
      changes.failureReason = extra.failureReason ?? m('El banco ha rechazado el pago.');
      break;
    case 'confirm_receipt':
      changes.releasedAt = now;
      break;
    case 'release':
      changes.releasedAt = now;
      changes.settling = null;
      changes.settlingSince = null;
      break;
    case 'refund':
      changes.refundedAt = now;
      changes.refundedCents = current.amountCents;
      changes.settling = null;
      changes.settlingSince = null;
      // A cancellation's refund keeps its reason on the payment (the job's payload).
      if (cause.by === 'task_cancelled') changes.failureReason = cause.reason;
      break;
    case 'split':
      changes.releasedAt = now;
      changes.refundedCents = extra.refundedCents ?? 0;
      changes.settling = null;
      changes.settlingSince = null;
      break;
    case 'provider_refund':
      changes.refundedAt = now;
      changes.refundedCents = extra.refundedCents ?? current.amountCents;
      break;
  }
  const [updated] = await tx.update(payments).set(changes).where(eq(payments.id, paymentId)).returning();
  if (!updated) return null;

  const [task] = await tx
    .select({ title: tasks.title, status: tasks.status })
    .from(tasks)
    .where(eq(tasks.id, updated.taskId));
  for (const notice of notices(action, cause, updated, task?.title ?? '')) {
    await notify(tx, {
      profileId: notice.to === 'payer' ? updated.payerId : updated.payeeId,
      type: notice.type,
      ...inPaymentWords(updated, notice),
      link: '/payments',
    });
  }
  await announce(tx, updated);
  // Held after the work was already confirmed: the money goes straight to the professional.
  if (action === 'hold' && task?.status === 'completed') {
    await enqueueJob(tx, {
      kind: RELEASE_PAYMENT_JOB,
      payload: { paymentId: updated.id },
      dedupeKey: `release:${updated.id}`,
    });
  }
  await paymentTransitioned(tx, { action, from: current.status, payment: updated, at: now });
  return updated;
}
