import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPayment } from './money';

describe('splitPayment', () => {
  it('amount = fee + net to the cent, the fee only on the work, rounded half up (property-based)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (work, travel, bps) => {
          const s = splitPayment(work, travel, bps);
          expect(s.amountCents).toBe(work + travel);
          expect(s.feeCents + s.netCents).toBe(s.amountCents);
          // Half up: the exact fee in hundredths of a cent, rounded with .5 going up.
          const exact = work * bps;
          const expected = Math.floor(exact / 10_000) + (exact % 10_000 >= 5_000 ? 1 : 0);
          expect(s.feeCents).toBe(expected);
          expect(s.netCents).toBeGreaterThanOrEqual(travel);
          expect(Number.isInteger(s.feeCents) && Number.isInteger(s.netCents)).toBe(true);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('holds for every work amount from 1 cent to 1,000,000 € at the default 10 %', () => {
    let failures = 0;
    for (let work = 1; work <= 100_000_000; work++) {
      const s = splitPayment(work, 0, 1_000);
      if (s.feeCents + s.netCents !== work || s.feeCents < 0 || s.netCents < 0) failures++;
    }
    expect(failures).toBe(0);
    expect(splitPayment(5, 0, 1_000)).toMatchObject({ feeCents: 1, netCents: 4 });
    expect(splitPayment(4, 0, 1_000)).toMatchObject({ feeCents: 0, netCents: 4 });
    expect(splitPayment(45_000, 2_000, 1_000)).toEqual({
      amountCents: 47_000,
      workCents: 45_000,
      travelCents: 2_000,
      feeCents: 4_500,
      netCents: 42_500,
    });
  }, 120_000);
});
