import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The payments table has one writer, `payments/state-machine.ts`. This reads the source as
 * TypeScript (not as lines of text, so formatting, renamed imports and namespace imports do not
 * hide a write) and finds every statement that could write it:
 *
 * - a Drizzle `.update(…)`, `.insert(…)` or `.delete(…)` whose argument is the `payments` table
 *   imported from `@faena/db` (under any local name, or as `db.payments` of a namespace import);
 * - the table given another name (`const p = payments`), which would hide a later write;
 * - SQL text that updates, inserts into or deletes from `payments`.
 *
 * Reading the table (`.from(payments)`, `payments.status` in a condition) is everyone's right.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const SCANNED = ['apps/server/src', 'packages/db/src', 'bench'];
const WRITER = 'apps/server/src/modules/payments/state-machine.ts';
/** Not the app: the benchmarks' generator loads synthetic databases in bulk SQL, like a restore. */
const NOT_THE_APP = ['bench/lib/generate.ts'];
const RAW_WRITE = /\b(update|insert\s+into|delete\s+from)\s+"?payments"?\b/i;

function paymentWrites(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== '@faena/db') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if ((element.propertyName ?? element.name).text === 'payments') names.add(element.name.text);
      }
    }
  }
  const isTable = (node: ts.Node | undefined): boolean =>
    !!node &&
    ((ts.isIdentifier(node) && names.has(node.text)) ||
      (ts.isPropertyAccessExpression(node) &&
        node.name.text === 'payments' &&
        ts.isIdentifier(node.expression) &&
        namespaces.has(node.expression.text)) ||
      ((ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) && isTable(node.expression)));
  const found: string[] = [];
  const at = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${fileName}:${line + 1}: ${node.getText().split('\n')[0]?.slice(0, 80)}`;
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['update', 'insert', 'delete'].includes(node.expression.name.text) &&
      isTable(node.arguments[0])
    ) {
      found.push(at(node));
    } else if (ts.isVariableDeclaration(node) && isTable(node.initializer)) {
      found.push(at(node));
    } else if (
      (ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isStringLiteral(node)) &&
      RAW_WRITE.test(node.text)
    ) {
      found.push(at(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

describe('one writer of a payment', () => {
  it('finds a write however it is spelled (the check can fail)', () => {
    const wrong = `
      import { payments as p, tasks } from '@faena/db';
      import * as schema from '@faena/db';
      export async function sneaky(db, id) {
        await db.update(p).set({ status: 'released' }).where(eq(p.id, id));
        await db.insert(schema.payments).values({});
        const alias = p;
        await db.execute(sql\`UPDATE payments SET status = 'refunded' where id = \${id}\`);
        await db.select().from(p).where(eq(p.status, 'held'));
        await db.update(tasks).set({ title: 'x' });
      }`;
    expect(paymentWrites('fixture.ts', wrong).map((w) => w.split(': ')[0])).toEqual([
      'fixture.ts:5',
      'fixture.ts:6',
      'fixture.ts:7',
      'fixture.ts:8',
    ]);
  });

  it('is payments/state-machine.ts: no other file writes the payments table', () => {
    const writes = SCANNED.flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
        paymentWrites(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')),
      ),
    );
    const elsewhere = writes.filter((w) => !w.startsWith(`${WRITER}:`));
    expect(elsewhere.filter((w) => !NOT_THE_APP.some((file) => w.startsWith(`${file}:`)))).toEqual([]);
    // The writer itself is found (the scan sees real writes): opening, transitions, the bank's wait.
    expect(writes.filter((w) => w.startsWith(`${WRITER}:`)).length).toBeGreaterThanOrEqual(3);
  });
});
