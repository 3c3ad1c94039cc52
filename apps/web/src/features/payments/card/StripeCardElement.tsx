import { useLingui } from '@lingui/react/macro';
import type { Stripe, StripeCardElement as StripeCard } from '@stripe/stripe-js';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Alert } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { CardCheck, CardElementHandle, CardOutcome } from './element';

/**
 * Stripe's own card element, in Stripe's iframe: the card goes from it to Stripe, and 3-D Secure
 * happens in Stripe's window. Stripe.js is loaded only when this element is shown (the pay dialog).
 */
export function StripeCardElement({ publishableKey, ref }: { publishableKey: string; ref: Ref<CardElementHandle> }) {
  const { t } = useLingui();
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const card = useRef<StripeCard | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [holder, setHolder] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [holderError, setHolderError] = useState<string | null>(null);
  /** Stripe's element says when the card number, date and CVC are all filled in and valid. */
  const complete = useRef(false);
  const holderInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let cancelled = false;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey, { locale: 'es' }))
      .then((loaded) => {
        if (cancelled || !loaded || !mount.current) {
          if (!loaded && !cancelled) setState('unavailable');
          return;
        }
        stripe.current = loaded;
        const element = loaded.elements({ locale: 'es' }).create('card', { hidePostalCode: true });
        element.mount(mount.current);
        element.on('change', (event) => {
          complete.current = event.complete;
          setCardError(event.error?.message ?? null);
        });
        card.current = element;
        setState('ready');
      })
      .catch(() => !cancelled && setState('unavailable'));
    return () => {
      cancelled = true;
      card.current?.destroy();
    };
  }, [publishableKey]);

  useImperativeHandle(
    ref,
    () => ({
      check(): CardCheck {
        if (!stripe.current || !card.current)
          return { ok: false, message: t`El formulario de la tarjeta aún no está listo.` };
        if (!complete.current) {
          setCardError((current) => current ?? t`Completa el número, la caducidad y el CVC de la tarjeta.`);
          card.current.focus();
          return { ok: false, message: t`Revisa los datos de la tarjeta.` };
        }
        if (holder.trim().length < 2) {
          setHolderError(t`Escribe el nombre del titular.`);
          holderInput.current?.focus();
          return { ok: false, message: t`Revisa los datos de la tarjeta.` };
        }
        setHolderError(null);
        return { ok: true };
      },
      async confirm(clientSecret: string): Promise<CardOutcome> {
        if (!stripe.current || !card.current) {
          return { status: 'error', message: t`El formulario de la tarjeta aún no está listo.` };
        }
        if (holder.trim().length < 2) {
          return {
            status: 'error',
            message: t`Escribe el nombre del titular.`,
            fields: { holder: t`Escribe el nombre del titular.` },
          };
        }
        const result = await stripe.current.confirmCardPayment(clientSecret, {
          payment_method: { card: card.current, billing_details: { name: holder.trim() } },
        });
        if (result.error)
          return { status: 'error', message: result.error.message ?? t`Tu banco ha rechazado la tarjeta.` };
        return result.paymentIntent?.status === 'succeeded'
          ? { status: 'held' }
          : { status: 'error', message: t`El pago no se ha completado. Inténtalo de nuevo.` };
      },
    }),
    [holder, t],
  );

  if (state === 'unavailable') {
    return (
      <Alert variant="error">
        {t`No se ha podido cargar el formulario de pago seguro. Revisa la conexión o paga por transferencia o Bizum.`}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div>
        <span className="mb-1 block text-sm font-medium">{t`Tarjeta`}</span>
        <div ref={mount} className="min-h-11 rounded-lg border border-border bg-background px-3 py-3" />
        {state === 'loading' ? (
          <span className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
            <Spinner className="h-3 w-3" />
            {` ${t`Cargando el formulario seguro de Stripe…`}`}
          </span>
        ) : null}
        {cardError ? <p className="mt-1 text-sm text-destructive">{cardError}</p> : null}
      </div>
      <Field label={t`Titular`} error={holderError ?? undefined}>
        {(p) => (
          <Input
            {...p}
            ref={holderInput}
            autoComplete="cc-name"
            value={holder}
            onChange={(e) => setHolder(e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
