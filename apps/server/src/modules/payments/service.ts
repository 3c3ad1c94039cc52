import {
  type Database,
  disputes,
  type Executor,
  payments,
  paymentWebhookEvents,
  payoutAccounts,
  tasks,
} from '@faena/db';
import { amountValue, asMsg, castellano, type Language, m, splitPayment, TASK_WITH_PROFESSIONAL } from '@faena/shared';
import type { PaymentDto, PaymentDueDto, PaymentsOverviewDto, PayoutStatus, zPayTask } from '@faena/shared/schemas';
import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import type { JobHandler } from '../jobs';
import { enqueueJob } from '../jobs';
import { notify } from '../notifications';
import { asPerson, loadPeople } from '../people';
import type { TaskRow } from '../tasks';
import { taskTitles } from '../tasks';
import {
  type ChargeState,
  type PaymentProvider,
  type PaymentProviders,
  type PayoutAccountStatus,
  type ProviderWebhookEvent,
  providerKey,
} from './provider';
import {
  attachCharge,
  canTransition,
  inPaymentWords,
  markSettling,
  openPayment,
  PAYMENT_REMINDER_JOB,
  type PaymentCause,
  type PaymentRow,
  REFUND_PAYMENT_JOB,
  RELEASE_PAYMENT_JOB,
  transitionPayment,
} from './state-machine';
import { moneyByMonth, unpaidTasksOf } from './summary';

export { PAYMENT_REMINDER_JOB, type PaymentRow, REFUND_PAYMENT_JOB, RELEASE_PAYMENT_JOB } from './state-machine';

type PayInput = z.output<typeof zPayTask>;
const LIVE = ['pending', 'held', 'released'] as const;

export interface PaymentsDeps {
  db: Database;
  /** The active provider (new payments, payout accounts, webhooks) and the former ones. */
  providers: PaymentProviders;
  feePercent: number;
  /** Card payment is offered on this install (config.cardPayments). */
  cardEnabled: boolean;
}

/** A payment, with the client secret its payer's card element needs while it can be confirmed. */
export interface PaymentWithCheckout {
  row: PaymentRow;
  clientSecret: string | null;
}

const rateBps = (percent: number) => Math.round(percent * 100);
/** A pending card payment left this long is settled by the sweep with the provider's truth. */
export const STALE_PENDING_MS = 30 * 60_000;
/** A card payment nobody confirmed in a day is given up. */
export const ABANDONED_PENDING_MS = 24 * 60 * 60_000;
/** A release or refund whose process died this long ago is resumed by the sweep. */
export const STALE_SETTLING_MS = 5 * 60_000;

/**
 * The provider that took a payment, which moves its money (a test payment made before the install
 * switched to Stripe is settled by the test provider). A payment of a provider this install no
 * longer has cannot move: said in Spanish, and left as it is.
 */
export function providerOf(providers: PaymentProviders, payment: Pick<PaymentRow, 'provider'>): PaymentProvider {
  const provider = providers.of(payment.provider);
  if (!provider) {
    throw conflict(
      m(
        'Este pago se hizo con un proveedor de pagos que esta instalación ya no tiene configurado. Vuelve a configurarlo para moverlo.',
      ),
    );
  }
  return provider;
}

/** The live payment of a task (pending, held or released), if any. */
export async function livePayment(db: Executor, taskId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.taskId, taskId), inArray(payments.status, [...LIVE])));
  return row;
}

/** A professional's payout account, if they have one at this provider. */
export async function payoutAccountOf(db: Executor, profileId: string, provider: string) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.profileId, profileId), eq(payoutAccounts.provider, provider)));
  return row;
}

/**
 * The owner pays the agreed price of an assigned task. One payment per task: the idempotency
 * key returns the same payment to a double click or a retried request, and a unique index
 * refuses a second live payment. A card payment opens `pending` with a charge at the provider,
 * which the browser's card element confirms; transfer and Bizum are recorded and wait for the
 * professional's confirmation.
 */
