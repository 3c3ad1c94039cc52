import type { TaskStatus } from '@faena/shared';

/**
 * States in which the assigned professional sees where the finca is exactly and how to get in:
 * address, cadastral reference, polígono and parcela, track, gate, keys and codes, 4×4, access
 * notes, coordinates and the property's photos. From acceptance until the owner confirms: never
 * once the task is completed or cancelled, whatever happened to the job, so a former
 * professional keeps no way in (nor sees what the owner changes later). The owner always sees
 * their own property. (The phone number has its own rule: WORKING_STATES in ./repository.)
 *
 * Kept in a file of its own so `images/service.ts` (who may load a property's photos) can use
 * it without importing the task repository, which imports images.
 */
export const ACCESS_STATES: ReadonlySet<TaskStatus> = new Set<TaskStatus>([
  'assigned',
  'in_progress',
  'pending_confirmation',
]);

/** Whether this profile may see the access details of the task's property right now. */
export function seesAccessDetails(
  task: { ownerId: string; assignedProfessionalId: string | null; status: TaskStatus },
  profileId: string,
): boolean {
  if (task.ownerId === profileId) return true;
  return task.assignedProfessionalId === profileId && ACCESS_STATES.has(task.status);
}
