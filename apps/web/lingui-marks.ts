import path from 'node:path';
import type { ExtractorType } from '@lingui/conf';
import ts from 'typescript';

/**
 * Lingui's extractor for the texts of the shared package and the server (issue 24): they cannot
 * use the macros (the server is built without Babel), so each is a Castellano text marked with
 * `m('…')` or `m('… {name} …', { name })` from @faena/shared, and is its own id. This finds those
 * calls, with a literal first argument, and hands their text to Lingui like any message.
 */
const ROOTS = [
  path.resolve(import.meta.dirname, '../../packages/shared/src'),
  path.resolve(import.meta.dirname, '../server/src'),
];

export const isMarkedSource = (filename: string) =>
  ROOTS.some((root) => path.resolve(filename).startsWith(root + path.sep)) &&
  /\.tsx?$/.test(filename) &&
  !/\.test\.tsx?$/.test(filename);

export const marks: ExtractorType = {
  match: isMarkedSource,
  extract(filename, code, onMessageExtracted) {
    const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'm' &&
        node.arguments[0] &&
        (ts.isStringLiteral(node.arguments[0]) || ts.isNoSubstitutionTemplateLiteral(node.arguments[0]))
      ) {
        const text = node.arguments[0].text;
        const { line, character } = source.getLineAndCharacterOfPosition(node.getStart());
        onMessageExtracted({ id: text, message: text, origin: [filename, line + 1, character] });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  },
};
