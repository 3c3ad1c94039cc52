import { type TestCardInput, tokenizeTestCard } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { testConfirmCharge } from '../api';
import { TestModeBadge } from '../components/TestModeBadge';
import { type CardCheck, type CardElementHandle, type CardOutcome, chargeRefOf } from './element';

const FIELD_ORDER: (keyof TestCardInput)[] = ['number', 'expiry', 'cvc', 'holder'];

/**
 * The built-in test provider's card element ("Modo de pruebas"). The card is checked and turned
 * into a test payment method here, in the browser, as Stripe.js does with a real card: only the
 * token goes out, to the test provider's side, with the charge's client secret.
 */
export function TestCardElement({ ref }: { ref: Ref<CardElementHandle> }) {
  const { t } = useLingui();
  const [card, setCard] = useState<TestCardInput>({ number: '', expiry: '', cvc: '', holder: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof TestCardInput, string>>>({});

  const form = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      check(): CardCheck {
        const token = tokenizeTestCard(card);
        if (token.ok) {
          setFieldErrors({});
          return { ok: true };
        }
        setFieldErrors(token.fields);
        // The first field to fix, in the order they are shown.
        const first = FIELD_ORDER.find((name) => token.fields[name]);
        form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        return { ok: false, message: t`Revisa los datos de la tarjeta.` };
      },
      async confirm(clientSecret: string): Promise<CardOutcome> {
        const token = tokenizeTestCard(card);
        if (!token.ok) {
          setFieldErrors(token.fields);
          return { status: 'error', message: t`Revisa los datos de la tarjeta.`, fields: token.fields };
        }
        setFieldErrors({});
        try {
          const charge = await testConfirmCharge(chargeRefOf(clientSecret), clientSecret, token.method);
          if (charge.status === 'held') return { status: 'held' };
          if (charge.status === 'requires_action') return { status: 'requires_action' };
          return { status: 'error', message: charge.failureReason ?? t`Tu banco ha rechazado la tarjeta.` };
        } catch (error) {
          return { status: 'error', message: errorMessage(error) };
        }
      },
    }),
    [card, t],
  );

  const field = (name: keyof TestCardInput) => ({
    name,
    value: card[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setCard({ ...card, [name]: e.target.value }),
  });

  return (
    <div ref={form} className="grid grid-cols-2 gap-3">
      <div className="col-span-2">
        <TestModeBadge />
        <p className="mt-1 text-xs text-muted-foreground">
          {t`Tarjetas de prueba: 4242 4242 4242 4242 (se acepta), 4000 0000 0000 0002 (se rechaza), 4000 0025 0000 3155 (pide confirmar). Cualquier fecha futura y CVC. No se mueve dinero real.`}
        </p>
      </div>
      <Field label={t`Número de tarjeta`} error={fieldErrors.number} className="col-span-2">
        {(p) => <Input {...p} inputMode="numeric" autoComplete="cc-number" {...field('number')} />}
      </Field>
      <Field label={t`Caducidad (MM/AA)`} error={fieldErrors.expiry}>
        {(p) => (
          <Input
            {...p}
            autoComplete="cc-exp"
            placeholder={t({ message: 'MM/AA', comment: 'formato de la caducidad de la tarjeta: mes/año' })}
            {...field('expiry')}
          />
        )}
      </Field>
      <Field label={t({ message: 'CVC', comment: 'código de seguridad de la tarjeta' })} error={fieldErrors.cvc}>
        {(p) => <Input {...p} inputMode="numeric" autoComplete="cc-csc" {...field('cvc')} />}
      </Field>
      <Field label={t`Titular`} error={fieldErrors.holder} className="col-span-2">
        {(p) => <Input {...p} autoComplete="cc-name" {...field('holder')} />}
      </Field>
    </div>
  );
}
