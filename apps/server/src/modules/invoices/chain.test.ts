import { describe, expect, it } from 'vitest';
import { aeatAmount, aeatDate, aeatTimestamp, canonicalString, recordHash, verifyChain } from './chain';

const at = new Date('2026-11-25T18:04:05Z');
function chainOf(n: number) {
  const records = [];
  let previousHash: string | null = null;
  for (let i = 1; i <= n; i++) {
    const r = {
      id: `r${i}`,
      issuerTaxId: '12345678Z',
      fullNumber: `F2026-${String(i).padStart(6, '0')}`,
      issuedAt: at,
      invoiceType: 'F1' as const,
      vatCents: 8070,
      totalCents: 46500,
      previousHash,
    };
    const hash = recordHash(r);
    records.push({ ...r, hash });
    previousHash = hash;
  }
  return records;
}

describe('the VeriFactu chain', () => {
  it('writes the canonical string of a RegistroAlta', () => {
    expect(aeatAmount(-8070)).toBe('-80.70');
    expect(aeatAmount(5)).toBe('0.05');
    expect(aeatDate(at)).toBe('25-11-2026');
    expect(aeatTimestamp(at)).toBe('2026-11-25T19:04:05+01:00');
    expect(aeatTimestamp(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00:00+02:00');
    const [first] = chainOf(1);
    expect(canonicalString(first!)).toBe(
      'IDEmisorFactura=12345678Z&NumSerieFactura=F2026-000001&FechaExpedicionFactura=25-11-2026&TipoFactura=F1&CuotaTotal=80.70&ImporteTotal=465.00&Huella=&FechaHoraHusoGenRegistro=2026-11-25T19:04:05+01:00',
    );
    expect(first!.hash).toMatch(/^[0-9A-F]{64}$/);
  });

  it('verifies an intact chain, in any order', () => {
    const records = chainOf(4);
    expect(verifyChain(records)).toEqual({ ok: true, length: 4 });
    expect(verifyChain([...records].reverse())).toEqual({ ok: true, length: 4 });
  });

  it('breaks when a record is tampered with or removed', () => {
    const records = chainOf(4);
    const tampered = records.map((r) => (r.id === 'r2' ? { ...r, totalCents: 100 } : r));
    expect(verifyChain(tampered)).toMatchObject({ ok: false, brokenAt: 'r2' });
    expect(verifyChain(records.filter((r) => r.id !== 'r3'))).toMatchObject({ ok: false });
  });
});
