import { describe, expect, it } from 'vitest';
import { m } from './messages';
import { APPLY_REFUSAL_VALUES, APPLY_REFUSALS, REVIEW_REFUSAL_VALUES, REVIEW_REFUSALS } from './reasons';
import { checkText, markedText } from './validation-texts';

describe('refusal codes and validation texts (issue 24)', () => {
  it('the written-out codes are exactly the tables’ keys', () => {
    expect([...APPLY_REFUSAL_VALUES].sort()).toEqual(Object.keys(APPLY_REFUSALS).sort());
    expect([...REVIEW_REFUSAL_VALUES].sort()).toEqual(Object.keys(REVIEW_REFUSALS).sort());
  });

  it('a rule’s text is its Castellano, found again as its message; any other text is itself', () => {
    const text = checkText(m('Máximo {max} caracteres.', { max: 120 }));
    expect(text).toBe('Máximo 120 caracteres.');
    expect(markedText(text)).toEqual({ id: 'Máximo {max} caracteres.', values: { max: 120 } });
    expect(markedText('Escribe tu nombre.')).toBe('Escribe tu nombre.');
  });
});