export async function payTask(
  deps: PaymentsDeps,
  actor: Actor,
  taskId: string,
  input: PayInput,
): Promise<PaymentWithCheckout> {
  const { db } = deps;
  const provider = deps.providers.active;
  const [already] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.payerId, actor.profileId), eq(payments.idempotencyKey, input.idempotencyKey)));
  if (already) {
    if (already.taskId !== taskId) throw conflict(m('Esta petición de pago ya se usó para otra tarea.'));
    return withCheckout(deps, already);
  }
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  if (!task || task.ownerId !== actor.profileId) throw notFound();
  if (!TASK_WITH_PROFESSIONAL.includes(task.status) || !task.assignedProfessionalId) {
    throw conflict(m('Solo se puede pagar una tarea asignada a un profesional.'));
  }
  if (!task.agreedPriceCents) throw conflict(m('Esta tarea no tiene un precio acordado.'));
  const payeeId = task.assignedProfessionalId;
  if (input.method === 'card') {
    if (!deps.cardEnabled) throw conflict(m('El pago con tarjeta no está disponible. Paga por transferencia o Bizum.'));
    const account = await payoutAccountOf(db, payeeId, provider.name);
    if (account?.status !== 'verified') {
      throw conflict(m('Este profesional aún no puede cobrar con tarjeta. Paga por transferencia o Bizum.'));
    }
  }
  // A card payment of this task still waiting for a card: the owner goes on with it, or moves
  // to another method (it is given up first, with the provider's word that nothing was charged).
  const waiting = await livePayment(db, taskId);
  if (waiting?.status === 'pending' && waiting.method === 'card' && waiting.payerId === actor.profileId) {
    // (An attempt at a former provider cannot be finished on this install's card element.)
    if (input.method === 'card' && waiting.provider === provider.name) return withCheckout(deps, waiting);
    await abandonCardPayment(deps, waiting);
  }
  const split = splitPayment(task.agreedPriceCents, task.agreedTravelCents ?? 0, rateBps(deps.feePercent));

  let created: PaymentRow;
  try {
    created = await db.transaction((tx) =>
      openPayment(
        tx,
        {
          taskId,
          payerId: actor.profileId,
          payeeId,
          ...split,
          feeRateBps: rateBps(deps.feePercent),
          method: input.method,
          provider: input.method === 'card' ? provider.name : null,
          testMode: input.method === 'card' && provider.testMode,
          reference: input.method === 'card' ? null : (input.reference ?? null),
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
      if (row) return withCheckout(deps, row);
    }
    if (isUniqueViolation(error)) throw conflict(m('Esta tarea ya tiene un pago en curso o hecho.'));
    throw error;
  }
  return withCheckout(deps, created);
}

/**
 * The charge of a pending card payment, created at the provider if the process that opened the
 * payment died before it could (same idempotency key: never two charges), with its client secret.
 */
async function withCheckout(
  deps: Pick<PaymentsDeps, 'db' | 'providers'>,
  payment: PaymentRow,
): Promise<PaymentWithCheckout> {
  if (payment.method !== 'card' || payment.status !== 'pending') return { row: payment, clientSecret: null };
  const provider = providerOf(deps.providers, payment);
  if (payment.providerRef) {
    const state = await provider.retrieveCharge(payment.providerRef);
    if (state.status === 'held' || state.status === 'failed') {
      const row = await applyChargeState(deps.db, payment.id, state, { by: 'payer' });
      return { row: row ?? payment, clientSecret: null };
    }
    return { row: payment, clientSecret: state.clientSecret };
  }
  const [task] = await deps.db.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, payment.taskId));
  const charge = await provider.createCharge({
    paymentId: payment.id,
    amountCents: payment.amountCents,
    description: `Faena · ${task?.title ?? 'tarea'}`,
    idempotencyKey: providerKey(payment.id, 'charge'),
  });
  const row = await attachCharge(deps.db, payment.id, charge.ref);
  return { row: row ?? payment, clientSecret: charge.clientSecret };
}

