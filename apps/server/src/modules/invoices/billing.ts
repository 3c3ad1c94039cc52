import { billingDetails, type Database, type Executor } from '@faena/db';
import { type BillingDetails, type BillingDetailsInput, taxIdKind, zBillingDetailsInput } from '@faena/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { issueMissingInvoices } from './issue';

export async function getBillingDetails(db: Executor, profileId: string): Promise<BillingDetails | null> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.profileId, profileId));
  if (!row) return null;
  return {
    taxId: row.taxId,
    taxIdKind: row.taxIdKind as BillingDetails['taxIdKind'],
    legalName: row.legalName,
    address: row.address,
    postalCode: row.postalCode,
    municipality: row.municipality,
    province: row.province,
    isBusiness: row.isBusiness,
    vatRateBps: row.vatRateBps,
    vatExemptionReason: row.vatExemptionReason,
    irpfRateBps: row.irpfRateBps,
  };
}

/**
 * Saves the actor's billing details (already validated by the route's schema). IVA and IRPF are a
 * professional's: an owner's are kept empty; "empresa o autónomo" is an owner's (IRPF applies).
 */
export async function saveBillingDetails(db: Database, actor: Actor, body: BillingDetailsInput) {
  const input = zBillingDetailsInput.parse(body);
  const isPro = actor.role === 'professional';
  const values = {
    taxId: input.taxId,
    taxIdKind: taxIdKind(input.taxId) ?? 'nif',
    legalName: input.legalName,
    address: input.address,
    postalCode: input.postalCode,
    municipality: input.municipality,
    province: input.province,
    isBusiness: isPro ? false : input.isBusiness,
    vatRateBps: isPro ? input.vatRateBps : null,
    vatExemptionReason: isPro && input.vatRateBps === null ? input.vatExemptionReason : null,
    irpfRateBps: isPro ? input.irpfRateBps : 0,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(billingDetails)
      .values({ profileId: actor.profileId, ...values })
      .onConflictDoUpdate({ target: billingDetails.profileId, set: values });
    if (isPro) await issueMissingInvoices(tx, actor.profileId, new Date());
  });
  return getBillingDetails(db, actor.profileId);
}
