import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthorizeResult, CardDetails, PaymentProvider, WebhookEvent } from './provider';

/** Test cards, as card processors document them. */
export const TEST_CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  /** Needs the cardholder's confirmation (3-D Secure). */
  authentication: '4000002500003155',
} as const;

export function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let digit = Number(number[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return number.length >= 12 && sum % 10 === 0;
}

function expired(card: CardDetails, now: Date): boolean {
  const year = 2000 + card.expYear;
  return year < now.getFullYear() || (year === now.getFullYear() && card.expMonth < now.getMonth() + 1);
}

/**
 * The built-in payment provider used when no real one is configured: it behaves like a card
 * processor (approvals, a declined card, a card that asks for the bank's confirmation, capture,
 * transfer, refund, signed webhooks) and moves no money. References are derived from the
 * idempotency key, so a retried authorisation is the same authorisation.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'pruebas';
  readonly testMode = true;

  constructor(private readonly webhookSecret: string) {}

  async authorize(input: { amountCents: number; card: CardDetails; idempotencyKey: string }): Promise<AuthorizeResult> {
    const providerRef = `prueba_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    const { card } = input;
    if (!luhnValid(card.number))
      return { status: 'failed', providerRef: null, failureReason: 'El número de la tarjeta no es válido.' };
    if (expired(card, new Date())) return { status: 'failed', providerRef, failureReason: 'La tarjeta ha caducado.' };
    if (card.number === TEST_CARDS.declined) {
      return {
        status: 'failed',
        providerRef,
        failureReason: 'Tu banco ha rechazado la tarjeta. No se ha cobrado nada.',
      };
    }
    if (card.number === TEST_CARDS.authentication) return { status: 'requires_action', providerRef };
    return { status: 'held', providerRef };
  }

  async completeAction(providerRef: string, approved: boolean): Promise<AuthorizeResult> {
    return approved
      ? { status: 'held', providerRef }
      : {
          status: 'failed',
          providerRef,
          failureReason: 'No has confirmado el pago con tu banco. No se ha cobrado nada.',
        };
  }

  async capture(): Promise<void> {}

  async transfer(input: { providerRef: string }): Promise<{ transferRef: string }> {
    return { transferRef: `${input.providerRef}_transferencia` };
  }

  async refund(providerRef: string): Promise<{ refundRef: string }> {
    return { refundRef: `${providerRef}_reembolso` };
  }

  /** Stripe's scheme: header "t=<seconds>,v1=<hex hmac of `${t}.${body}`>", five minutes of tolerance. */
  sign(rawBody: string, at = Math.floor(Date.now() / 1000)): string {
    const v1 = createHmac('sha256', this.webhookSecret).update(`${at}.${rawBody}`).digest('hex');
    return `t=${at},v1=${v1}`;
  }

  parseWebhook(rawBody: string, signatureHeader: string | undefined): WebhookEvent {
    const parts = Object.fromEntries((signatureHeader ?? '').split(',').map((p) => p.split('=') as [string, string]));
    const at = Number(parts.t);
    if (!parts.v1 || !Number.isFinite(at) || Math.abs(Date.now() / 1000 - at) > 300) throw new Error('firma no válida');
    const expected = Buffer.from(createHmac('sha256', this.webhookSecret).update(`${at}.${rawBody}`).digest('hex'));
    const given = Buffer.from(parts.v1);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new Error('firma no válida');
    const event = JSON.parse(rawBody) as WebhookEvent;
    if (
      !['payment.held', 'payment.failed', 'payment.refunded'].includes(event.type) ||
      typeof event.providerRef !== 'string'
    ) {
      throw new Error('evento desconocido');
    }
    return event;
  }
}