/** A card payment nobody will confirm (the owner chose another method, or the sweep gave up). */
async function abandonCardPayment(
  deps: Pick<PaymentsDeps, 'db' | 'providers'>,
  payment: PaymentRow,
  reason: string = m('Pago con tarjeta no completado.'),
) {
  if (payment.providerRef) {
    const state = await providerOf(deps.providers, payment).retrieveCharge(payment.providerRef);
    if (state.status === 'held') {
      await applyChargeState(deps.db, payment.id, state, { by: 'provider' });
      throw conflict(m('Esta tarea ya está pagada con tarjeta.'));
    }
  }
  await deps.db.transaction((tx) =>
    transitionPayment(tx, payment.id, 'fail', { by: 'payer' }, { failureReason: reason }),
  );
}

/**
 * The provider's word on a charge, through the state machine, in the caller's transaction: held,
 * failed, or still waiting (nothing written). The payment moves only from `pending`, so a webhook,
 * the browser's return and the sweep can all report the same charge, in any order, with the same
 * result.
 */
async function chargeStateTransition(
  tx: Executor,
  paymentId: string,
  state: ChargeState,
  cause: PaymentCause,
): Promise<PaymentRow | null> {
  if (state.status === 'held') {
    return transitionPayment(tx, paymentId, 'hold', cause, {
      reference: state.cardLast4 ? castellano(cardReference(state.cardLast4)) : undefined,
    });
  }
  if (state.status === 'failed') {
    return transitionPayment(tx, paymentId, 'fail', cause, {
      failureReason: state.failureReason ?? m('El pago con tarjeta no se ha completado.'),
    });
  }
  return null;
}

/** The provider's word on a charge, in a transaction of its own (see `chargeStateTransition`). */
export async function applyChargeState(
  db: Database,
  paymentId: string,
  state: ChargeState,
  cause: PaymentCause,
): Promise<PaymentRow | null> {
  if (state.status !== 'held' && state.status !== 'failed') return null;
  return db.transaction((tx) => chargeStateTransition(tx, paymentId, state, cause));
}

/** The payer's browser is back from the card element: the payment takes the provider's word. */
export async function syncCardPayment(
  deps: PaymentsDeps,
  actor: Actor,
  paymentId: string,
): Promise<PaymentWithCheckout> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.payerId !== actor.profileId) throw notFound();
  if (payment.method !== 'card') throw conflict(m('Este pago no es con tarjeta.'));
  const [fresh] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  return withCheckout(deps, fresh ?? payment);
}

/** The professional confirms a transfer or Bizum arrived: released, the fee now owed to Faena. */
export async function confirmReceipt(db: Database, actor: Actor, paymentId: string): Promise<PaymentRow> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.payeeId !== actor.profileId) throw notFound();
  if (payment.method === 'card')
    throw conflict(m('Los pagos con tarjeta se liberan solos cuando se confirma el trabajo.'));
  return db.transaction(async (tx) => {
    const row = await transitionPayment(tx, paymentId, 'confirm_receipt', { by: 'payee' });
    if (!row) throw conflict(m('Este pago ya no está pendiente.'));
    return row;
  });
}

export type SettleAction = 'release' | 'refund' | 'split';

/** A dispute's split: the professional's part and the owner's part (they add up to the payment). */
export interface SplitAmounts {
  payeeCents: number;
  payerCents: number;
}

export interface SettleOptions {
  /** Decided in a dispute: the only way to move a payment with an open dispute. */
  dispute?: { id: string };
  /** The two parts of a 'split' (required for it). */
  split?: SplitAmounts;
  /** Written in the same transaction as the new state (an administrator's audit row). */
  record?: (tx: Executor, before: PaymentRow, after: PaymentRow) => Promise<unknown>;
  /** The sweep resuming a release or refund whose process died. */
  resume?: boolean;
}

const ALREADY_SETTLING: Record<SettleAction, string> = {
  release: m('Este pago ya se está liberando.'),
  refund: m('Este pago ya se está reembolsando.'),
  split: m('Este pago ya se está repartiendo.'),
};

/** Refused to anything but the dispute's decision while a payment is under dispute. */
export const UNDER_DISPUTE = m(
  'Este pago está en disputa: no se libera ni se reembolsa hasta que se resuelva. Decide en /admin/disputes.',
);

