import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers';
import { CONTRACT_FILE, contractSource } from './contract';
import { paths } from './lib/paths';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the API contract', () => {
  it('is what the server serves: a route or schema changed without `npm run contract` fails here', async () => {
    const committed = fs.readFileSync(path.join(paths.root(), CONTRACT_FILE), 'utf8');
    const served = await contractSource(ctx.app);
    expect(committed === served, 'El contrato no está al día: ejecuta «npm run contract».').toBe(true);
  });
});
