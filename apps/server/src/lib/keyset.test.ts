import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { cursorValue, decodeCursor, encodeCursor, pageOf } from './keyset';

const ID = '0b5c1f8e-3d2a-4c6b-9e7f-1a2b3c4d5e6f';
const AT = '2027-03-05T10:11:12.123456Z';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the cursor was accepted');
}

describe('keyset cursors', () => {
  it('gives back the values it wrote', () => {
    const cursor = encodeCursor([AT, ID]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor<[string, string]>(cursor, [cursorValue.time, cursorValue.uuid])).toEqual([AT, ID]);
    const nullable = cursorValue.orNull(cursorValue.int);
    expect(decodeCursor<[number | null, string]>(encodeCursor([null, ID]), [nullable, cursorValue.uuid])).toEqual([
      null,
      ID,
    ]);
    expect(decodeCursor<[number | null, string]>(encodeCursor([25_000, ID]), [nullable, cursorValue.uuid])).toEqual([
      25_000,
      ID,
    ]);
  });

  it('refuses what it did not write, in Spanish, on the cursor field', () => {
    const shape = [cursorValue.time, cursorValue.uuid] as [typeof cursorValue.time, typeof cursorValue.uuid];
    for (const bad of [
      'no-es-un-cursor',
      '',
      raw({ at: AT, id: ID }),
      raw([AT]),
      raw([AT, ID, 3]),
      raw(['ayer', ID]),
      raw([AT, 'abc']),
      raw([AT, `${ID.slice(0, 35)}x`]),
      raw([null, ID]),
    ]) {
      const error = refusal(() => decodeCursor<[string, string]>(bad, shape));
      expect(error.code).toBe('VALIDATION');
      expect(error.message).toBe('La página pedida no es válida. Vuelve a la primera.');
      expect(error.fields).toEqual({ cursor: 'Página no válida.' });
    }
  });

  it('answers on the field and with the message the page asks for', () => {
    const error = refusal(() =>
      decodeCursor<[string, string]>(raw(['x', ID]), [cursorValue.time, cursorValue.uuid], {
        field: 'before',
        message: 'La página pedida no es válida.',
      }),
    );
    expect(error.message).toBe('La página pedida no es válida.');
    expect(error.fields).toEqual({ before: 'Página no válida.' });
  });

  it('checks each kind of value', () => {
    expect(cursorValue.count(0)).toBe(true);
    expect(cursorValue.count(-1)).toBe(false);
    expect(cursorValue.count(1.5)).toBe(false);
    expect(cursorValue.int(-300)).toBe(true);
    expect(cursorValue.int('300')).toBe(false);
    expect(cursorValue.date('2027-03-05')).toBe(true);
    expect(cursorValue.date('5/3/2027')).toBe(false);
    expect(cursorValue.between(0, 5)(4.5)).toBe(true);
    expect(cursorValue.between(0, 5)(5.1)).toBe(false);
    expect(cursorValue.orNull(cursorValue.date)(null)).toBe(true);
    expect(cursorValue.orNull(cursorValue.date)(undefined)).toBe(false);
  });

  it('cuts a page and gives the cursor of its last row only when there is more', () => {
    const rows = [1, 2, 3].map((n) => ({ n, id: ID }));
    const more = pageOf(rows, 2, (last) => [last.n, last.id]);
    expect(more.page.map((r) => r.n)).toEqual([1, 2]);
    expect(more.nextCursor).toBe(encodeCursor([2, ID]));
    const lastPage = pageOf(rows, 3, (last) => [last.n, last.id]);
    expect(lastPage.page).toHaveLength(3);
    expect(lastPage.nextCursor).toBeNull();
    expect(pageOf([], 20, () => []).nextCursor).toBeNull();
  });
});
