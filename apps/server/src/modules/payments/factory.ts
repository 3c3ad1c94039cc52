import { createHmac } from 'node:crypto';
import type { Config } from '../../config/env';
import type { PaymentProvider } from './provider';
import { TestPaymentProvider } from './test-provider';

/**
 * The payment provider of this deployment. Only the built-in test provider exists today
 * (labelled "Modo de pruebas" everywhere); a Stripe Connect adapter implements PaymentProvider
 * and is chosen here by its configuration.
 */
export function createPaymentProvider(config: Config, authSecret: string): PaymentProvider {
  const webhookSecret =
    config.PAYMENTS_WEBHOOK_SECRET ?? createHmac('sha256', authSecret).update('faena-payments-webhooks').digest('hex');
  return new TestPaymentProvider(webhookSecret);
}
