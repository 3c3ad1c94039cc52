import type { PropertyInput, TaskInput } from '@faena/shared/schemas';
import { expect } from 'vitest';
import type { TestUser } from './helpers';
import { propertyInput, taskInput } from './inputs';

export { inDays, propertyInput, taskInput } from './inputs';

export async function createProperty(owner: TestUser, over: Partial<PropertyInput> = {}): Promise<string> {
  const res = await owner.agent.post('/api/properties', propertyInput(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

export async function createTask(
  owner: TestUser,
  propertyId: string,
  over: Partial<TaskInput> & { publish?: boolean } = {},
): Promise<string> {
  const { publish = true, ...rest } = over;
  const res = await owner.agent.post('/api/tasks', { ...taskInput(propertyId, rest), publish });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** A task assigned to a professional (the owner accepted the professional's application). */
export async function createAssignedTask(
  owner: TestUser,
  professional: TestUser,
  propertyId: string,
  title?: string,
  overrides: Partial<TaskInput> = {},
) {
  const taskId = await createTask(owner, propertyId, { ...(title ? { title } : {}), ...overrides });
  const applied = await professional.agent.post(`/api/tasks/${taskId}/applications`, {
    message: 'Puedo hacerlo la semana que viene sin problema.',
    priceCents: 40_000,
    travelCents: 0,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const accepted = await owner.agent.post(`/api/applications/${applied.json().id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return taskId;
}
