import { billingDetails, type Executor, invoices, payments, profiles, queryRows, tasks } from '@faena/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentTransition } from '../payments';
import { type ChainRecord, madridYear, recordHash } from './chain';

export type InvoiceRow = typeof invoices.$inferSelect;
type BillingRow = typeof billingDetails.$inferSelect;
type PaymentRow = PaymentTransition['payment'];

/** A party as printed on the invoice, kept as it was when issued. */
export interface PartySnapshot {
  name: string;
  taxId: string | null;
  address: string | null;
}
export interface InvoiceLine {
  description: string;
  /** The line's base (IVA excluded). */
  baseCents: number;
}

/** A simplified invoice (RD 1619/2012, art. 4) is allowed up to 400 € IVA included. */
export const SIMPLIFIED_LIMIT_CENTS = 40_000;
/** Faena's fee carries the general IVA. */
const FEE_VAT_BPS = 2100;
export const FAENA_ISSUER_KEY = 'faena';
/**
 * A payment of a provider in test mode ("Modo de pruebas": the built-in test provider, or Stripe
 * with an sk_test_ key, recorded when it opened): no real money moved, so its invoices have no
 * fiscal value.
 */
export const isTestMoney = (payment: Pick<PaymentRow, 'testMode'>) => payment.testMode;

/**
 * The issuer's key of a series and a chain: a professional's profile id, or 'faena'. Test-mode
 * invoices have their own (`pruebas:…`), so they never take a number of a real series nor a link
 * of a real issuer's VeriFactu chain.
 */
export const issuerKeyOf = (issuer: string, testMode: boolean) => (testMode ? `pruebas:${issuer}` : issuer);

/** A local try-out's stand-in for Faena's fiscal details (a live Stripe install must set its own). */
const TRY_OUT_ISSUER: PartySnapshot = {
  name: 'Faena Servicios Rurales, S.L. (pruebas)',
  taxId: 'B12345674',
  address: 'Calle Mayor 1, 23001 Jaén (Jaén)',
};
let issuer = TRY_OUT_ISSUER;

/**
 * Faena as issuer of its fee invoices, from the configuration (FAENA_LEGAL_NAME, FAENA_TAX_ID,
 * FAENA_ADDRESS; required with a live Stripe key), set once when the app is built.
 */
export function configureInvoices(options: { legalName?: string; taxId?: string; address?: string }) {
  issuer = {
    name: options.legalName ?? TRY_OUT_ISSUER.name,
    taxId: options.taxId ?? TRY_OUT_ISSUER.taxId,
    address: options.address ?? TRY_OUT_ISSUER.address,
  };
}

export function faenaIssuer(): PartySnapshot {
  return issuer;
}

function snapshotOf(details: BillingRow): PartySnapshot {
  return {
    name: details.legalName,
    taxId: details.taxId,
    address: `${details.address}, ${details.postalCode} ${details.municipality} (${details.province})`,
  };
}

/**
 * Prices are final (IVA included): the base is derived from the total, never IVA added on top.
 * base = round(total / (1 + rate)), half up, in integers.
 */
export function baseFromTotal(totalCents: number, vatRateBps: number | null): number {
  if (!vatRateBps) return totalCents;
  const sign = totalCents < 0 ? -1 : 1;
  const abs = Math.abs(totalCents);
  return sign * Math.floor((abs * 10_000 * 2 + (10_000 + vatRateBps)) / ((10_000 + vatRateBps) * 2));
}

/**
 * The AEAT's invoice type of a record. A corrective invoice's depends on the one it corrects: R5
 * for a simplified invoice's, R1 otherwise.
 */
export function invoiceType(
  kind: InvoiceRow['kind'],
  correctedKind: InvoiceRow['kind'] | null = null,
): ChainRecord['invoiceType'] {
  if (kind === 'corrective') return correctedKind === 'simplified' ? 'R5' : 'R1';
  return kind === 'complete' ? 'F1' : 'F2';
}

/** One issuer's invoices as records of its chain (the invoice a corrective corrects is in it too). */
export function chainRecordsOf(rows: InvoiceRow[]): (ChainRecord & { id: string; hash: string })[] {
  const kindOf = new Map(rows.map((r) => [r.id, r.kind]));
  return rows.map((i) => ({
    id: i.id,
    hash: i.hash,
    previousHash: i.previousHash,
    issuerTaxId: (i.issuer as PartySnapshot).taxId ?? '',
    fullNumber: i.fullNumber,
    issuedAt: i.issuedAt,
    invoiceType: invoiceType(i.kind, i.correctsInvoiceId ? (kindOf.get(i.correctsInvoiceId) ?? null) : null),
    vatCents: i.vatCents,
    totalCents: i.totalCents,
  }));
}

