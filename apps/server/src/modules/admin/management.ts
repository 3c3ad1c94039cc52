import {
  type Database,
  type Executor,
  fieldWorkerProfiles,
  payments,
  profiles,
  properties,
  tasks,
  user,
} from '@faena/db';
import { m } from '@faena/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import type { Auth } from '../auth';
import { notify } from '../notifications';
import type { PaymentProviders } from '../payments';
import { settlePayment } from '../payments';
import { cancelTask } from '../tasks';
import { lockActiveAdmins, setAdmin, wouldLeaveNoAdmin } from './admins';
import { logAdminAction } from './audit';

const by = (admin: Actor) => ({ adminId: admin.profileId, actor: admin.email });

async function professional(tx: Executor, profileId: string) {
  const [row] = await tx
    .select({ p: profiles, fwp: fieldWorkerProfiles })
    .from(profiles)
    .innerJoin(fieldWorkerProfiles, eq(fieldWorkerProfiles.profileId, profiles.id))
    .where(eq(profiles.id, profileId));
  if (!row) throw notFound();
  return row;
}

/** Verify, reject (with a reason) or withdraw a professional's verification. */
export async function setVerification(
  db: Database,
  admin: Actor,
  profileId: string,
  decision: 'verified' | 'rejected' | 'none',
  reason?: string,
) {
  await db.transaction(async (tx) => {
    const before = await professional(tx, profileId);
    const note = decision === 'rejected' ? (reason ?? null) : null;
    await tx
      .update(fieldWorkerProfiles)
      .set({ verificationStatus: decision, verificationNote: note, updatedAt: new Date() })
      .where(eq(fieldWorkerProfiles.profileId, profileId));
    await tx
      .update(profiles)
      .set({ verified: decision === 'verified', updatedAt: new Date() })
      .where(eq(profiles.id, profileId));
    await logAdminAction(tx, {
      ...by(admin),
      actionName: { verified: 'verify_professional', rejected: 'reject_verification', none: 'unverify_professional' }[
        decision
      ],
      targetTableName: 'field_worker_profiles',
      targetRecordId: profileId,
      oldData: {
        verified: before.p.verified,
        verification_status: before.fwp.verificationStatus,
        verification_note: before.fwp.verificationNote,
      },
      newData: { verified: decision === 'verified', verification_status: decision, verification_note: note },
    });
    await notify(tx, {
      profileId,
      type: 'verification_changed',
      title:
        decision === 'verified'
          ? m('¡Tu perfil está verificado!')
          : decision === 'rejected'
            ? m('No hemos podido verificar tu perfil')
            : m('Tu perfil ya no está verificado'),
      body:
        decision === 'rejected'
          ? m('Motivo: {reason}', { reason: String(reason) })
          : decision === 'verified'
            ? m('Los propietarios verán la insignia de verificado.')
            : '',
      link: '/profile',
    });
  });
}

