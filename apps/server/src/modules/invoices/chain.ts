import { createHash } from 'node:crypto';

/**
 * The VeriFactu shape of an invoice record (Orden HAC/1177/2024, "RegistroAlta"): each record's
 * `hash` is the SHA-256 (hex, upper case) of a canonical string of its fields and the previous
 * record's hash of the same issuer, so a record changed or removed afterwards breaks the chain.
 */
export interface ChainRecord {
  issuerTaxId: string;
  fullNumber: string;
  issuedAt: Date;
  /** F1 complete, F2 simplified, R1 corrective, R5 corrective of a simplified invoice. */
  invoiceType: 'F1' | 'F2' | 'R1' | 'R5';
  vatCents: number;
  totalCents: number;
  previousHash: string | null;
}

/** Cents → "80.70" / "-80.70": the AEAT's amounts, dot decimals, no grouping. */
export function aeatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The parts of a moment in Spain's peninsular time (invoices are dated where they are issued). */
function madridParts(at: Date): Record<string, string> & { offset: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  // "GMT+01:00" (or "GMT" at offset zero).
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : (parts.timeZoneName ?? 'GMT+00:00').replace('GMT', '');
  return { ...parts, offset };
}

/** dd-mm-yyyy, the AEAT's date (FechaExpedicionFactura, the QR's `fecha`). */
export function aeatDate(at: Date): string {
  const p = madridParts(at);
  return `${p.day}-${p.month}-${p.year}`;
}

/** The year of a moment in Spain: an invoice's series is the year of the date printed on it. */
export function madridYear(at: Date): number {
  return Number(madridParts(at).year);
}

/** ISO 8601 with the offset (FechaHoraHusoGenRegistro): 2026-11-25T19:04:05+01:00. */
export function aeatTimestamp(at: Date): string {
  const p = madridParts(at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${p.offset}`;
}

export function canonicalString(r: ChainRecord): string {
  return [
    `IDEmisorFactura=${r.issuerTaxId}`,
    `NumSerieFactura=${r.fullNumber}`,
    `FechaExpedicionFactura=${aeatDate(r.issuedAt)}`,
    `TipoFactura=${r.invoiceType}`,
    `CuotaTotal=${aeatAmount(r.vatCents)}`,
    `ImporteTotal=${aeatAmount(r.totalCents)}`,
    `Huella=${r.previousHash ?? ''}`,
    `FechaHoraHusoGenRegistro=${aeatTimestamp(r.issuedAt)}`,
  ].join('&');
}

export function recordHash(r: ChainRecord): string {
  return createHash('sha256').update(canonicalString(r), 'utf8').digest('hex').toUpperCase();
}

export type ChainCheck = { ok: true; length: number } | { ok: false; brokenAt: string; reason: string };

/**
 * Re-computes one issuer's chain: starting from the record without a previous hash, each record
 * must hash to its `hash` and be the `previousHash` of exactly the next one, to the end.
 */
export function verifyChain(records: (ChainRecord & { id: string; hash: string })[]): ChainCheck {
  const byPrevious = new Map<string, (typeof records)[number]>();
  let head: (typeof records)[number] | undefined;
  for (const r of records) {
    if (r.previousHash === null) {
      if (head) return { ok: false, brokenAt: r.id, reason: 'dos registros sin anterior' };
      head = r;
    } else if (byPrevious.has(r.previousHash)) {
      return { ok: false, brokenAt: r.id, reason: 'dos registros con el mismo anterior' };
    } else byPrevious.set(r.previousHash, r);
  }
  if (records.length === 0) return { ok: true, length: 0 };
  if (!head) return { ok: false, brokenAt: records[0]?.id ?? '', reason: 'sin primer registro' };
  let seen = 0;
  for (let r: (typeof records)[number] | undefined = head; r; r = byPrevious.get(r.hash)) {
    seen++;
    if (recordHash(r) !== r.hash) return { ok: false, brokenAt: r.id, reason: 'la huella no corresponde' };
    if (seen > records.length) break;
  }
  if (seen !== records.length) return { ok: false, brokenAt: head.id, reason: 'registros fuera de la cadena' };
  return { ok: true, length: seen };
}
