import { m } from '@faena/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/errors';

/**
 * Passwords people pick first, in Spanish, that the English-language list below misses. The
 * list is deliberately short: the long list does the work.
 */
const SPANISH = [
  'contraseña',
  'contrasena',
  'contraseña1',
  'contraseña123',
  'contrasena123',
  'micontraseña',
  'tequiero',
  'tequiero1',
  'teamo123',
  'españa123',
  'espana123',
  'barcelona',
  'realmadrid',
  'madrid123',
  'sevilla123',
  'andalucia',
  'faena123',
  'faena2026',
  'campo123',
  'olivar123',
  'cortijo1',
  'qwerty123',
  'abcd1234',
  'asdf1234',
];

let common: Set<string> | null = null;

/**
 * The common-password list: the ranked list of `@zxcvbn-ts/language-common` (about 49,000
 * passwords from public breach corpora, most common first; only those of 8 or more characters
 * matter, as shorter ones fail the length rule) plus the Spanish ones above. Loaded on first use.
 */
export function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const ranked = (dictionary as Record<string, string[]>)['passwords-common'] ?? [];
    common = new Set([...ranked, ...SPANISH].filter((p) => p.length >= 8).map((p) => p.toLowerCase()));
  }
  return common;
}

/** Whether a password is on the list (case-insensitive) or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (/^(.)\1*$/u.test(lower)) return true;
  return commonPasswords().has(lower);
}

/**
 * The server's half of the password policy: the length rules (8–128) are in the shared zod
 * schema, checked on the client too; the list stays on the server (it would weigh on every
 * page). Throws a Spanish error on the given field.
 */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new AppError('COMMON_PASSWORD', undefined, {
      [field]: m('Esa contraseña es demasiado común. Elige otra más difícil de adivinar.'),
    });
  }
}
