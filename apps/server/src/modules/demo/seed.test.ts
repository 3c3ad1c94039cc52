import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, type TestContext } from '../../../test/helpers';
import { DEMO_PASSWORD, DEMO_PORTFOLIO } from './data';
import { seedDemoData } from './seed';

let ctx: TestContext;
let carmen: Agent;

beforeAll(async () => {
  ctx = await createTestApp();
  expect((await seedDemoData(ctx.database.db, { withAdmin: true })).skipped).toBe(false);
  carmen = new Agent(ctx.app);
  const res = await carmen.post('/api/auth/sign-in', { email: 'carmen.ruiz@faena.demo', password: DEMO_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

describe('demo data', () => {
  it('gives owners professionals to find, searchable in Spanish, with portfolios', async () => {
    const jaen = (await carmen.get('/api/professionals?province=23')).json();
    expect(jaen.items.map((p: { firstName: string }) => p.firstName).sort()).toEqual(['Manuel', 'Pedro']);
    const poda = (await carmen.get('/api/professionals?q=poda%20olivos')).json();
    expect(poda.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Pedro']);
    const pedro = poda.items[0];
    const portfolio = (await carmen.get(`/api/professionals/${pedro.profileId}`)).json();
    expect(portfolio.portfolio.map((i: { title: string }) => i.title)).toEqual(
      DEMO_PORTFOLIO.filter((i) => i.professional === 'pedro').map((i) => i.title),
    );
    expect(portfolio.viewer.canOffer).toBe(true);
    expect((await seedDemoData(ctx.database.db, { withAdmin: true })).skipped).toBe(true);
  });
});
