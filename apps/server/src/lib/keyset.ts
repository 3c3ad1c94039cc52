import { type Msg, m } from '@faena/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { AppError } from './errors';

/**
 * Keyset pagination, written once: a page is the rows after the last one of the page before, in
 * a stable order that ends with the id; its cursor is that last row's sort values and id, as
 * JSON in base64url (opaque to the client, checked when it comes back). Used by Browse tasks,
 * Find professionals, notifications and conversations.
 */
export type CursorValue = string | number | null;

/** A check of one value of a cursor. */
export type CursorCheck<T> = (value: unknown) => value is T;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The checks of the values a cursor may carry. */
export const cursorValue = {
  /** A row's id (every cursor ends with one). */
  uuid: (v: unknown): v is string => typeof v === 'string' && UUID.test(v),
  /** A moment, as `exactTime` writes it. */
  time: (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  /** A calendar date, YYYY-MM-DD. */
  date: (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  /** A whole number of cents. */
  int: (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v),
  /** A count: a whole number, 0 or more. */
  count: (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0,
  /** A number between min and max (a rating average). */
  between:
    (min: number, max: number) =>
    (v: unknown): v is number =>
      typeof v === 'number' && v >= min && v <= max,
  /** The check, or null (rows without that value sort last). */
  orNull:
    <T>(check: CursorCheck<T>) =>
    (v: unknown): v is T | null =>
      v === null || check(v),
} as const;

/** What a refused cursor answers: the Spanish message and the field it came in. */
export interface CursorRefusal {
  field?: string;
  message?: string | Msg;
}

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/**
 * The values of a cursor this server wrote, checked one by one against the page's shape (one
 * check per value, in order). Anything else — edited, cut short, of another order — is a 400
 * with a Spanish message, never a query with values nobody checked.
 */
export function decodeCursor<T extends CursorValue[]>(
  cursor: string,
  shape: { [K in keyof T]: CursorCheck<T[K]> },
  refusal: CursorRefusal = {},
): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const checks = shape as readonly CursorCheck<unknown>[];
  if (Array.isArray(parsed) && parsed.length === checks.length && checks.every((check, i) => check(parsed[i]))) {
    return parsed as T;
  }
  const field = refusal.field ?? 'cursor';
  throw new AppError('VALIDATION', refusal.message ?? m('La página pedida no es válida. Vuelve a la primera.'), {
    [field]: m('Página no válida.'),
  });
}

/**
 * A timestamp column to the microsecond, as text: a cursor rounded to milliseconds (a JS Date)
 * could skip or repeat rows that share the millisecond.
 */
export function exactTime(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * One page of the rows read with `limit + 1`: the first `limit`, and the cursor of the last of
 * them when there is more (null on the last page).
 */
export function pageOf<R>(
  rows: readonly R[],
  limit: number,
  cursorOf: (last: R) => readonly CursorValue[],
): { page: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}
