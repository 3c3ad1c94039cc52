import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excerpt } from './repository';

/** The plain definition: collapse all of the text, then cut. */
function reference(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

describe('excerpt', () => {
  it('collapses whitespace and cuts with an ellipsis', () => {
    expect(excerpt('  Poda\n\nde   olivos\t ')).toBe('Poda de olivos');
    expect(excerpt('a b c d e', 4)).toBe('a b…');
    expect(excerpt(`${'x '.repeat(200)}`)).toBe(`${'x '.repeat(89)}x…`);
  });

  it('gives what collapsing the whole text gives, whatever the text and length', () => {
    const chars = fc.constantFrom('a', 'ñ', ' ', '\n', '\t', '\u00a0', '\u3000', '.', '🌿');
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 600 }).map((a) => a.join('')),
        fc.integer({ min: 1, max: 300 }),
        (text, max) => excerpt(text, max) === reference(text, max),
      ),
      { numRuns: 5000 },
    );
    for (const text of [`${' '.repeat(300)}fin`, `${'a\n\n\n'.repeat(150)}`, 'x'.repeat(197), 'x'.repeat(198)]) {
      expect(excerpt(text)).toBe(reference(text));
    }
  });
});