/**
 * Faena's fee on the professional's share of a split: round(payeeCents × feeCents / amountCents),
 * so the fee keeps the payment's rate and the whole payment pays the whole fee (docs/decisions/
 * 0023-disputes.md). The professional receives payeeCents minus this.
 */
export function feeOnShare(payment: Pick<PaymentRow, 'amountCents' | 'feeCents'>, payeeCents: number): number {
  if (payment.amountCents === 0) return 0;
  return Math.round((payeeCents * payment.feeCents) / payment.amountCents);
}

/** Said when the professional's payout account cannot receive yet: the money stays held. */
export const PAYOUTS_NOT_READY = m(
  'El profesional aún no ha completado su cuenta de cobros: el dinero sigue retenido y se le enviará cuando la complete.',
);

/**
 * Releases a held card payment to the professional (their net, the fee stays) or refunds it to
 * the owner. What can be checked is checked before anything is recorded (an open dispute, the
 * professional's payout account, a split's parts), so a refusal leaves the payment as it was.
 * Then the intent is written under the row lock, so of two actions at once (two administrators,
 * or one and the release job) one wins and the other is refused before any money moves; then the
 * provider that took the payment moves the money with the action's idempotency key; then the
 * state is written. A process that dies between the two is resumed by the sweep with the same
 * key, so the money moves once. Returns null when the payment is not held (nothing moved).
 */
export async function settlePayment(
  deps: Pick<PaymentsDeps, 'db' | 'providers'>,
  paymentId: string,
  action: SettleAction,
  cause: PaymentCause,
  options: SettleOptions = {},
): Promise<PaymentRow | null> {
  const { db } = deps;
  if (action === 'split' && (!options.split || options.split.payeeCents < 0 || options.split.payerCents < 0)) {
    throw conflict(m('Las dos partes deben sumar el importe del pago.'));
  }
  const pays = action === 'release' || (action === 'split' && (options.split?.payeeCents ?? 0) > 0);
  const claimed = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!current || !canTransition(current, action) || !current.providerRef) return null;
    // An open dispute stops every release or refund but its own decision (the job, the sweep
    // and an administrator's plain release or refund are refused, the job quietly).
    const [open] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(and(eq(disputes.paymentId, paymentId), eq(disputes.status, 'open')));
    if (open && open.id !== options.dispute?.id) throw conflict(UNDER_DISPUTE);
    if (current.settling && !(options.resume && current.settling === action)) {
      throw conflict(ALREADY_SETTLING[current.settling as SettleAction]);
    }
    if (
      action === 'split' &&
      (options.split?.payeeCents ?? 0) + (options.split?.payerCents ?? 0) !== current.amountCents
    ) {
      throw conflict(m('Las dos partes deben sumar el importe del pago.'));
    }
    if (pays && !current.settling) {
      const account = await payoutAccountOf(tx, current.payeeId, providerOf(deps.providers, current).name);
      if (account?.status !== 'verified') throw conflict(PAYOUTS_NOT_READY);
    }
    if (current.settling) return current;
    return markSettling(tx, paymentId, action);
  });
  if (!claimed?.providerRef) return null;
  const provider = providerOf(deps.providers, claimed);

  let transferRef: string | undefined;
  const account = pays ? await payoutAccountOf(db, claimed.payeeId, provider.name) : undefined;
  try {
    if (pays && !account) throw new Error('cuenta de cobros desaparecida a mitad de una liberación');
    if (action === 'split') {
      const split = options.split as SplitAmounts;
      // Each part with its own key, so a retry moves neither twice.
      if (split.payerCents > 0) {
        await provider.refund({
          chargeRef: claimed.providerRef,
          amountCents: split.payerCents,
          idempotencyKey: providerKey(claimed.id, 'split-refund'),
        });
      }
      const net = split.payeeCents - feeOnShare(claimed, split.payeeCents);
      if (account && net > 0) {
        ({ transferRef } = await provider.transfer({
          chargeRef: claimed.providerRef,
          paymentId: claimed.id,
          amountCents: net,
          destination: account.accountRef,
          idempotencyKey: providerKey(claimed.id, 'split-release'),
        }));
      }
    } else if (account) {
      ({ transferRef } = await provider.transfer({
        chargeRef: claimed.providerRef,
        paymentId: claimed.id,
        amountCents: claimed.netCents,
        destination: account.accountRef,
        idempotencyKey: providerKey(claimed.id, 'release'),
      }));
    } else {
      await provider.refund({
        chargeRef: claimed.providerRef,
        amountCents: claimed.amountCents,
        idempotencyKey: providerKey(claimed.id, 'refund'),
      });
    }
  } catch (error) {
    // The intent stays recorded: the job's retry or the sweep finishes it with the same key.
    const unavailable = new AppError(
      'SERVICE_UNAVAILABLE',
      m(
        'El proveedor de pagos no ha respondido. Lo volveremos a intentar en unos minutos, sin mover el dinero dos veces.',
      ),
    );
    unavailable.cause = error;
    throw unavailable;
  }

  return db.transaction(async (tx) => {
    const after = await transitionPayment(tx, claimed.id, action, cause, {
      transferRef,
      ...(action === 'split' ? { refundedCents: options.split?.payerCents ?? 0 } : {}),
    });
    if (!after) throw conflict(m('El pago ha cambiado mientras tanto.'));
    await options.record?.(tx, claimed, after);
    return after;
  });
}