/** Whole seconds: the record's timestamp is hashed as written (FechaHoraHusoGenRegistro). */
function toSecond(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}

interface NewInvoice {
  paymentId: string;
  issuerKey: string;
  issuerProfileId: string | null;
  recipientProfileId: string | null;
  kind: InvoiceRow['kind'];
  concept: 'work' | 'fee';
  testMode: boolean;
  correctsInvoiceId?: string;
  /** The kind of the invoice a corrective one corrects (its AEAT type depends on it). */
  correctedKind?: InvoiceRow['kind'];
  issuer: PartySnapshot;
  recipient: PartySnapshot;
  lines: InvoiceLine[];
  baseCents: number;
  vatRateBps: number | null;
  vatCents: number;
  irpfRateBps: number;
  irpfCents: number;
  totalCents: number;
  exemptionReason: string | null;
  at: Date;
}

/**
 * Writes one invoice with the next number of its issuer's series and the next link of its chain.
 * The issuer's advisory lock (held to the end of the transaction) makes concurrent releases take
 * numbers one after the other: no gaps, no duplicates.
 */
async function insertInvoice(tx: Executor, input: NewInvoice): Promise<InvoiceRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoices:${input.issuerKey}`}))`);
  const issuedAt = toSecond(input.at);
  // The year of the date printed on the invoice (Madrid's): 31 Dec 23:30 UTC is already next year.
  // Test-mode series start with P (PF2026, PR2026): never mistaken for a real invoice's number.
  const series = `${input.testMode ? 'P' : ''}${input.kind === 'corrective' ? 'R' : 'F'}${madridYear(issuedAt)}`;
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${invoices.number}), 0)::int` })
    .from(invoices)
    .where(and(eq(invoices.issuerKey, input.issuerKey), eq(invoices.series, series)));
  const number = Number(last?.number ?? 0) + 1;
  const fullNumber = `${series}-${String(number).padStart(6, '0')}`;
  // The chain's tail: the issuer's record that no other record follows.
  const tail = await queryRows<{ hash: string }>(
    tx,
    sql`
    select i.hash from invoices i
    where i.issuer_key = ${input.issuerKey}
      and not exists (select 1 from invoices j where j.issuer_key = i.issuer_key and j.previous_hash = i.hash)
    limit 1`,
  );
  const previousHash = tail[0]?.hash ?? null;
  const hash = recordHash({
    issuerTaxId: input.issuer.taxId ?? '',
    fullNumber,
    issuedAt,
    invoiceType: invoiceType(input.kind, input.correctedKind ?? null),
    vatCents: input.vatCents,
    totalCents: input.totalCents,
    previousHash,
  });
  const [row] = await tx
    .insert(invoices)
    .values({
      paymentId: input.paymentId,
      issuerKey: input.issuerKey,
      issuerProfileId: input.issuerProfileId,
      recipientProfileId: input.recipientProfileId,
      kind: input.kind,
      concept: input.concept,
      series,
      number,
      fullNumber,
      correctsInvoiceId: input.correctsInvoiceId ?? null,
      issuedAt,
      issuer: input.issuer,
      recipient: input.recipient,
      lines: input.lines,
      baseCents: input.baseCents,
      vatRateBps: input.vatRateBps,
      vatCents: input.vatCents,
      irpfRateBps: input.irpfRateBps,
      irpfCents: input.irpfCents,
      totalCents: input.totalCents,
      exemptionReason: input.exemptionReason,
      testMode: input.testMode,
      previousHash,
      hash,
    })
    .returning();
  if (!row) throw new Error('factura no creada');
  return row;
}

async function detailsOf(tx: Executor, profileId: string): Promise<BillingRow | null> {
  const [row] = await tx.select().from(billingDetails).where(eq(billingDetails.profileId, profileId));
  return row ?? null;
}

async function nameOf(tx: Executor, profileId: string): Promise<string> {
  const [row] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** Splits a base over lines in proportion to their totals; the last line takes the rounding. */
function linesOf(items: { description: string; totalCents: number }[], baseCents: number, totalCents: number) {
  const lines: InvoiceLine[] = [];
  let left = baseCents;
  items.forEach((item, i) => {
    const share =
      i === items.length - 1 ? left : totalCents === 0 ? 0 : Math.round((item.totalCents * baseCents) / totalCents);
    left -= share;
    lines.push({ description: item.description, baseCents: share });
  });
  return lines;
}

async function titleOf(tx: Executor, payment: PaymentRow): Promise<string> {
  const [task] = await tx.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, payment.taskId));
  return task?.title ?? 'Trabajo';
}

/**
 * The professional's invoice to the owner, when the professional has billing details: complete
 * when the owner has them too, simplified when not and the amount allows it, else none.
 */
async function issueWorkInvoice(tx: Executor, payment: PaymentRow, at: Date): Promise<InvoiceRow | null> {
  const pro = await detailsOf(tx, payment.payeeId);
  if (!pro) return null;
  const owner = await detailsOf(tx, payment.payerId);
  const title = await titleOf(tx, payment);
  const kind = owner ? 'complete' : payment.amountCents <= SIMPLIFIED_LIMIT_CENTS ? 'simplified' : null;
  // Above 400 € without the owner's details no valid invoice can be issued: nothing for now.
  if (!kind) return null;
  const testMode = isTestMoney(payment);
  const vatRateBps = pro.vatRateBps;
  const baseCents = baseFromTotal(payment.amountCents, vatRateBps);
  const vatCents = payment.amountCents - baseCents;
  // IRPF is withheld only by a business owner, on a complete invoice.
  const irpfRateBps = kind === 'complete' && owner?.isBusiness ? pro.irpfRateBps : 0;
  const irpfCents = Math.round((baseCents * irpfRateBps) / 10_000);
  const items = [{ description: title, totalCents: payment.workCents }];
  if (payment.travelCents > 0) items.push({ description: 'Desplazamiento', totalCents: payment.travelCents });
  return insertInvoice(tx, {
    paymentId: payment.id,
    issuerKey: issuerKeyOf(payment.payeeId, testMode),
    issuerProfileId: payment.payeeId,
    recipientProfileId: payment.payerId,
    kind,
    concept: 'work',
    testMode,
    issuer: snapshotOf(pro),
    recipient: owner ? snapshotOf(owner) : { name: await nameOf(tx, payment.payerId), taxId: null, address: null },
    lines: linesOf(items, baseCents, payment.amountCents),
    baseCents,
    vatRateBps,
    vatCents,
    irpfRateBps,
    irpfCents,
    totalCents: payment.amountCents,
    exemptionReason: vatRateBps === null ? pro.vatExemptionReason : null,
    at,
  });
}

/**
 * Faena's invoice for its fee to the professional: complete when the professional has billing
 * details, simplified when not and the fee allows it. Above 400 € without them a complete invoice
 * would have no recipient tax id: it waits for their details, like the work invoice.
 */
async function issueFeeInvoice(tx: Executor, payment: PaymentRow, at: Date): Promise<InvoiceRow | null> {
  if (payment.feeCents <= 0) return null;
  const pro = await detailsOf(tx, payment.payeeId);
  const kind = pro ? 'complete' : payment.feeCents <= SIMPLIFIED_LIMIT_CENTS ? 'simplified' : null;
  if (!kind) return null;
  const testMode = isTestMoney(payment);
  const title = await titleOf(tx, payment);
  // The fee is IVA included, like the owner's price: its base is derived, not added to.
  const baseCents = baseFromTotal(payment.feeCents, FEE_VAT_BPS);
  return insertInvoice(tx, {
    paymentId: payment.id,
    issuerKey: issuerKeyOf(FAENA_ISSUER_KEY, testMode),
    issuerProfileId: null,
    recipientProfileId: payment.payeeId,
    kind,
    concept: 'fee',
    testMode,
    issuer: faenaIssuer(),
    recipient: pro ? snapshotOf(pro) : { name: await nameOf(tx, payment.payeeId), taxId: null, address: null },
    lines: [{ description: `Comisión de Faena por «${title}»`, baseCents }],
    baseCents,
    vatRateBps: FEE_VAT_BPS,
    vatCents: payment.feeCents - baseCents,
    irpfRateBps: 0,
    irpfCents: 0,
    totalCents: payment.feeCents,
    exemptionReason: null,
    at,
  });
}

/**
 * A dispute split: the invoices are for the part the professional kept (what was not refunded),
 * with Faena's fee on that share as the dispute charged it (decision 0023) and the travel in
 * proportion. A payment released whole is itself.
 */
function keptPart(payment: PaymentRow): PaymentRow {
  if (payment.refundedCents === 0) return payment;
  const kept = payment.amountCents - payment.refundedCents;
  const share = (cents: number) => Math.round((cents * kept) / payment.amountCents);
  const travelCents = share(payment.travelCents);
  const feeCents = share(payment.feeCents);
  return {
    ...payment,
    amountCents: kept,
    travelCents,
    workCents: kept - travelCents,
    feeCents,
    netCents: kept - feeCents,
  };
}

/**
 * A professional who completes their billing details gets the invoices their released payments
 * lacked (issued now, dated now): the work invoices, and Faena's fee invoices above 400 € that
 * needed their tax id. So no sale stays without its invoice.
 */
export async function issueMissingInvoices(tx: Executor, professionalId: string, at: Date): Promise<InvoiceRow[]> {
  // Locked as a transition locks them: a refund of one of them waits, then corrects these too.
  const released = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.payeeId, professionalId), eq(payments.status, 'released')))
    .orderBy(payments.releasedAt, payments.id)
    .for('update');
  if (released.length === 0) return [];
  const existing = await tx
    .select({ paymentId: invoices.paymentId, concept: invoices.concept })
    .from(invoices)
    .where(
      inArray(
        invoices.paymentId,
        released.map((p) => p.id),
      ),
    );
  const lacks = (paymentId: string, concept: 'work' | 'fee') =>
    !existing.some((i) => i.paymentId === paymentId && i.concept === concept);
  const issued: InvoiceRow[] = [];
  // Every work invoice (the professional's series) before Faena's: the order of the locks on release.
  for (const payment of released) {
    const row = lacks(payment.id, 'work') ? await issueWorkInvoice(tx, keptPart(payment), at) : null;
    if (row) issued.push(row);
  }
  for (const payment of released) {
    const row = lacks(payment.id, 'fee') ? await issueFeeInvoice(tx, keptPart(payment), at) : null;
    if (row) issued.push(row);
  }
  return issued;
}

/**
 * When a payment is released (a card's release, a transfer or Bizum the professional received):
 * (a) the professional's invoice to the owner, on their behalf; (b) Faena's invoice for its fee
 * to the professional. The professional's lock before Faena's, always.
 */
export async function issueOnRelease(tx: Executor, payment: PaymentRow, at: Date): Promise<InvoiceRow[]> {
  const issued: InvoiceRow[] = [];
  const work = await issueWorkInvoice(tx, payment, at);
  if (work) issued.push(work);
  const fee = await issueFeeInvoice(tx, payment, at);
  if (fee) issued.push(fee);
  return issued;
}

/** After a refund of a released payment: a corrective invoice (negative) for each one issued. */
export async function issueCorrectives(tx: Executor, payment: PaymentRow, at: Date): Promise<InvoiceRow[]> {
  const rows = await tx.select().from(invoices).where(eq(invoices.paymentId, payment.id));
  // The professional's lock before Faena's, as on release: two transactions never wait on each other.
  const originals = [...rows].sort((a, b) => (a.concept === b.concept ? 0 : a.concept === 'work' ? -1 : 1));
  const issued: InvoiceRow[] = [];
  for (const original of originals) {
    if (original.kind === 'corrective') continue;
    if (rows.some((o) => o.correctsInvoiceId === original.id)) continue;
    issued.push(
      await insertInvoice(tx, {
        paymentId: payment.id,
        // The corrected invoice's issuer key: a test-mode invoice is corrected in its test series.
        issuerKey: original.issuerKey,
        issuerProfileId: original.issuerProfileId,
        recipientProfileId: original.recipientProfileId,
        kind: 'corrective',
        concept: original.concept as 'work' | 'fee',
        testMode: original.testMode,
        correctsInvoiceId: original.id,
        correctedKind: original.kind,
        issuer: original.issuer as PartySnapshot,
        recipient: original.recipient as PartySnapshot,
        lines: (original.lines as InvoiceLine[]).map((l) => ({
          description: `Rectificación de ${original.fullNumber}: ${l.description}`,
          baseCents: -l.baseCents,
        })),
        baseCents: -original.baseCents,
        vatRateBps: original.vatRateBps,
        vatCents: -original.vatCents,
        irpfRateBps: original.irpfRateBps,
        irpfCents: -original.irpfCents,
        totalCents: -original.totalCents,
        exemptionReason: original.exemptionReason,
        at,
      }),
    );
  }
  return issued;
}

/**
 * The payments hook: invoices when a payment is released (a card's release or split, a transfer
 * or Bizum confirmed by the professional: the sale happened, whoever moved the money), corrective
 * invoices on a refund after it.
 */
export async function whenPaymentTransitioned(tx: Executor, t: PaymentTransition): Promise<void> {
  if (t.action === 'release' || t.action === 'confirm_receipt') await issueOnRelease(tx, t.payment, t.at);
  else if (t.action === 'split') await issueOnRelease(tx, keptPart(t.payment), t.at);
  else if (t.action === 'provider_refund' && t.from === 'released') await issueCorrectives(tx, t.payment, t.at);
}
