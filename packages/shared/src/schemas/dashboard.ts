import { z } from 'zod';
import { zConversation } from './communication';
import { zOffer } from './matching';
import { zTaskSummary } from './tasks';

export const zOwnerDashboard = z.object({
  role: z.literal('property_owner'),
  propertyCount: z.number().int(),
  /** Open tasks, the ones with new applications first. */
  openTasks: z.array(zTaskSummary),
  /** Assigned, in progress or waiting for the owner's confirmation. */
  activeTasks: z.array(zTaskSummary),
  draftCount: z.number().int(),
  conversations: z.array(zConversation),
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
});

export const zDashboard = z.discriminatedUnion('role', [zOwnerDashboard, zProfessionalDashboard]);
export type DashboardDto = z.infer<typeof zDashboard>;
export type OwnerDashboardDto = z.infer<typeof zOwnerDashboard>;
export type ProfessionalDashboardDto = z.infer<typeof zProfessionalDashboard>;
