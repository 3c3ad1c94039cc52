import { createTestDatabase } from '../../../test/helpers';
import { describeProviderSuite, type ProviderDriver } from './provider-suite';
import { TestPaymentProvider } from './test-provider';

const TEST_METHOD = { ok: 'pm_prueba_visa', declined: 'pm_prueba_rechazada', authentication: 'pm_prueba_3ds' } as const;

/** The built-in test provider passes the same suite as the Stripe adapter. */
describeProviderSuite('Proveedor de pruebas', async () => {
  const { handle, drop } = await createTestDatabase();
  const provider = new TestPaymentProvider(handle.db, 'secreto-de-los-avisos-de-prueba');
  const driver: ProviderDriver = {
    async confirmCard(charge, card) {
      await provider.confirmCharge(charge.ref, charge.clientSecret, TEST_METHOD[card]);
    },
    async authenticate(charge, approved) {
      await provider.authenticateCharge(charge.ref, charge.clientSecret, approved);
    },
    async completeOnboarding(accountRef) {
      await provider.completeOnboarding(accountRef);
    },
    async signWebhook(event, options) {
      const body = JSON.stringify(event);
      return { body, signature: provider.sign(body, options?.timestamp) };
    },
  };
  return { provider, driver, teardown: drop };
});
