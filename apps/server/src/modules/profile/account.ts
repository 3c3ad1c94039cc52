import { randomUUID } from 'node:crypto';
import {
  account,
  adminActions,
  applications,
  billingDetails,
  conversations,
  type Database,
  type Executor,
  emails,
  fieldWorkerProfiles,
  idempotencyKeys,
  images,
  invoices,
  jobOffers,
  messages,
  notifications,
  payments,
  portfolioItems,
  profiles,
  progressUpdates,
  properties,
  reviews,
  session,
  tasks,
  user,
  verification,
  verificationDocuments,
} from '@faena/db';
import { m, TASK_UNASSIGNED, TASK_UNDER_WAY } from '@faena/shared';
import { and, eq, inArray, isNotNull, not, notInArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import { lockActiveAdmins, wouldLeaveNoAdmin } from '../admin';
import { verifyPassword } from '../auth';
import { DELETE_IMAGE_FILES_JOB, variantKey } from '../images';
import { enqueueJob } from '../jobs';
import { cancelTaskCascade } from '../tasks';
import { deleteUploadsOf } from '../uploads';

export const EXPORT_FORMAT = 'faena-export-1';
export const DELETED_NAME = 'Usuario eliminado';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Dates as ISO strings, the rest as it is: the rows of a table for the export. */
function plain<T extends Record<string, unknown>>(rows: T[], omit: string[] = []): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([k]) => !omit.includes(k))
        .map(([k, v]) => [k, v instanceof Date ? iso(v) : v]),
    ),
  );
}

/**
 * Everything Faena keeps about the signed-in person (GDPR art. 15 and 20), as one JSON
 * document: account, profile, properties, tasks, applications, offers, progress, conversations
 * with their messages, notifications, payments, reviews written and received, portfolio,
 * verification documents (their description; the files open from /profile), photos, sessions.
 * Never secrets: no password hash, no session token, no reset link.
 */
export async function exportAccount(db: Executor, actor: Actor): Promise<Record<string, unknown>> {
  const me = actor.profileId;
  const [u] = await db.select().from(user).where(eq(user.id, actor.userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, me));
  const worker = await db.select().from(fieldWorkerProfiles).where(eq(fieldWorkerProfiles.profileId, me));
  const myConversations = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.ownerId, me), eq(conversations.professionalId, me)));
  const conversationIds = myConversations.map((c) => c.id);
  const conversationMessages = conversationIds.length
    ? await db
        .select()
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(messages.createdAt)
    : [];
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, actor.userId));
  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    account: u ? { id: u.id, email: u.email, emailVerified: u.emailVerified, createdAt: iso(u.createdAt) } : null,
    profile: profile ? plain([profile])[0] : null,
    professionalProfile: plain(worker, ['searchVector'])[0] ?? null,
    properties: plain(await db.select().from(properties).where(eq(properties.ownerId, me))),
    tasks: plain(await db.select().from(tasks).where(eq(tasks.ownerId, me)), ['searchVector']),
    tasksWorkedOn: plain(await db.select().from(tasks).where(eq(tasks.assignedProfessionalId, me)), ['searchVector']),
    applications: plain(await db.select().from(applications).where(eq(applications.professionalId, me))),
    jobOffers: plain(
      await db
        .select()
        .from(jobOffers)
        .where(or(eq(jobOffers.ownerId, me), eq(jobOffers.professionalId, me))),
    ),
    progressUpdates: plain(await db.select().from(progressUpdates).where(eq(progressUpdates.authorId, me))),
    conversations: plain(myConversations).map((c) => ({
      ...c,
      messages: plain(conversationMessages.filter((m) => m.conversationId === c.id)),
    })),
    notifications: plain(await db.select().from(notifications).where(eq(notifications.profileId, me))),
    payments: plain(
      await db
        .select()
        .from(payments)
        .where(or(eq(payments.payerId, me), eq(payments.payeeId, me))),
      ['idempotencyKey'],
    ),
    billingDetails: plain(await db.select().from(billingDetails).where(eq(billingDetails.profileId, me))),
    // Invoices issued by the person (through Faena) or to them.
    invoices: plain(
      await db
        .select()
        .from(invoices)
        .where(or(eq(invoices.issuerProfileId, me), eq(invoices.recipientProfileId, me))),
    ),
    reviewsWritten: plain(await db.select().from(reviews).where(eq(reviews.reviewerId, me))),
    reviewsReceived: plain(await db.select().from(reviews).where(eq(reviews.revieweeId, me))),
    portfolio: plain(await db.select().from(portfolioItems).where(eq(portfolioItems.professionalId, me))),
    verificationDocuments: plain(
      await db.select().from(verificationDocuments).where(eq(verificationDocuments.profileId, me)),
      ['storageKey'],
    ),
    photos: plain(await db.select().from(images).where(eq(images.uploaderId, me)), ['storageKey']),
    adminActions: plain(await db.select().from(adminActions).where(eq(adminActions.adminId, me))),
    sessions: plain(sessions),
  };
}

