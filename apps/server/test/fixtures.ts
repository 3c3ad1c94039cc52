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

/** The professional completes the test provider's onboarding: they can receive card payments. */
export async function setUpPayouts(professional: TestUser): Promise<void> {
  const started = await professional.agent.post('/api/payments/payout-account');
  expect(started.statusCode, started.body).toBe(200);
  const ref = new URL(started.json().url, 'http://faena.test').searchParams.get('cuenta');
  const done = await professional.agent.post(`/api/payments/test-provider/accounts/${ref}/complete`);
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json().status).toBe('verified');
}

export type TestCardOutcome = 'ok' | 'declined' | 'authentication';
const TEST_METHOD: Record<TestCardOutcome, string> = {
  ok: 'pm_prueba_visa',
  declined: 'pm_prueba_rechazada',
  authentication: 'pm_prueba_3ds',
};

let payKeys = 0;

/**
 * What the browser does to pay by card with the test provider: open the payment, confirm its
 * charge with a test payment method (the element's token, never a card number), answer the
 * bank's step when asked, and come back to Faena (`/sync`). Returns the last answer of each.
 */
export async function payByCard(
  owner: TestUser,
  taskId: string,
  options: {
    card?: TestCardOutcome;
    approve?: boolean;
    idempotencyKey?: string;
    /** Sends the requests (the authorisation matrix spreads them over client addresses). */
    via?: Pick<TestUser['agent'], 'request'>;
  } = {},
) {
  const via = options.via ?? owner.agent;
  const post = (url: string, payload: object = {}) => via.request({ method: 'POST', url, payload });
  const opened = await post(`/api/tasks/${taskId}/payments`, {
    method: 'card',
    idempotencyKey: options.idempotencyKey ?? `tarjeta-${Date.now()}-${++payKeys}`,
  });
  if (opened.statusCode !== 201) return { opened, charge: null, synced: null };
  const clientSecret = opened.json().checkout?.clientSecret as string | undefined;
  if (!clientSecret) return { opened, charge: null, synced: null };
  const ref = clientSecret.split('_secret_')[0];
  let charge = await post(`/api/payments/test-provider/charges/${ref}/confirm`, {
    clientSecret,
    paymentMethod: TEST_METHOD[options.card ?? 'ok'],
  });
  expect(charge.statusCode, charge.body).toBe(200);
  if (charge.json().status === 'requires_action' && options.approve !== undefined) {
    charge = await post(`/api/payments/test-provider/charges/${ref}/authenticate`, {
      clientSecret,
      approved: options.approve,
    });
    expect(charge.statusCode, charge.body).toBe(200);
  }
  const synced = await post(`/api/payments/${opened.json().id}/sync`);
  return { opened, charge, synced, paymentId: opened.json().id as string, ref, clientSecret };
}
