import { centsToEuros, estimatedBudgetRange } from '@faena/shared';
import type { TaskDto } from '@faena/shared/schemas';
import { track } from './client';

/**
 * The original's product events with exactly its properties (section 7). The common
 * properties (platform, timestamp, url…) are added to every event in runtime.ts.
 */

/** task_published: after the server accepted the task (budget in euros, as numbers). */
export function taskPublishedProperties(task: TaskDto) {
  return {
    task_id: task.id,
    owner_id: task.owner.profileId,
    property_id: task.property.id,
    task_category: task.category,
    urgency: task.urgency,
    budget_min: task.budgetMinCents === null ? null : centsToEuros(task.budgetMinCents),
    budget_max: task.budgetMaxCents === null ? null : centsToEuros(task.budgetMaxCents),
    has_description: task.description.trim().length > 0,
    has_preferred_start_date: task.preferredStartDate !== null,
    estimated_budget_range: estimatedBudgetRange(task.budgetMinCents, task.budgetMaxCents),
  };
}

/** task_creation_started: the owner started publishing from the dashboard (from a property, or not). */
export function taskCreationStartedProperties(ownerId: string, propertyId: string | null) {
  return { owner_id: ownerId, property_id: propertyId, source: 'dashboard' as const };
}

export const trackTaskPublished = (task: TaskDto) => track('task_published', taskPublishedProperties(task));

export const trackTaskCreationStarted = (ownerId: string, propertyId: string | null) =>
  track('task_creation_started', taskCreationStartedProperties(ownerId, propertyId));