/** The sweep runs this often (registered in src/wiring.ts). */
export const PAYMENT_SWEEP_JOB = 'payments.sweep';
export const PAYMENT_SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Card payments the provider knows more about than Faena does: pending ones whose browser never
 * came back (settled with the provider's truth, or given up after a day), ones opened by a process
 * that died before creating the charge, and releases or refunds interrupted half-way.
 */
export function paymentSweepJob(providers: PaymentProviders): JobHandler {
  return async (_payload, { db: executor, now, log }) => {
    const db = executor as Database;
    const deps = { db, providers };
    const stale = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.method, 'card'),
          eq(payments.status, 'pending'),
          lt(payments.createdAt, new Date(now.getTime() - STALE_PENDING_MS)),
        ),
      )
      .limit(200);
    for (const payment of stale) {
      try {
        const state = payment.providerRef
          ? await providerOf(providers, payment).retrieveCharge(payment.providerRef)
          : null;
        if (state && (await applyChargeState(db, payment.id, state, { by: 'provider' }))) continue;
        const abandoned = now.getTime() - payment.createdAt.getTime() > ABANDONED_PENDING_MS;
        if (!state || abandoned) await abandonCardPayment(deps, payment, m('El pago con tarjeta no se completó.'));
      } catch (error) {
        log.warn({ err: error, paymentId: payment.id }, 'pago pendiente sin resolver');
      }
    }
    const settling = await db
      .select()
      .from(payments)
      .where(and(isNotNull(payments.settling), lt(payments.settlingSince, new Date(now.getTime() - STALE_SETTLING_MS))))
      .limit(200);
    for (const payment of settling) {
      const action = payment.settling as SettleAction;
      // A dispute's decision is resumed by the administrator deciding again (same keys), which
      // also writes the dispute's outcome and the audit row with the new state.
      if (action === 'split') continue;
      try {
        await settlePayment(
          deps,
          payment.id,
          action,
          action === 'release' ? { by: 'work_confirmed' } : { by: 'task_cancelled', reason: payment.failureReason },
          { resume: true },
        );
      } catch (error) {
        log.warn({ err: error, paymentId: payment.id }, 'liberación o reembolso sin terminar');
      }
    }
  };
}