/**
 * Deletes the signed-in person's account (GDPR art. 17), in one transaction:
 * - refused with the wrong password, for the last administrator, and while a job is under way
 *   or money is pending or held (the other party depends on it);
 * - the person's open and draft tasks are cancelled (applicants told), pending applications
 *   withdrawn, pending offers declined or cancelled;
 * - personal data erased: name, phone, place, avatar, professional profile, portfolio,
 *   verification documents, notifications, photos (except those of finished work, which are the
 *   other party's record too), the text of their messages, their e-mails in the outbox; the
 *   properties without tasks are deleted and the others stripped of address and notes;
 * - the e-mail becomes an address that cannot receive mail, the password is removed and every
 *   session ends, so nobody can sign in to it again;
 * - kept, anonymised: reviews (shown as "Usuario eliminado"), payments (accounting), finished
 *   and cancelled tasks, the audit log.
 */
export async function deleteAccount(db: Database, actor: Actor, password: string): Promise<void> {
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, actor.userId), eq(account.providerId, 'credential')));
  if (!credential?.password || !(await verifyPassword({ hash: credential.password, password }))) {
    throw new AppError('WRONG_PASSWORD', m('La contraseña no es correcta.'), {
      password: m('La contraseña no es correcta.'),
    });
  }
  const me = actor.profileId;
  await db.transaction(async (tx) => {
    // Lock the admins first, as setAdmin does: two admins deleting themselves at once can
    // never leave the platform without one.
    if (wouldLeaveNoAdmin(await lockActiveAdmins(tx), me)) {
      throw new AppError('LAST_ADMIN', m('Eres el único administrador: nombra a otro antes de eliminar tu cuenta.'));
    }
    const active = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        and(
          or(eq(tasks.ownerId, me), eq(tasks.assignedProfessionalId, me)),
          inArray(tasks.status, [...TASK_UNDER_WAY]),
        ),
      )
      .limit(1);
    const money = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(or(eq(payments.payerId, me), eq(payments.payeeId, me)), inArray(payments.status, ['pending', 'held'])))
      .limit(1);
    if (active.length > 0 || money.length > 0) {
      throw new AppError(
        'CONFLICT',
        m('Tienes trabajos en curso o pagos pendientes. Termínalos o cancélalos antes de eliminar tu cuenta.'),
      );
    }

    await closeOpenWork(tx, me);
    await erasePersonalData(tx, actor);
    await publishEvent(tx, { to: [me], type: 'session.ended' });
  });
}

async function closeOpenWork(tx: Executor, me: string): Promise<void> {
  const reason = 'El propietario ha eliminado su cuenta.';
  const open = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.ownerId, me), inArray(tasks.status, [...TASK_UNASSIGNED])));
  for (const { id } of open) await cancelTaskCascade(tx, id, { action: 'cancel', reason });
  await tx
    .update(applications)
    .set({ status: 'withdrawn', decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(applications.professionalId, me), eq(applications.status, 'pending')));
  await tx
    .update(jobOffers)
    .set({ status: 'declined', decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(jobOffers.professionalId, me), eq(jobOffers.status, 'pending')));
}

