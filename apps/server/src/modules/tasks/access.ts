import { TASK_UNDER_WAY, type TaskStatus } from '@faena/shared';

/**
 * Whether this profile may see the access details of the task's property right now: where the
 * finca is exactly and how to get in (address, cadastral reference, polígono and parcela, track,
 * gate, keys and codes, 4×4, access notes, coordinates and the property's photos). The owner
 * always; the assigned professional while the job is under way (TASK_UNDER_WAY, from acceptance
 * until the owner confirms): never once the task is completed or cancelled, whatever happened to
 * the job, so a former professional keeps no way in (nor sees what the owner changes later). The
 * phone number has a wider rule: TASK_WITH_PROFESSIONAL, in `buildTaskDto`. `images/service.ts`
 * applies the same states to who may load a property's photos.
 */
export function seesAccessDetails(
  task: { ownerId: string; assignedProfessionalId: string | null; status: TaskStatus },
  profileId: string,
): boolean {
  if (task.ownerId === profileId) return true;
  return task.assignedProfessionalId === profileId && TASK_UNDER_WAY.includes(task.status);
}
