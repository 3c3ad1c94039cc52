import { conversations, type Database, disputeStatements, disputes, type Executor, payments, tasks } from '@faena/db';
import { amountValue, type Msg, m } from '@faena/shared';
import type {
  AdminDisputeDetailDto,
  AdminDisputeListDto,
  DisputeDto,
  PaymentDisputeDto,
  zDisputeDecision,
  zDisputeStatementInput,
  zOpenDispute,
} from '@faena/shared/schemas';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { logAdminAction } from '../admin';
import { attachImages, imagesOf } from '../images';
import { listMessages } from '../messages';
import { notify } from '../notifications';
import type { PaymentProviders, PaymentRow, PaymentTransition } from '../payments';
import { inPaymentWords, settlePayment } from '../payments';
import { asPerson, loadPeople } from '../people';
import { progressOf } from '../progress';

type DisputeRow = typeof disputes.$inferSelect;
const validation = (field: string, message: string | Msg) => new AppError('VALIDATION', message, { [field]: message });

/** A payment a party may dispute: a held card payment not already being released or refunded. */
const disputable = (p: PaymentRow) => p.method === 'card' && p.status === 'held' && !p.settling;

async function paymentOfParty(db: Executor, actor: Actor, paymentId: string): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row || (row.payerId !== actor.profileId && row.payeeId !== actor.profileId)) throw notFound();
  return row;
}

/** 'Abrir disputa': the payer or the payee of a held card payment; the other party is told. */
export async function openDispute(
  db: Database,
  actor: Actor,
  paymentId: string,
  input: z.output<typeof zOpenDispute>,
): Promise<DisputeDto> {
  await paymentOfParty(db, actor, paymentId);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      // Locked, so the release job cannot claim the payment while the dispute opens.
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment) throw notFound();
      if (!disputable(payment)) {
        throw conflict(m('Solo se puede abrir una disputa sobre un pago con tarjeta retenido, antes de liberarlo.'));
      }
      const [dispute] = await tx
        .insert(disputes)
        .values({ paymentId, taskId: payment.taskId, openedBy: actor.profileId, reason: input.reason })
        .returning();
      if (!dispute) throw new Error('disputa no creada');
      const [statement] = await tx
        .insert(disputeStatements)
        .values({ disputeId: dispute.id, authorId: actor.profileId, body: input.reason })
        .returning({ id: disputeStatements.id });
      await attachImages(tx, {
        actorProfileId: actor.profileId,
        purpose: 'dispute',
        targetId: statement!.id,
        imageIds: input.photoIds,
      });
      const [task] = await tx.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, payment.taskId));
      const other = payment.payerId === actor.profileId ? payment.payeeId : payment.payerId;
      // A payment in test mode moved no money: the notice and its e-mail say so, as the payments' do.
      await notify(tx, {
        profileId: other,
        type: 'dispute_opened',
        ...inPaymentWords(payment, {
          title: m('Disputa abierta: «{title}»', { title: task?.title ?? '' }),
          body: m(
            '{name} ha abierto una disputa sobre el pago de {amount}. El dinero queda retenido hasta que la administración decida. Puedes dar tu versión en el recibo.',
            { name: actor.firstName, amount: amountValue(payment.amountCents) },
          ),
        }),
        link: `/payments/${payment.id}/receipt`,
      });
      return dispute.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m('Este pago ya tiene una disputa abierta.'));
    throw error;
  }
  return disputeDto(db, id, actor);
}

/** A party's statement (text and photos) while the dispute is open. */
export async function addStatement(
  db: Database,
  actor: Actor,
  disputeId: string,
  input: z.output<typeof zDisputeStatementInput>,
): Promise<DisputeDto> {
  // Only the two parties state; an administrator decides, and a non-party learns nothing (404).
  const dispute = await disputeForParty(db, { ...actor, isAdmin: false }, disputeId);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(disputes).where(eq(disputes.id, dispute.id)).for('update');
    if (locked?.status !== 'open') throw conflict(m('Esta disputa ya está resuelta.'));
    const [statement] = await tx
      .insert(disputeStatements)
      .values({ disputeId, authorId: actor.profileId, body: input.body })
      .returning({ id: disputeStatements.id });
    await attachImages(tx, {
      actorProfileId: actor.profileId,
      purpose: 'dispute',
      targetId: statement!.id,
      imageIds: input.photoIds,
    });
  });
  return disputeDto(db, disputeId, actor);
}

/** The dispute if the actor is one of its two parties or an administrator; 404 for anyone else. */
async function disputeForParty(db: Executor, actor: Actor, disputeId: string): Promise<DisputeRow> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!row) throw notFound();
  if (actor.isAdmin) return row;
  const [payment] = await db.select().from(payments).where(eq(payments.id, row.paymentId));
  if (!payment || (payment.payerId !== actor.profileId && payment.payeeId !== actor.profileId)) throw notFound();
  return row;
}

export async function getDispute(db: Executor, actor: Actor, disputeId: string): Promise<DisputeDto> {
  await disputeForParty(db, actor, disputeId);
  return disputeDto(db, disputeId, actor);
}

