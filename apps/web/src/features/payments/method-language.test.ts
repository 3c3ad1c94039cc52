import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { paymentMethodText } from './method';

afterEach(() => i18n.activate('es'));

describe('how a payment was made, in the active language (issue 24)', () => {
  it("a card's words from the server in Catalan are not named twice; a transfer's reference is kept as typed", () => {
    i18n.activate('ca', { Tarjeta: 'Targeta', 'Transferencia bancaria': 'Transferència bancària' });
    expect(paymentMethodText({ method: 'card', reference: 'Targeta acabada en 4242' })).toBe('Targeta acabada en 4242');
    expect(paymentMethodText({ method: 'transfer', reference: 'ES-1234' })).toBe('Transferència bancària · ES-1234');
    i18n.activate('es');
    expect(paymentMethodText({ method: 'card', reference: 'Tarjeta terminada en 4242' })).toBe(
      'Tarjeta terminada en 4242',
    );
  });
});
