import { createHmac } from 'node:crypto';
import type { Database } from '@faena/db';
import type { Config } from '../../config/env';
import { type PaymentProvider, PaymentProviders } from './provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

/**
 * The payment providers of this deployment (config.cardPayments): Stripe with its keys (and the
 * test provider, for the test payments made before the switch), or the built-in test provider.
 * Where card payment is not offered at all (a reachable install without a real provider nor
 * PAYMENTS_TEST_MODE) the test provider is still the app's provider, but the payments service
 * refuses cards and no screen offers them.
 */
export function createPaymentProviders(config: Config, db: Database, authSecret: string): PaymentProviders {
  const webhookSecret =
    config.PAYMENTS_WEBHOOK_SECRET ?? createHmac('sha256', authSecret).update('faena-payments-webhooks').digest('hex');
  const test = new TestPaymentProvider(db, webhookSecret);
  if (config.cardPayments !== 'stripe') return new PaymentProviders(test);
  // Test payments made before the switch to Stripe are still settled (by the test provider).
  return new PaymentProviders(stripeProvider(config), [test]);
}

function stripeProvider(config: Config): PaymentProvider {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new StripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY as string,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY as string,
    webhookSecret: [config.STRIPE_WEBHOOK_SECRET as string, config.STRIPE_CONNECT_WEBHOOK_SECRET ?? ''].filter(Boolean),
    testMode: (config.STRIPE_SECRET_KEY as string).startsWith('sk_test_'),
    ...(api
      ? {
          api: {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          },
        }
      : {}),
  });
}
