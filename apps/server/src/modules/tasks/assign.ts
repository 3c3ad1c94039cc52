import { applications, type Executor, jobOffers } from '@faena/db';
import { m } from '@faena/shared';
import { and, eq, ne } from 'drizzle-orm';
import { cancelJob } from '../jobs';
import { notify } from '../notifications';
import { type TaskRow, transitionTask } from './state-machine';

export interface Assignment {
  taskId: string;
  professionalId: string;
  priceCents: number;
  travelCents: number;
  /** What the owner accepted, or what the professional accepted. */
  via: { applicationId: string } | { offerId: string };
}

export const offerExpiryKey = (offerId: string) => `offer-expiry:${offerId}`;

/**
 * Gives a task to a professional: one transaction that assigns the task (locking it, so of two
 * concurrent accepts exactly one wins and the other gets a 409), accepts the chosen application
 * or offer, declines every other pending application, cancels every other pending offer, and
 * tells each person involved.
 */
export async function assignTask(tx: Executor, a: Assignment): Promise<TaskRow> {
  const task = await transitionTask(tx, a.taskId, 'assign', {
    assignedProfessionalId: a.professionalId,
    agreedPriceCents: a.priceCents,
    agreedTravelCents: a.travelCents,
  });
  const now = new Date();
  const link = `/task/${task.id}`;

  // The chosen professional's own application (if any) is the accepted one.
  await tx
    .update(applications)
    .set({ status: 'accepted', decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(applications.taskId, task.id),
        eq(applications.professionalId, a.professionalId),
        eq(applications.status, 'pending'),
      ),
    );
  const rejected = await tx
    .update(applications)
    .set({ status: 'rejected', decidedAt: now, updatedAt: now })
    .where(and(eq(applications.taskId, task.id), eq(applications.status, 'pending')))
    .returning({ professionalId: applications.professionalId });

  if ('offerId' in a.via) {
    await tx
      .update(jobOffers)
      .set({ status: 'accepted', decidedAt: now, updatedAt: now })
      .where(eq(jobOffers.id, a.via.offerId));
    await cancelJob(tx, offerExpiryKey(a.via.offerId));
  }
  const cancelledOffers = await tx
    .update(jobOffers)
    .set({ status: 'cancelled', decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(jobOffers.taskId, task.id),
        eq(jobOffers.status, 'pending'),
        ne(jobOffers.professionalId, a.professionalId),
      ),
    )
    .returning({ id: jobOffers.id, professionalId: jobOffers.professionalId });
  for (const offer of cancelledOffers) await cancelJob(tx, offerExpiryKey(offer.id));

  if ('applicationId' in a.via) {
    await notify(tx, {
      profileId: a.professionalId,
      type: 'application_accepted',
      title: m('¡Te han elegido para «{title}»!', { title: task.title }),
      body: m('El propietario ha aceptado tu solicitud. Ya puedes ver la dirección y ponerte de acuerdo para empezar.'),
      link,
    });
  } else {
    await notify(tx, {
      profileId: task.ownerId,
      type: 'offer_accepted',
      title: m('Oferta aceptada: «{title}»', { title: task.title }),
      body: m('El profesional ha aceptado tu oferta de trabajo. La tarea ya está asignada.'),
      link,
    });
  }
  for (const { professionalId } of rejected) {
    await notify(tx, {
      profileId: professionalId,
      type: 'application_rejected',
      title: m('Solicitud no elegida: «{title}»', { title: task.title }),
      body: m('El propietario ha elegido a otro profesional. ¡Suerte con la próxima!'),
      link: '/my-applications',
    });
  }
  for (const { professionalId } of cancelledOffers) {
    await notify(tx, {
      profileId: professionalId,
      type: 'offer_cancelled',
      title: m('Oferta retirada: «{title}»', { title: task.title }),
      body: m('La tarea se ha asignado a otro profesional.'),
      link: '/my-applications',
    });
  }
  return task;
}
