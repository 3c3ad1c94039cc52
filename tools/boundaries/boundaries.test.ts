import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const FIXTURE = 'tools/boundaries/fixture';

/**
 * dependency-cruiser with the repository's own rules (.dependency-cruiser.cjs) and the output
 * `npm run lint` prints: one line `error <rule>: <from> → <to>` per violation, and a failing exit.
 */
async function cruise(...args: string[]): Promise<{ code: number; violations: string[] }> {
  const run = promisify(execFile);
  const argv = [cli, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...args];
  let code = 0;
  let stdout: string;
  try {
    ({ stdout } = await run(process.execPath, argv, { cwd: root }));
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    if (typeof failed.code !== 'number' || !failed.stdout) throw error;
    ({ code, stdout } = failed as { code: number; stdout: string });
  }
  // A circle is printed from its first file, the rest on the lines below: `to` is empty then.
  const violations = [...stdout.matchAll(/^\s*error (\S+): (\S+) → ?(\S*)$/gm)].map(
    ([, rule, from, to]) => `${rule}: ${from?.replace(`${FIXTURE}/`, '')} → ${to?.replace(`${FIXTURE}/`, '')}`,
  );
  return { code, violations };
}

describe('the import walls', () => {
  // A child process that parses and resolves the fixture: seconds on a busy machine.
  it('report every deliberately wrong import of the fixture, and none of the allowed ones', async () => {
    // The fixture's `@/…` import reaches the real apps/web/src: included, not followed further.
    const { code, violations } = await cruise('--do-not-follow', '^apps/', FIXTURE);
    expect(violations.sort()).toEqual(
      [
        'web-feature-to-feature: apps/web/src/features/tasks/TaskScreen.ts → apps/web/src/features/payments/PayButton.ts',
        'web-feature-to-feature: apps/web/src/features/tasks/aliased.ts → apps/web/src/features/payments/api.ts',
        'web-feature-to-app: apps/web/src/features/tasks/TaskScreen.ts → apps/web/src/app/routes.ts',
        'web-shared-to-features: apps/web/src/components/Card.ts → apps/web/src/app/routes.ts',
        'web-shared-to-features: apps/web/src/components/Card.ts → apps/web/src/features/payments/PayButton.ts',
        'web-shared-to-features: apps/web/src/lib/format.ts → apps/web/src/features/auth/session.ts',
        'web-unresolvable: apps/web/src/features/tasks/aliased.ts → @/features/tasks/no-such-module',
        'server-module-internals: apps/server/src/modules/tasks/service.ts → apps/server/src/modules/payments/service.ts',
        'server-module-cycle: apps/server/src/modules/series/index.ts → ',
        'package-to-app: packages/db/src/uses-app.ts → apps/server/test/helpers.ts',
        'app-to-other-app-tests: apps/web/test/uses-server-helpers.ts → apps/server/test/helpers.ts',
      ].sort(),
    );
    // Errors fail the command, and so `npm run lint`: the exit code is their number.
    expect(code).toBe(11);
  }, 120_000);
});