export async function changeAdmin(db: Database, admin: Actor, profileId: string, grant: boolean) {
  const [row] = await db
    .select({ email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  if (!row) throw notFound();
  return setAdmin(db, row.email, grant, by(admin));
}

/** Suspends (or reactivates) an account: its sessions end at once and its open tasks leave Browse. */
export async function setSuspended(
  db: Database,
  auth: Auth,
  admin: Actor,
  profileId: string,
  suspend: boolean,
  reason?: string,
) {
  if (profileId === admin.profileId) throw conflict(m('No puedes suspender tu propia cuenta.'));
  const [before] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  if (!before) throw notFound();
  await db.transaction(async (tx) => {
    if (suspend) {
      const activeAdmins = await lockActiveAdmins(tx);
      // Two administrators suspending each other at once: the second finds itself suspended.
      if (!activeAdmins.includes(admin.profileId)) throw new AppError('ADMIN_ONLY');
      if (wouldLeaveNoAdmin(activeAdmins, profileId)) {
        throw new AppError('LAST_ADMIN', m('Es el único administrador activo: nombra a otro antes de suspenderlo.'));
      }
    }
    await tx
      .update(profiles)
      .set({ suspendedAt: suspend ? new Date() : null, updatedAt: new Date() })
      .where(eq(profiles.id, profileId));
    await logAdminAction(tx, {
      ...by(admin),
      actionName: suspend ? 'suspend_user' : 'reactivate_user',
      targetTableName: 'profiles',
      targetRecordId: profileId,
      oldData: { suspended_at: before.suspendedAt?.toISOString() ?? null },
      newData: { suspended_at: suspend ? new Date().toISOString() : null, reason: reason ?? null },
    });
    if (suspend) await publishEvent(tx, { to: [profileId], type: 'session.ended' });
  });
  if (suspend) {
    const ctx = await (await auth.get()).$context;
    await ctx.internalAdapter.deleteUserSessions(before.userId);
  }
}

export async function setTaskHidden(db: Database, admin: Actor, taskId: string, hidden: boolean) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
    if (!before) throw notFound();
    const hiddenAt = hidden ? new Date() : null;
    await tx.update(tasks).set({ hiddenAt, updatedAt: new Date() }).where(eq(tasks.id, taskId));
    await logAdminAction(tx, {
      ...by(admin),
      actionName: hidden ? 'hide_task' : 'unhide_task',
      targetTableName: 'tasks',
      targetRecordId: taskId,
      oldData: { hidden_at: before.hiddenAt?.toISOString() ?? null },
      newData: { hidden_at: hiddenAt?.toISOString() ?? null },
    });
  });
}

/** Cancels any task not yet completed; the owner and the assigned professional are told; a held payment is refunded. */
export async function cancelTaskAsAdmin(db: Database, admin: Actor, taskId: string, reason: string) {
  return cancelTask(db, { actor: admin, asAdmin: true }, taskId, { reason }, async (tx, before, after) => {
    await logAdminAction(tx, {
      ...by(admin),
      actionName: 'cancel_task',
      targetTableName: 'tasks',
      targetRecordId: taskId,
      oldData: { status: before.status },
      newData: { status: after.status, cancel_reason: reason },
    });
  });
}

export async function archivePropertyAsAdmin(db: Database, admin: Actor, propertyId: string, archive: boolean) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
    if (!before) throw notFound();
    const archivedAt = archive ? (before.archivedAt ?? new Date()) : null;
    await tx.update(properties).set({ archivedAt, updatedAt: new Date() }).where(eq(properties.id, propertyId));
    await logAdminAction(tx, {
      ...by(admin),
      actionName: archive ? 'archive_property' : 'restore_property',
      targetTableName: 'properties',
      targetRecordId: propertyId,
      oldData: { archived_at: before.archivedAt?.toISOString() ?? null },
      newData: { archived_at: archivedAt?.toISOString() ?? null },
    });
  });
}

/**
 * Releases (to the professional) or refunds (to the owner) a held payment, with a reason: the
 * payments module moves the money once (intent under the row lock, then the provider, then the
 * state), and the audit row is written in the same transaction as the new state.
 */
export async function settlePaymentAsAdmin(
  db: Database,
  providers: PaymentProviders,
  admin: Actor,
  paymentId: string,
  outcome: 'released' | 'refunded',
  reason: string,
) {
  const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound();
  const action = outcome === 'released' ? 'release' : 'refund';
  const after = await settlePayment(
    { db, providers },
    paymentId,
    action,
    { by: 'admin', reason },
    {
      record: (tx, before, settled) =>
        logAdminAction(tx, {
          ...by(admin),
          actionName: outcome === 'released' ? 'release_payment' : 'refund_payment',
          targetTableName: 'payments',
          targetRecordId: paymentId,
          oldData: { status: before.status },
          newData: { status: settled.status, reason },
        }),
    },
  );
  if (!after) throw conflict(m('Solo se puede liberar o reembolsar un pago retenido.'));
}
