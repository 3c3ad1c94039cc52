import { m } from './messages';

/**
 * The referencia catastral of the Dirección General del Catastro: 20 characters — 14 for the
 * parcel, 4 for the property inside it and 2 control letters. Each control letter is computed
 * from 11 characters (the first or the second half of the parcel code, followed by the 4 of
 * the property): digits count as themselves, letters by their place in the Spanish alphabet
 * (A = 1 … N = 14, Ñ = 15, O = 16 … Z = 27); each value is multiplied by its weight and the sum,
 * modulo 23, picks the letter from MQWERTYUIOPASDFGHJKLBZX.
 *
 * Rústica (rural) parcels read as province (2 digits), municipality (3), sector (a letter),
 * polígono (3) and parcela (5): 06011A012002450000QE is polígono 12, parcela 245 of
 * municipality 011 of the Badajoz delegation.
 *
 * Álava, Gipuzkoa, Bizkaia and Navarra keep their own (foral) cadastres with other formats.
 */

const WEIGHTS = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1] as const;
const CONTROL_LETTERS = 'MQWERTYUIOPASDFGHJKLBZX';
const ALPHABET = 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** Provinces with a foral cadastre, whose references do not follow the state's format. */
export const FORAL_CADASTRE_PROVINCES: ReadonlySet<string> = new Set(['01', '20', '31', '48']);

/** Upper case without spaces, dots, hyphens or slashes, as people copy it from a receipt. */
export function normalizeCadastralRef(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

function charValue(char: string): number {
  if (char >= '0' && char <= '9') return Number(char);
  const index = ALPHABET.indexOf(char);
  if (index === -1) throw new Error(`carácter no válido: ${char}`);
  return index + 1;
}

function controlLetter(part: string): string {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += charValue(part.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CONTROL_LETTERS.charAt(sum % 23);
}

/** The two control letters of the first 18 characters of a reference. */
export function cadastralControlLetters(first18: string): string {
  const ref = normalizeCadastralRef(first18);
  if (!/^[0-9A-ZÑ]{18}/.test(ref)) throw new Error('hacen falta 18 caracteres alfanuméricos');
  const property = ref.slice(14, 18);
  return controlLetter(ref.slice(0, 7) + property) + controlLetter(ref.slice(7, 14) + property);
}

export type CadastralProblem = 'length' | 'characters' | 'control';

/** What is wrong with a reference, or null when it is valid (length, characters, control letters). */
export function cadastralRefProblem(value: string): CadastralProblem | null {
  const ref = normalizeCadastralRef(value);
  if (ref.length !== 20) return 'length';
  if (!/^[0-9A-ZÑ]{18}[A-Z]{2}$/.test(ref)) return 'characters';
  return cadastralControlLetters(ref) === ref.slice(18) ? null : 'control';
}

export function isValidCadastralRef(value: string): boolean {
  return cadastralRefProblem(value) === null;
}

/** The Spanish message for a wrong reference. */
export const CADASTRAL_MESSAGES: Record<CadastralProblem, string> = {
  length: m('La referencia catastral tiene 20 caracteres (letras y números), por ejemplo 06011A012002450000QE.'),
  characters: m('La referencia catastral solo lleva letras y números, y termina en dos letras.'),
  control: m(
    'La referencia catastral no es válida: las dos letras finales no cuadran con el resto. Revísala en el recibo del IBI o en la Sede del Catastro.',
  ),
};

/** "7837301 VG8173B 0001 TT": the grouping the Catastro prints. */
export function formatCadastralRef(value: string): string {
  const ref = normalizeCadastralRef(value);
  if (ref.length !== 20) return ref;
  return `${ref.slice(0, 7)} ${ref.slice(7, 14)} ${ref.slice(14, 18)} ${ref.slice(18)}`;
}

export interface RuralParcel {
  /** Code of the Catastro's delegation (usually the province's INE code). */
  delegation: string;
  municipality: string;
  sector: string;
  poligono: string;
  parcela: string;
}

/** Polígono and parcela of a rústica reference (digits, a sector letter, digits); null for urban ones. */
export function ruralParcelOf(value: string): RuralParcel | null {
  const ref = normalizeCadastralRef(value);
  const m = /^(\d{2})(\d{3})([A-Z])(\d{3})(\d{5})/.exec(ref);
  if (!m) return null;
  const [, delegation = '', municipality = '', sector = '', poligono = '', parcela = ''] = m;
  return {
    delegation,
    municipality,
    sector,
    poligono: String(Number(poligono)),
    parcela: String(Number(parcela)),
  };
}