/** The receipt's view: the payment's latest dispute, and whether the actor may open one. */
export async function disputeOfPayment(db: Executor, actor: Actor, paymentId: string): Promise<PaymentDisputeDto> {
  const payment = await paymentOfParty(db, actor, paymentId);
  const [latest] = await db
    .select({ id: disputes.id, status: disputes.status })
    .from(disputes)
    .where(eq(disputes.paymentId, paymentId))
    .orderBy(desc(disputes.createdAt))
    .limit(1);
  return {
    dispute: latest ? await disputeDto(db, latest.id, actor) : null,
    canOpen: disputable(payment) && latest?.status !== 'open',
  };
}

export async function disputeDto(db: Executor, disputeId: string, actor: Actor): Promise<DisputeDto> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!row) throw notFound();
  const [payment] = await db.select().from(payments).where(eq(payments.id, row.paymentId));
  const [task] = await db.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, row.taskId));
  if (!payment) throw notFound();
  const statements = await db
    .select()
    .from(disputeStatements)
    .where(eq(disputeStatements.disputeId, disputeId))
    .orderBy(asc(disputeStatements.createdAt));
  const people = await loadPeople(db, [payment.payerId, payment.payeeId, row.openedBy], {
    partyOf: new Set([payment.payerId, payment.payeeId]),
  });
  const person = (id: string) => {
    const card = people.get(id);
    if (!card) throw notFound();
    return asPerson(card);
  };
  const photos = await Promise.all(statements.map((s) => imagesOf(db, 'dispute', s.id)));
  const party = actor.profileId === payment.payerId || actor.profileId === payment.payeeId;
  return {
    id: row.id,
    paymentId: row.paymentId,
    taskId: row.taskId,
    taskTitle: task?.title ?? '',
    amountCents: payment.amountCents,
    status: row.status as DisputeDto['status'],
    outcome: (row.outcome as DisputeDto['outcome']) ?? null,
    payeeCents: row.payeeCents,
    payerCents: row.payerCents,
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    openedBy: person(row.openedBy),
    payer: person(payment.payerId),
    payee: person(payment.payeeId),
    statements: statements.map((s, i) => ({
      id: s.id,
      author: person(s.authorId),
      side: s.authorId === payment.payerId ? ('payer' as const) : ('payee' as const),
      body: s.body,
      photos: photos[i] ?? [],
      createdAt: s.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    viewer: { canAddStatement: party && row.status === 'open' },
  };
}

// ---------- Administrators ----------

/** /admin/disputes: open ones first (oldest first: the longest waiting), then the resolved. */
export async function listDisputes(db: Executor): Promise<AdminDisputeListDto> {
  const rows = await db
    .select({ d: disputes, amountCents: payments.amountCents, title: tasks.title })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .innerJoin(tasks, eq(tasks.id, disputes.taskId))
    .orderBy(sql`case when ${disputes.status} = 'open' then 0 else 1 end`, asc(disputes.createdAt))
    .limit(200);
  const people = await loadPeople(
    db,
    rows.map((r) => r.d.openedBy),
  );
  return {
    items: rows.flatMap((r) => {
      const opener = people.get(r.d.openedBy);
      if (!opener) return [];
      return [
        {
          id: r.d.id,
          paymentId: r.d.paymentId,
          taskId: r.d.taskId,
          taskTitle: r.title,
          amountCents: r.amountCents,
          status: r.d.status as 'open' | 'resolved',
          outcome: (r.d.outcome as 'release' | 'refund' | 'split' | null) ?? null,
          openedBy: asPerson(opener),
          createdAt: r.d.createdAt.toISOString(),
        },
      ];
    }),
  };
}

/** How many messages of the two parties' conversation the administrators' page shows: the latest. */
export const ADMIN_DISPUTE_MESSAGES = 200;

/** An administrator who is the payer or the payee of the payment: they may not decide it. */
const isPartyOf = (actor: Actor, payment: { payerId: string; payeeId: string }) =>
  actor.profileId === payment.payerId || actor.profileId === payment.payeeId;

/**
 * What the administrator reads before deciding: the dispute, the task's progress timeline and
 * the conversation between the two (the latest ADMIN_DISPUTE_MESSAGES messages, newest first,
 * page after page; `messagesTruncated` when there are older ones). Both come from their own
 * modules' queries, read as the owner would see them (the owner is a party to both), so no rule
 * is written twice. Their photos are the administrators' to see while mediating (images'
 * canViewImage). An administrator who is one of the parties reads it all but may not decide.
 */
export async function adminDisputeDetail(
  db: Executor,
  admin: Actor,
  disputeId: string,
): Promise<AdminDisputeDetailDto> {
  const dispute = await disputeDto(db, disputeId, admin);
  const asOwner: Actor = { ...admin, profileId: dispute.payer.profileId, isAdmin: false };
  const progress = await progressOf(db, asOwner, dispute.taskId).catch(() => null);
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.ownerId, dispute.payer.profileId),
        eq(conversations.professionalId, dispute.payee.profileId),
      ),
    );
  const messages: AdminDisputeDetailDto['messages'] = [];
  let more = false;
  if (conversation) {
    let before: string | undefined;
    do {
      const page = await listMessages(db, asOwner, conversation.id, before);
      messages.push(...page.items);
      before = page.nextCursor ?? undefined;
    } while (before && messages.length < ADMIN_DISPUTE_MESSAGES);
    more = Boolean(before) || messages.length > ADMIN_DISPUTE_MESSAGES;
  }
  const party = isPartyOf(admin, { payerId: dispute.payer.profileId, payeeId: dispute.payee.profileId });
  return {
    dispute,
    progress: progress?.updates ?? [],
    messages: messages.slice(0, ADMIN_DISPUTE_MESSAGES),
    messagesTruncated: more,
    viewer: { isParty: party, canDecide: dispute.status === 'open' && !party },
  };
}