async function erasePersonalData(tx: Executor, actor: Actor): Promise<void> {
  const me = actor.profileId;
  const now = new Date();
  const files: string[] = [];

  // Photos: all of theirs except those of work that went ahead with someone (a task that was
  // assigned, its progress updates), which stay with that record for the other party.
  const kept = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.ownerId, me), isNotNull(tasks.assignedProfessionalId)));
  const keep = [and(eq(images.purpose, 'progress'), isNotNull(images.attachedTo))];
  if (kept.length > 0) {
    keep.push(
      and(
        eq(images.purpose, 'task'),
        inArray(
          images.attachedTo,
          kept.map((t) => t.id),
        ),
      ),
    );
  }
  const photoWhere = and(eq(images.uploaderId, me), not(or(...keep) ?? sql`false`));
  const goneImages = await tx.delete(images).where(photoWhere).returning({ storageKey: images.storageKey });
  for (const g of goneImages) files.push(variantKey(g.storageKey, 'display'), variantKey(g.storageKey, 'thumb'));
  const docs = await tx
    .delete(verificationDocuments)
    .where(eq(verificationDocuments.profileId, me))
    .returning({ storageKey: verificationDocuments.storageKey });
  for (const d of docs) files.push(d.storageKey);
  // Uploads under way or finished and unused: their parts go with the rest.
  files.push(...(await deleteUploadsOf(tx, me)));

  await tx.delete(portfolioItems).where(eq(portfolioItems.professionalId, me));
  await tx.delete(notifications).where(eq(notifications.profileId, me));
  // Billing details go; issued invoices stay (kept for the tax authorities, with their snapshots).
  await tx.delete(billingDetails).where(eq(billingDetails.profileId, me));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.profileId, me));
  await tx.update(messages).set({ body: '', clientId: null }).where(eq(messages.senderId, me));
  await tx.update(progressUpdates).set({ text: null }).where(eq(progressUpdates.authorId, me));

  // Properties: those no task refers to go; the others keep only what the tasks show.
  const withTasks = tx.select({ id: tasks.propertyId }).from(tasks).where(eq(tasks.ownerId, me));
  await tx.delete(properties).where(and(eq(properties.ownerId, me), notInArray(properties.id, withTasks)));
  await tx
    .update(properties)
    .set({
      name: 'Propiedad eliminada',
      address: null,
      cadastralRef: null,
      poligono: null,
      parcela: null,
      description: null,
      accessNotes: null,
      latitude: null,
      longitude: null,
      archivedAt: now,
      updatedAt: now,
    })
    .where(eq(properties.ownerId, me));

  await tx
    .update(fieldWorkerProfiles)
    .set({
      headline: null,
      bio: null,
      categories: [],
      serviceProvinces: [],
      travelRadiusKm: null,
      hourlyRateCents: null,
      yearsExperience: null,
      availability: null,
      verificationNote: null,
      updatedAt: now,
    })
    .where(eq(fieldWorkerProfiles.profileId, me));
  await tx
    .update(profiles)
    .set({
      firstName: DELETED_NAME,
      lastName: '',
      phone: null,
      avatarImageId: null,
      locationProvince: null,
      locationMunicipality: null,
      locationMunicipalityCode: null,
      verified: false,
      isAdmin: false,
      emailPrefs: {},
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(profiles.id, me));

  await tx.delete(emails).where(eq(emails.to, actor.email));
  await tx.delete(verification).where(sql`${verification.value} like ${`%${actor.userId}%`}`);
  await tx.delete(session).where(eq(session.userId, actor.userId));
  await tx.delete(account).where(eq(account.userId, actor.userId));
  await tx
    .update(user)
    .set({
      name: DELETED_NAME,
      email: `eliminado-${randomUUID()}@faena.invalid`,
      emailVerified: false,
      image: null,
      updatedAt: now,
    })
    .where(eq(user.id, actor.userId));
  if (files.length > 0) await enqueueJob(tx, { kind: DELETE_IMAGE_FILES_JOB, payload: { keys: files } });
}
