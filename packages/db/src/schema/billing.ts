import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { payments } from './work';

/**
 * A person's billing details ('Datos de facturación' in /profile): the tax id (NIF, NIE or CIF,
 * checked with its control character), the name or company name and the fiscal address; for a
 * professional, the IVA they charge and the IRPF withheld when the owner is a business.
 */
export const billingDetails = pgTable(
  'billing_details',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    taxId: text('tax_id').notNull(),
    /** nif, nie, cif */
    taxIdKind: text('tax_id_kind').notNull(),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    municipality: text('municipality').notNull(),
    province: text('province').notNull(),
    /** A company or a self-employed business (an owner): IRPF is withheld from professionals' invoices. */
    isBusiness: boolean('is_business').notNull().default(false),
    /** Professionals: 2100, 1000, 400 basis points, or null with an exemption reason. */
    vatRateBps: integer('vat_rate_bps'),
    vatExemptionReason: text('vat_exemption_reason'),
    /** Professionals: IRPF withholding in basis points (e.g. 1500, 700), 0 for none. */
    irpfRateBps: integer('irpf_rate_bps').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('billing_details_kind', sql`${t.taxIdKind} in ('nif', 'nie', 'cif')`)],
);

/**
 * An invoice, immutable once issued (a trigger refuses updates and deletes): the professional's to
 * the owner (issued on the professional's behalf), Faena's for its fee, and corrective invoices
 * after a refund. Each issuer's records form a VeriFactu-style chain: `hash` is the SHA-256 of the
 * record's fields and the previous record's hash (`previousHash`).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The issuer's key in the chain and the series: a professional's profile id, or 'faena'. */
    issuerKey: text('issuer_key').notNull(),
    issuerProfileId: uuid('issuer_profile_id').references(() => profiles.id),
    recipientProfileId: uuid('recipient_profile_id').references(() => profiles.id),
    /** complete, simplified, corrective */
    kind: text('kind').notNull(),
    /** work (professional → owner), fee (Faena → professional) */
    concept: text('concept').notNull(),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    fullNumber: text('full_number').notNull(),
    correctsInvoiceId: uuid('corrects_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name, tax id and address of both parties as they were when issued. */
    issuer: jsonb('issuer').notNull(),
    recipient: jsonb('recipient').notNull(),
    lines: jsonb('lines').notNull(),
    baseCents: integer('base_cents').notNull(),
    vatRateBps: integer('vat_rate_bps'),
    vatCents: integer('vat_cents').notNull(),
    irpfRateBps: integer('irpf_rate_bps').notNull().default(0),
    irpfCents: integer('irpf_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    exemptionReason: text('exemption_reason'),
    /**
     * Issued for a payment of the built-in test provider ("Modo de pruebas"): no money moved, so
     * it has no fiscal value, its own series and chain (issuer key `pruebas:…`) and no AEAT QR.
     */
    testMode: boolean('test_mode').notNull().default(false),
    previousHash: text('previous_hash'),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number').on(t.issuerKey, t.series, t.number),
    uniqueIndex('invoices_one_per_payment_concept_kind').on(t.paymentId, t.concept, t.kind),
    index('invoices_issuer_idx').on(t.issuerKey, t.issuedAt),
    index('invoices_recipient_idx').on(t.recipientProfileId, t.issuedAt),
    check('invoices_kind', sql`${t.kind} in ('complete', 'simplified', 'corrective')`),
    check('invoices_concept', sql`${t.concept} in ('work', 'fee')`),
  ],
);