/** Jobs that move money through the provider (each step idempotent). */
export function paymentJobs(providers: PaymentProviders): Record<string, JobHandler> {
  return {
    [RELEASE_PAYMENT_JOB]: async (payload, { db }) => {
      try {
        await settlePayment(
          { db: db as Database, providers },
          String(payload.paymentId),
          'release',
          { by: 'work_confirmed' },
          { resume: true },
        );
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        // Nowhere to send the money yet: the professional is told, and the release is enqueued
        // again when their payout account is verified (`payoutAccountChanged`).
        if (error.message === PAYOUTS_NOT_READY) await askForPayoutAccount(db, String(payload.paymentId));
        // Otherwise already being settled by someone else (an administrator), or under dispute:
        // theirs wins.
      }
    },
    [REFUND_PAYMENT_JOB]: async (payload, { db }) => {
      const reason = (payload.reason as string | undefined) ?? null;
      try {
        await settlePayment(
          { db: db as Database, providers },
          String(payload.paymentId),
          'refund',
          { by: 'task_cancelled', reason },
          { resume: true },
        );
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      }
    },
    [PAYMENT_REMINDER_JOB]: async (payload, { db }) => {
      const taskId = String(payload.taskId);
      const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
      if (!task || (await livePayment(db, taskId))) return;
      await notify(db, {
        profileId: task.ownerId,
        type: 'payment_due',
        title: m('Recuerda pagar «{title}»', { title: task.title }),
        body: m('El trabajo está completado y el pago sigue pendiente.'),
        link: '/payments',
      });
    },
  };
}

/** A release waits for the professional's payout account: they are told what to do. */
async function askForPayoutAccount(db: Executor, paymentId: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.status !== 'held') return;
  const [task] = await db.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, payment.taskId));
  await notify(db, {
    profileId: payment.payeeId,
    type: 'payment_due',
    ...inPaymentWords(payment, {
      title: m('Completa tu cuenta de cobros: «{title}»', { title: task?.title ?? asMsg(m('tarea')) }),
      body: m(
        'El trabajo está confirmado y tienes {amount} esperando. Completa tu cuenta de cobros en «Pagos» («Configurar cobros») para recibirlos.',
        { amount: amountValue(payment.netCents) },
      ),
    }),
    link: '/payments',
  });
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
    title: m('Pago pendiente: «{title}»', { title: task.title }),
    body: m('El trabajo está completado. Paga al profesional desde «Pagos».'),
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
      payload: { paymentId: payment.id, reason: m('Tarea cancelada') },
      dedupeKey: `refund:${payment.id}`,
    });
  }
}

/** A card payment's reference, stored in Castellano ('Tarjeta terminada en 4242'). */
const cardReference = (last4: string) => m('Tarjeta terminada en {last4}', { last4 });
const CARD_REFERENCE = /^Tarjeta terminada en (\d{4})$/;

/**
 * A payment's reference as the reader sees it: a card's, written by Faena in Castellano, in their
 * language; anything else (a transfer's reference, as the owner typed it) as it was written.
 */
function referenceIn(lang: Language, reference: string): string {
  const card = CARD_REFERENCE.exec(reference);
  return card ? translate(lang, cardReference(card[1] as string)) : reference;
}

export async function toPaymentDtos(
  db: Executor,
  rows: PaymentRow[],
  checkout: ReadonlyMap<string, string> = new Map(),
  lang: Language = 'es',
): Promise<PaymentDto[]> {
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
        reference: r.reference && referenceIn(lang, r.reference),
        testMode: r.testMode,
        // Stored in Castellano: one of the catalogue's reasons (the bank's, a cancelled task's) is
        // shown in the reader's language, anything else as it was written.
        failureReason: r.failureReason && translate(lang, r.failureReason),
        checkout: checkout.has(r.id) ? { clientSecret: checkout.get(r.id) as string } : null,
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
export async function paymentFor(db: Executor, actor: Actor, id: string, lang: Language = 'es'): Promise<PaymentDto> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row || (row.payerId !== actor.profileId && row.payeeId !== actor.profileId)) throw notFound();
  const [dto] = await toPaymentDtos(db, [row], new Map(), lang);
  if (!dto) throw notFound();
  return dto;
}

