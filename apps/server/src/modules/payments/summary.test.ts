import { payments } from '@faena/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, payByCard, setUpPayouts } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

let keyCounter = 0;
const key = () => `clave-por-mes-${Date.now()}-${++keyCounter}`;

describe('money by month', () => {
  it('gives a professional their net by month of release and an owner their spending by month paid', async () => {
    const o = await signUp(ctx);
    const p = await signUp(ctx, { role: 'professional' });
    await setUpPayouts(p);
    const finca = await createProperty(o);
    const card = (await payByCard(o, await createAssignedTask(o, p, finca, 'Con tarjeta'))).paymentId as string;
    const paidByBizum = async (title: string) => {
      const taskId = await createAssignedTask(o, p, finca, title);
      const paid = await o.agent.post(`/api/tasks/${taskId}/payments`, {
        method: 'bizum',
        idempotencyKey: key(),
        reference: 'MES',
      });
      return paid.json().id as string;
    };
    const now = await paidByBizum('Cobrada ahora');
    expect((await p.agent.post(`/api/payments/${now}/confirm-receipt`)).statusCode).toBe(200);
    const before = await paidByBizum('Cobrada en marzo');
    expect((await p.agent.post(`/api/payments/${before}/confirm-receipt`)).statusCode).toBe(200);
    await paidByBizum('Sin confirmar');
    await ctx.database.db
      .update(payments)
      .set({ createdAt: new Date('2024-03-10T10:00:00Z'), releasedAt: new Date('2024-03-31T22:30:00Z') })
      .where(eq(payments.id, before));
    const month = (await p.agent.get('/api/dashboard')).json().earnings.month as string;

    // Released at 00:30 on 1 April in Madrid: April's money.
    expect((await p.agent.get('/api/payments')).json().byMonth).toEqual([
      { month, cents: 36_000, count: 1 },
      { month: '2024-04', cents: 36_000, count: 1 },
    ]);
    // The owner: the card payment (held) and the Bizum now (released) this month, March's Bizum in
    // March; the one not yet confirmed is not spending yet.
    expect((await o.agent.get('/api/payments')).json().byMonth).toEqual([
      { month, cents: 80_000, count: 2 },
      { month: '2024-03', cents: 40_000, count: 1 },
    ]);
    // A refund gives the money back: it is no longer spending.
    await ctx.database.db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, card));
    expect((await o.agent.get('/api/payments')).json().byMonth[0]).toEqual({ month, cents: 40_000, count: 1 });
  });
});
