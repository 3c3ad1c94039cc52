import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Database, type Executor, testProviderObjects } from '@faena/db';
import { m, TEST_PAYMENT_METHODS, type TestPaymentMethod } from '@faena/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { ChargeState, ChargeStatus, PaymentProvider, PayoutAccountStatus, ProviderWebhookEvent } from './provider';

type ObjectRow = typeof testProviderObjects.$inferSelect;

const DECLINED = m('Tu banco ha rechazado la tarjeta. No se ha cobrado nada.');
const NOT_AUTHENTICATED = m('No has confirmado el pago con tu banco. No se ha cobrado nada.');
const WEBHOOK_TYPES = new Set<ProviderWebhookEvent['type']>([
  'charge.held',
  'charge.failed',
  'charge.refunded',
  'payout_account.updated',
]);

function refOf(prefix: string, key: string): string {
  return `${prefix}_prueba_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

function sameSecret(a: string | null, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The built-in payment provider ("Modo de pruebas"): a card processor that moves no money. It
 * keeps its own books (test_provider_objects) as a real provider would, answers the same calls
 * as the Stripe adapter, and plays the provider's side for the browser: its card element turns
 * a test card into a payment-method token in the browser, so no card number reaches Faena
 * (web features/payments/card). References derive from the idempotency key, so a retried call is
 * the same call.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'pruebas';
  readonly testMode = true;
  readonly browser = { provider: 'pruebas' } as const;
  readonly signatureHeader = 'faena-signature';

  constructor(
    private readonly db: Database,
    private readonly webhookSecret: string,
  ) {}

  /** Inserts an object once per idempotency key and returns it (the first one on a retry). */
  private async once(values: typeof testProviderObjects.$inferInsert, db: Executor = this.db): Promise<ObjectRow> {
    await db.insert(testProviderObjects).values(values).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(testProviderObjects)
      .where(
        and(eq(testProviderObjects.kind, values.kind), eq(testProviderObjects.idempotencyKey, values.idempotencyKey)),
      );
    if (!row) throw new Error('objeto de pruebas no guardado');
    return row;
  }

  private async charge(ref: string, db: Executor = this.db, lock = false): Promise<ObjectRow> {
    const query = db
      .select()
      .from(testProviderObjects)
      .where(and(eq(testProviderObjects.ref, ref), eq(testProviderObjects.kind, 'charge')));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new Error(`No existe el cobro ${ref}.`);
    return row;
  }

  async createCharge(input: { paymentId: string; amountCents: number; idempotencyKey: string }) {
    const ref = refOf('ch', input.idempotencyKey);
    const row = await this.once({
      ref,
      kind: 'charge',
      idempotencyKey: input.idempotencyKey,
      status: 'awaiting_card',
      amountCents: input.amountCents,
      parentRef: input.paymentId,
      clientSecret: `${ref}_secret_${randomBytes(12).toString('hex')}`,
    });
    return { ref: row.ref, clientSecret: row.clientSecret ?? '' };
  }

  async retrieveCharge(ref: string): Promise<ChargeState> {
    const row = await this.charge(ref);
    return {
      status: row.status as ChargeStatus,
      clientSecret: row.clientSecret ?? '',
      failureReason: row.failureReason ?? undefined,
      cardLast4: row.cardLast4 ?? undefined,
      refundedCents: row.refundedCents,
    };
  }

  /**
   * The browser's element confirms a charge with a test payment method (what Stripe.js does with
   * a card). Only the client secret authorises it, as with a real provider.
   */
  async confirmCharge(ref: string, clientSecret: string, method: TestPaymentMethod): Promise<ChargeState> {
    await this.db.transaction(async (tx) => {
      const row = await this.charge(ref, tx, true);
      if (!sameSecret(row.clientSecret, clientSecret)) throw new Error('Clave del cobro no válida.');
      if (row.status !== 'awaiting_card') return;
      const { last4, outcome } = TEST_PAYMENT_METHODS[method];
      const next =
        outcome === 'declined'
          ? { status: 'awaiting_card', failureReason: DECLINED }
          : outcome === 'authentication'
            ? { status: 'requires_action', failureReason: null }
            : { status: 'held', failureReason: null };
      await tx
        .update(testProviderObjects)
        .set({ ...next, cardLast4: last4 })
        .where(eq(testProviderObjects.ref, ref));
    });
    return this.retrieveCharge(ref);
  }

  /** The bank's extra step (3-D Secure) in the element: approved, or the card is refused. */
  async authenticateCharge(ref: string, clientSecret: string, approved: boolean): Promise<ChargeState> {
    await this.db.transaction(async (tx) => {
      const row = await this.charge(ref, tx, true);
      if (!sameSecret(row.clientSecret, clientSecret)) throw new Error('Clave del cobro no válida.');
      if (row.status !== 'requires_action') return;
      await tx
        .update(testProviderObjects)
        .set(
          approved
            ? { status: 'held', failureReason: null }
            : { status: 'awaiting_card', failureReason: NOT_AUTHENTICATED },
        )
        .where(eq(testProviderObjects.ref, ref));
    });
    return this.retrieveCharge(ref);
  }

  /** Money drawn from a held charge (a transfer or a refund), never more than it holds. */
  private async draw(kind: 'transfer' | 'refund', chargeRef: string, amountCents: number, idempotencyKey: string) {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(testProviderObjects)
        .where(and(eq(testProviderObjects.kind, kind), eq(testProviderObjects.idempotencyKey, idempotencyKey)));
      if (existing) return existing.ref;
      const charge = await this.charge(chargeRef, tx, true);
      if (charge.status !== 'held') throw new Error(`El cobro ${chargeRef} no está cobrado.`);
      const [drawn] = await tx
        .select({ total: sql<number>`coalesce(sum(${testProviderObjects.amountCents}), 0)::int` })
        .from(testProviderObjects)
        .where(eq(testProviderObjects.parentRef, chargeRef));
      if (
        !Number.isInteger(amountCents) ||
        amountCents <= 0 ||
        Number(drawn?.total ?? 0) + amountCents > charge.amountCents
      ) {
        throw new Error(`El importe supera lo que queda del cobro ${chargeRef}.`);
      }
      const row = await this.once(
        {
          ref: refOf(kind === 'transfer' ? 'tr' : 're', idempotencyKey),
          kind,
          idempotencyKey,
          status: 'succeeded',
          amountCents,
          parentRef: chargeRef,
        },
        tx,
      );
      if (kind === 'refund') {
        await tx
          .update(testProviderObjects)
          .set({ refundedCents: sql`${testProviderObjects.refundedCents} + ${amountCents}` })
          .where(eq(testProviderObjects.ref, chargeRef));
      }
      return row.ref;
    });
  }

  async transfer(input: { chargeRef: string; amountCents: number; idempotencyKey: string }) {
    return { transferRef: await this.draw('transfer', input.chargeRef, input.amountCents, input.idempotencyKey) };
  }

  async refund(input: { chargeRef: string; amountCents: number; idempotencyKey: string }) {
    return { refundRef: await this.draw('refund', input.chargeRef, input.amountCents, input.idempotencyKey) };
  }

  /**
   * A refund made at the provider, not by Faena (its dashboard, a bank's chargeback): what is
   * left of the charge goes back to the card, whatever was transferred (the platform's balance
   * pays for it, as at Stripe). Faena learns of it by the `charge.refunded` webhook.
   */
  async refundFromOutside(chargeRef: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const charge = await this.charge(chargeRef, tx, true);
      const left = (charge.amountCents ?? 0) - charge.refundedCents;
      if (charge.status !== 'held' || left <= 0) throw new Error(`El cobro ${chargeRef} no se puede reembolsar.`);
      await this.once(
        {
          ref: refOf('re', `exterior-${chargeRef}`),
          kind: 'refund',
          idempotencyKey: `exterior-${chargeRef}`,
          status: 'succeeded',
          amountCents: left,
          parentRef: chargeRef,
        },
        tx,
      );
      await tx
        .update(testProviderObjects)
        .set({ refundedCents: sql`${testProviderObjects.refundedCents} + ${left}` })
        .where(eq(testProviderObjects.ref, chargeRef));
    });
  }

  async createPayoutAccount(input: { profileId: string; idempotencyKey: string }) {
    const row = await this.once({
      ref: refOf('acct', input.idempotencyKey),
      kind: 'account',
      idempotencyKey: input.idempotencyKey,
      status: 'pending',
      parentRef: input.profileId,
    });
    return { ref: row.ref };
  }

  /** The test provider's onboarding is a page of Faena's own, marked "Modo de pruebas". */
  async onboardingLink(input: { accountRef: string; returnUrl: string }) {
    const back = new URL(input.returnUrl);
    const params = new URLSearchParams({ cuenta: input.accountRef, vuelta: `${back.pathname}${back.search}` });
    return { url: new URL(`/payments/cobros-de-prueba?${params}`, back).toString() };
  }

  /** The professional filled in the test onboarding: the account can receive payments. */
  async completeOnboarding(accountRef: string): Promise<void> {
    await this.db
      .update(testProviderObjects)
      .set({ status: 'verified' })
      .where(and(eq(testProviderObjects.ref, accountRef), eq(testProviderObjects.kind, 'account')));
  }

  async payoutAccountStatus(accountRef: string): Promise<PayoutAccountStatus> {
    const [row] = await this.db
      .select()
      .from(testProviderObjects)
      .where(and(eq(testProviderObjects.ref, accountRef), eq(testProviderObjects.kind, 'account')));
    if (!row) throw new Error(`No existe la cuenta ${accountRef}.`);
    return row.status as PayoutAccountStatus;
  }

  /** Stripe's scheme: header "t=<seconds>,v1=<hex hmac of `${t}.${body}`>", five minutes of tolerance. */
  sign(rawBody: string, at = Math.floor(Date.now() / 1000)): string {
    const v1 = createHmac('sha256', this.webhookSecret).update(`${at}.${rawBody}`).digest('hex');
    return `t=${at},v1=${v1}`;
  }

  parseWebhook(rawBody: string, signature: string | undefined): ProviderWebhookEvent | null {
    const parts = Object.fromEntries((signature ?? '').split(',').map((p) => p.split('=') as [string, string]));
    const at = Number(parts.t);
    if (!parts.v1 || !Number.isFinite(at) || Math.abs(Date.now() / 1000 - at) > 300) throw new Error('firma no válida');
    const expected = Buffer.from(createHmac('sha256', this.webhookSecret).update(`${at}.${rawBody}`).digest('hex'));
    const given = Buffer.from(parts.v1);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new Error('firma no válida');
    const event = JSON.parse(rawBody) as Partial<ProviderWebhookEvent>;
    if (typeof event.id !== 'string' || typeof event.ref !== 'string' || typeof event.type !== 'string') {
      throw new Error('evento no válido');
    }
    if (!WEBHOOK_TYPES.has(event.type as ProviderWebhookEvent['type'])) return null;
    return event as ProviderWebhookEvent;
  }
}