/** /payments: an owner's due and made payments; a professional's received, held and pending ones. */
export async function paymentsOverview(
  deps: PaymentsDeps,
  actor: Actor,
  lang: Language = 'es',
): Promise<PaymentsOverviewDto> {
  const { db } = deps;
  const owner = actor.role === 'property_owner';
  // A card payment not yet charged is an attempt in the owner's dialog, not a payment: the task
  // stays due, and nobody's list shows it.
  const rows = (
    await db
      .select()
      .from(payments)
      .where(owner ? eq(payments.payerId, actor.profileId) : eq(payments.payeeId, actor.profileId))
      .orderBy(desc(payments.createdAt))
  ).filter((p) => !(p.method === 'card' && p.status === 'pending'));
  const testMode = deps.cardEnabled && deps.providers.active.testMode;
  const dtos = await toPaymentDtos(db, rows, new Map(), lang);
  let due: PaymentDueDto[] = [];
  if (owner) {
    const unpaid = await unpaidTasksOf(db, actor.profileId);
    const people = await loadPeople(
      db,
      unpaid.map((t) => t.assignedProfessionalId as string),
      {
        partyOf: new Set(unpaid.map((t) => t.assignedProfessionalId as string)),
      },
    );
    const verified = new Set(
      unpaid.length === 0 || !deps.cardEnabled
        ? []
        : (
            await db
              .select({ profileId: payoutAccounts.profileId })
              .from(payoutAccounts)
              .where(
                and(
                  inArray(
                    payoutAccounts.profileId,
                    unpaid.map((t) => t.assignedProfessionalId as string),
                  ),
                  eq(payoutAccounts.provider, deps.providers.active.name),
                  eq(payoutAccounts.status, 'verified'),
                ),
              )
          ).map((r) => r.profileId),
    );
    due = unpaid.flatMap((t) => {
      const pro = people.get(t.assignedProfessionalId as string);
      if (!pro || !t.agreedPriceCents) return [];
      const split = splitPayment(t.agreedPriceCents, t.agreedTravelCents ?? 0, rateBps(deps.feePercent));
      return [
        {
          taskId: t.id,
          title: t.title,
          status: t.status,
          professional: asPerson(pro),
          ...split,
          cardAccepted: verified.has(t.assignedProfessionalId as string),
        },
      ];
    });
  }
  const sum = (filter: (p: PaymentDto) => boolean, pick: (p: PaymentDto) => number) =>
    dtos.filter(filter).reduce((total, p) => total + pick(p), 0);
  const money = (p: PaymentDto) => (owner ? p.amountCents : p.netCents);
  const account =
    owner || !deps.cardEnabled ? null : await payoutAccountOf(db, actor.profileId, deps.providers.active.name);
  return {
    role: actor.role,
    testMode,
    card: deps.cardEnabled ? deps.providers.active.browser : null,
    payouts: owner || !deps.cardEnabled ? null : ((account?.status as PayoutStatus | undefined) ?? 'none'),
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
    byMonth: await moneyByMonth(db, actor.role, actor.profileId),
  };
}

/**
 * A webhook from the provider, applied once per event id: the event's id is recorded in the same
 * transaction as what it changes, so a redelivery changes nothing and an event whose process died
 * half-way is applied when the provider delivers it again. Charge events go through the state
 * machine from the state they expect, with the charge's current truth read from the provider
 * (events arrive out of order), so a webhook before, after or instead of the browser's return
 * leaves the same final state; an account event refreshes the professional's payout account.
 */
export async function applyWebhook(deps: Pick<PaymentsDeps, 'db' | 'providers'>, event: ProviderWebhookEvent) {
  const { db } = deps;
  const provider = deps.providers.active;
  const seen = async (tx: Executor) =>
    (
      await tx
        .insert(paymentWebhookEvents)
        .values({ provider: provider.name, eventId: event.id })
        .onConflictDoNothing()
        .returning()
    ).length === 0;
  const [already] = await db
    .select({ id: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider.name), eq(paymentWebhookEvents.eventId, event.id)));
  if (already) return;

  if (event.type === 'payout_account.updated') {
    const status = await provider.payoutAccountStatus(event.ref);
    await db.transaction(async (tx) => {
      if (await seen(tx)) return;
      await savePayoutStatus(tx, provider.name, event.ref, status);
    });
    return;
  }
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerRef, event.ref)));
  const state = payment ? await provider.retrieveCharge(event.ref) : null;
  await db.transaction(async (tx) => {
    if ((await seen(tx)) || !payment || !state) return;
    if (event.type !== 'charge.refunded') {
      await chargeStateTransition(tx, payment.id, state, { by: 'provider' });
      return;
    }
    // Faena's own refunds (a cancellation, an administrator's, a dispute's owner part) come back
    // as this event too: only money given back beyond what Faena gave back (the provider's
    // dashboard, a bank's chargeback) moves the payment, and one in flight is Faena's own.
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!current || current.settling || state.refundedCents <= current.refundedCents) return;
    await transitionPayment(
      tx,
      current.id,
      'provider_refund',
      { by: 'provider' },
      { refundedCents: state.refundedCents },
    );
  });
}

