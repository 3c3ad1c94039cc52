/**
 * Spanish tax ids (NIF of a person, NIE of a foreigner, CIF of a company), checked with their
 * control character. Written by people with spaces, dashes and lower case: normalised first.
 */
export type TaxIdKind = 'nif' | 'nie' | 'cif';

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
/** Organisations whose CIF ends in a letter only (public bodies, foreign entities, churches…). */
const CIF_LETTER_ONLY = 'KPQSNW';
/** Companies (S.A., S.L.), estates and communities of owners: a digit only. */
const CIF_DIGIT_ONLY = 'ABEH';

/** Upper case, without spaces, dashes or dots ("12.345.678-z" → "12345678Z"). */
export function normalizeTaxId(input: string): string {
  return input.toUpperCase().replace(/[\s.\-_/]/g, '');
}

function nifLetter(digits: string): string {
  return NIF_LETTERS[Number(digits) % 23] as string;
}

/** The CIF's control digit for its 7 digits (the official algorithm). */
function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    if (i % 2 === 1) sum += n;
    else {
      const doubled = n * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** The kind of a valid tax id (already normalised or not), or null when it is not one. */
export function taxIdKind(input: string): TaxIdKind | null {
  const id = normalizeTaxId(input);
  let m = /^(\d{8})([A-Z])$/.exec(id);
  if (m) return nifLetter(m[1] as string) === m[2] ? 'nif' : null;
  m = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (m) {
    const digits = `${'XYZ'.indexOf(m[1] as string)}${m[2]}`;
    return nifLetter(digits) === m[3] ? 'nie' : null;
  }
  m = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (m) {
    const [, letter, digits, control] = m as unknown as [string, string, string, string];
    const digit = cifControlDigit(digits);
    const asDigit = control === String(digit);
    const asLetter = control === CIF_CONTROL_LETTERS[digit];
    if (CIF_LETTER_ONLY.includes(letter)) return asLetter ? 'cif' : null;
    if (CIF_DIGIT_ONLY.includes(letter)) return asDigit ? 'cif' : null;
    return asDigit || asLetter ? 'cif' : null;
  }
  return null;
}

export function isValidTaxId(input: string): boolean {
  return taxIdKind(input) !== null;
}