/**
 * An administrator decides: all to the professional, all back to the owner, or a split. The money
 * moves through the payments module (intent under the lock, the provider with idempotency keys,
 * then the state); the dispute's outcome and the audit row are written in the same transaction as
 * the payment's new state, and both parties are told with the amounts.
 */
export async function decideDispute(
  db: Database,
  providers: PaymentProviders,
  admin: Actor,
  disputeId: string,
  input: z.output<typeof zDisputeDecision>,
): Promise<DisputeDto> {
  const [dispute] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!dispute) throw notFound();
  if (dispute.status !== 'open') throw conflict(m('Esta disputa ya está resuelta.'));
  const [payment] = await db.select().from(payments).where(eq(payments.id, dispute.paymentId));
  if (!payment) throw notFound();
  // An administrator who paid or is paid by this payment does not judge their own case.
  if (isPartyOf(admin, payment)) {
    throw forbidden(
      m(
        'No puedes decidir una disputa sobre un pago en el que eres una de las partes: la debe resolver otra persona de la administración.',
      ),
    );
  }
  const amount = payment.amountCents;
  const parts =
    input.outcome === 'release'
      ? { payeeCents: amount, payerCents: 0 }
      : input.outcome === 'refund'
        ? { payeeCents: 0, payerCents: amount }
        : { payeeCents: input.payeeCents ?? 0, payerCents: input.payerCents ?? 0 };
  if (input.outcome === 'split') {
    if (parts.payeeCents + parts.payerCents !== amount) {
      throw validation(
        'payerCents',
        m('Las dos partes deben sumar el importe del pago, {amount} (ahora suman {sum}).', {
          amount: amountValue(amount),
          sum: amountValue(parts.payeeCents + parts.payerCents),
        }),
      );
    }
    if (parts.payeeCents === 0 || parts.payerCents === 0) {
      throw validation('payeeCents', m('Para dar todo a una parte, elige «Liberar todo» o «Reembolsar todo».'));
    }
  }
  const after = await settlePayment(
    { db, providers },
    payment.id,
    input.outcome,
    { by: 'dispute', ...parts, note: input.note },
    {
      dispute: { id: dispute.id },
      split: parts,
      // A decision whose provider call failed half-way is decided again with the same keys.
      resume: payment.settling === input.outcome,
      record: async (tx, before, settled) => {
        const [resolved] = await tx
          .update(disputes)
          .set({
            status: 'resolved',
            outcome: input.outcome,
            ...parts,
            decisionNote: input.note,
            decidedBy: admin.profileId,
            decidedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(disputes.id, dispute.id), eq(disputes.status, 'open')))
          .returning({ id: disputes.id });
        if (!resolved) throw conflict(m('Esta disputa ya está resuelta.'));
        await logAdminAction(tx, {
          adminId: admin.profileId,
          actor: admin.email,
          actionName: 'decide_dispute',
          targetTableName: 'disputes',
          targetRecordId: dispute.id,
          oldData: { status: 'open', paymentStatus: before.status },
          newData: {
            status: 'resolved',
            outcome: input.outcome,
            ...parts,
            paymentId: settled.id,
            paymentStatus: settled.status,
            refundedCents: settled.refundedCents,
            note: input.note,
          },
        });
      },
    },
  );
  if (!after) throw conflict(m('Solo se puede decidir una disputa sobre un pago retenido.'));
  return disputeDto(db, disputeId, admin);
}

/**
 * The provider gave the money back outside Faena (its dashboard, a bank's chargeback) while a
 * dispute was open: nothing is left to decide, so the dispute closes as a refund, in the same
 * transaction. Both parties are told by the payment's own refund notice. Wired in src/wiring.ts.
 */
export async function whenPaymentRefundedOutside(tx: Executor, transition: PaymentTransition): Promise<void> {
  if (transition.action !== 'provider_refund') return;
  const { payment, at } = transition;
  await tx
    .update(disputes)
    .set({
      status: 'resolved',
      outcome: 'refund',
      payeeCents: payment.amountCents - payment.refundedCents,
      payerCents: payment.refundedCents,
      decisionNote:
        'El proveedor de pagos devolvió el dinero al propietario fuera de Faena (por ejemplo, por una reclamación al banco).',
      decidedAt: at,
      updatedAt: at,
    })
    .where(and(eq(disputes.paymentId, payment.id), eq(disputes.status, 'open')));
}
