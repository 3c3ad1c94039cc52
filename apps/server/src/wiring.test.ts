import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Importing a module registers nothing: how modules react to each other is wired in one place
 * (`wiring.ts`, called by `buildApp` and `createJobWorker`), so whether payments refund a
 * cancelled task no longer depends on who happened to import `payments/service.ts`. A statement
 * at a module's top level that is not a declaration (a call such as `taskHooks.onCancelled(…)`)
 * runs at import: only the programs' entry points may have one.
 */
const SRC = import.meta.dirname;
const ENTRY_POINTS = new Set([
  'server.ts',
  'cli/admin.ts',
  'cli/backup.ts',
  'cli/contract.ts',
  'cli/migrate.ts',
  'cli/restore.ts',
  'cli/seed.ts',
]);

function importSideEffects(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((s) => ts.isExpressionStatement(s))
    .map(
      (s) => `${fileName}:${source.getLineAndCharacterOfPosition(s.getStart()).line + 1}: ${s.getText().slice(0, 60)}`,
    );
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('wiring', () => {
  it('finds a registration made at import (the check can fail)', () => {
    const wrong = `import { taskHooks } from '../tasks/hooks';
export async function refund() {}
taskHooks.onCancelled(refund);`;
    expect(importSideEffects('fixture.ts', wrong)).toEqual(['fixture.ts:3: taskHooks.onCancelled(refund);']);
  });

  it('no server module registers anything as a side effect of being imported', () => {
    const found = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file))
      .filter((file) => !ENTRY_POINTS.has(file))
      .flatMap((file) => importSideEffects(file, fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