// ---------- Payout accounts (professionals receiving card payments) ----------

/** The professional starts or continues the provider's onboarding: where to send their browser. */
export async function startPayoutOnboarding(
  deps: PaymentsDeps,
  actor: Actor,
  publicUrl: string,
): Promise<{ url: string }> {
  if (actor.role !== 'professional') throw conflict(m('Solo los profesionales configuran cobros.'));
  if (!deps.cardEnabled) throw conflict(m('El pago con tarjeta no está disponible en esta instalación.'));
  const provider = deps.providers.active;
  let account = await payoutAccountOf(deps.db, actor.profileId, provider.name);
  if (!account) {
    const { ref } = await provider.createPayoutAccount({
      profileId: actor.profileId,
      email: actor.email,
      idempotencyKey: `faena-payouts-${provider.name}-${actor.profileId}`,
    });
    await deps.db
      .insert(payoutAccounts)
      .values({ profileId: actor.profileId, provider: provider.name, accountRef: ref })
      .onConflictDoNothing();
    account = await payoutAccountOf(deps.db, actor.profileId, provider.name);
    if (!account) throw new Error('cuenta de cobros no guardada');
  }
  return provider.onboardingLink({
    accountRef: account.accountRef,
    returnUrl: `${publicUrl}/payments?cobros=vuelta`,
    refreshUrl: `${publicUrl}/payments?cobros=repetir`,
  });
}

/**
 * Writes a payout account's state as the provider reports it. An account that becomes verified
 * receives the money that was waiting for it: the held card payments of completed tasks are
 * released (the release job checks the rest: a dispute, someone else settling).
 */
async function savePayoutStatus(tx: Executor, providerName: string, accountRef: string, status: PayoutAccountStatus) {
  const [before] = await tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.provider, providerName), eq(payoutAccounts.accountRef, accountRef)))
    .for('update');
  if (!before) return undefined;
  const [row] = await tx
    .update(payoutAccounts)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payoutAccounts.provider, providerName), eq(payoutAccounts.accountRef, accountRef)))
    .returning();
  if (status === 'verified' && before.status !== 'verified') {
    const waiting = await tx
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(tasks, eq(tasks.id, payments.taskId))
      .where(
        and(
          eq(payments.payeeId, before.profileId),
          eq(payments.provider, providerName),
          eq(payments.status, 'held'),
          eq(tasks.status, 'completed'),
        ),
      );
    for (const { id } of waiting) {
      await enqueueJob(tx, { kind: RELEASE_PAYMENT_JOB, payload: { paymentId: id }, dedupeKey: `release:${id}` });
    }
  }
  return row;
}

/** Back from the onboarding: the account's state as the provider sees it now. */
export async function refreshPayoutAccount(
  deps: Pick<PaymentsDeps, 'db' | 'providers'>,
  actor: Actor,
): Promise<PayoutStatus> {
  const provider = deps.providers.active;
  const account = await payoutAccountOf(deps.db, actor.profileId, provider.name);
  if (!account) return 'none';
  const status = await provider.payoutAccountStatus(account.accountRef);
  const row = await deps.db.transaction((tx) => savePayoutStatus(tx, provider.name, account.accountRef, status));
  return (row?.status as PayoutStatus | undefined) ?? 'none';
}
