import { z } from 'zod';
import { zConversation } from './communication';
import { zOffer } from './matching';
import { zTaskSummary } from './tasks';

/** A task waiting for the owner's payment, with what they pay (work plus travel). */
const zDueItem = z.object({ taskId: z.string(), title: z.string(), amountCents: z.number().int() });

/** The owner's money at a glance: the first few of each list, and the count and total of all. */
export const zOwnerPaymentsGlance = z.object({
  /** Tasks assigned or later and not paid yet (the same list as /payments' "Por pagar"). */
  due: z.array(zDueItem),
  dueCount: z.number().int(),
  dueCents: z.number().int(),
  /** Card payments held by Faena until the owner confirms the work. */
  held: z.array(zDueItem.extend({ paymentId: z.string() })),
  heldCount: z.number().int(),
  heldCents: z.number().int(),
});
export type OwnerPaymentsGlance = z.infer<typeof zOwnerPaymentsGlance>;

/** The professional's earnings at a glance, net of Faena's fee. */
export const zProfessionalEarningsGlance = z.object({
  /** The calendar month of `thisMonthCents` (YYYY-MM, Spanish peninsular time). */
  month: z.string(),
  /** Released to them this month. */
  thisMonthCents: z.number().int(),
  /** Held until the owner confirms the work. */
  heldCents: z.number().int(),
  /** Paid by transfer or Bizum and not yet confirmed as received. */
  pendingCents: z.number().int(),
});
export type ProfessionalEarningsGlance = z.infer<typeof zProfessionalEarningsGlance>;

export const zOwnerDashboard = z.object({
  role: z.literal('property_owner'),
  propertyCount: z.number().int(),
  /** Open tasks, the ones with new applications first. */
  openTasks: z.array(zTaskSummary),
  /** Assigned, in progress or waiting for the owner's confirmation. */
  activeTasks: z.array(zTaskSummary),
  draftCount: z.number().int(),
  conversations: z.array(zConversation),
  payments: zOwnerPaymentsGlance,
});

export const zProfessionalDashboard = z.object({
  role: z.literal('professional'),
  /** Open tasks in the professional's provinces and categories, newest first. */
  recommended: z.array(zTaskSummary),
  profileComplete: z.boolean(),
  applicationCounts: z.object({ pending: z.number().int(), accepted: z.number().int(), rejected: z.number().int() }),
  pendingOffers: z.array(zOffer),
  activeTasks: z.array(zTaskSummary),
  conversations: z.array(zConversation),
  earnings: zProfessionalEarningsGlance,
});

export const zDashboard = z.discriminatedUnion('role', [zOwnerDashboard, zProfessionalDashboard]);
export type DashboardDto = z.infer<typeof zDashboard>;
export type OwnerDashboardDto = z.infer<typeof zOwnerDashboard>;
export type ProfessionalDashboardDto = z.infer<typeof zProfessionalDashboard>;
