import { applications, type Executor, fieldWorkerProfiles, jobOffers, profiles, properties, tasks } from '@faena/db';
import { TASK_UNDER_WAY, type TaskCategory } from '@faena/shared';
import type { DashboardDto } from '@faena/shared/schemas';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { reachOf, taskInReach } from '../../lib/reach';
import { listConversations } from '../messages';
import { toOfferDtos } from '../offers';
import { ownerPaymentsGlance, professionalEarningsGlance } from '../payments';
import { notReserved, summaryColumns, toSummaries } from '../tasks';

/** What each role sees first on /dashboard, in one request. */
export async function dashboardFor(db: Executor, actor: Actor): Promise<DashboardDto> {
  const conversations = (await listConversations(db, actor)).slice(0, 3);
  if (actor.role === 'property_owner') {
    const [props] = await db
      .select({ n: count() })
      .from(properties)
      .where(and(eq(properties.ownerId, actor.profileId), isNull(properties.archivedAt)));
    const mine = await db
      .select(summaryColumns)
      .from(tasks)
      .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
      .where(eq(tasks.ownerId, actor.profileId))
      .orderBy(desc(tasks.updatedAt));
    const summaries = await toSummaries(db, mine, { withPending: true, withAgreedPrice: true });
    const open = summaries
      .filter((t) => t.status === 'open')
      .sort((a, b) => (b.pendingApplications ?? 0) - (a.pendingApplications ?? 0));
    return {
      role: 'property_owner',
      propertyCount: Number(props?.n ?? 0),
      openTasks: open.slice(0, 5),
      activeTasks: summaries.filter((t) => TASK_UNDER_WAY.includes(t.status)).slice(0, 5),
      draftCount: summaries.filter((t) => t.status === 'draft').length,
      conversations,
      payments: await ownerPaymentsGlance(db, actor.profileId),
    };
  }

  const [fwp] = await db.select().from(fieldWorkerProfiles).where(eq(fieldWorkerProfiles.profileId, actor.profileId));
  const provinces = fwp?.serviceProvinces ?? [];
  const categories = fwp?.categories ?? [];
  const recommendedRows =
    fwp && provinces.length && categories.length
      ? await db
          .select(summaryColumns)
          .from(tasks)
          .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
          .where(
            and(
              eq(tasks.status, 'open'),
              isNull(tasks.hiddenAt),
              isNull(profiles.suspendedAt),
              notReserved,
              // Their reach, as the daily digest reads it.
              taskInReach(reachOf(fwp)),
              inArray(tasks.category, categories as TaskCategory[]),
              sql`not exists (select 1 from applications a where a.task_id = ${tasks.id} and a.professional_id = ${actor.profileId})`,
            ),
          )
          .orderBy(sql`${tasks.publishedAt} desc nulls last`)
          .limit(5)
      : [];
  const counts = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.professionalId, actor.profileId))
    .groupBy(applications.status);
  const countOf = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  const offers = await db
    .select()
    .from(jobOffers)
    .where(and(eq(jobOffers.professionalId, actor.profileId), eq(jobOffers.status, 'pending')))
    .orderBy(desc(jobOffers.createdAt));
  const active = await db
    .select(summaryColumns)
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
    .where(and(eq(tasks.assignedProfessionalId, actor.profileId), inArray(tasks.status, [...TASK_UNDER_WAY])))
    .orderBy(desc(tasks.updatedAt));
  return {
    role: 'professional',
    recommended: await toSummaries(db, recommendedRows),
    profileComplete: Boolean(fwp?.headline && provinces.length && categories.length),
    applicationCounts: {
      pending: countOf('pending'),
      accepted: countOf('accepted'),
      rejected: countOf('rejected') + countOf('withdrawn'),
    },
    pendingOffers: await toOfferDtos(db, offers, actor),
    activeTasks: await toSummaries(db, active, { withAgreedPrice: true }),
    conversations,
    earnings: await professionalEarningsGlance(db, actor.profileId),
  };
}
