import { formatCents, PAYMENT_METHODS, type PaymentMethod } from '@faena/shared';
import { type CardProviderDto, type PaymentDto, zPayTask } from '@faena/shared/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api';
import { announceChange } from '@/lib/changes';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { paymentKeys, payTask, syncPayment, testAuthenticateCharge } from '../api';
import { type CardElementHandle, chargeRefOf } from '../card/element';
import { StripeCardElement } from '../card/StripeCardElement';
import { TestCardElement } from '../card/TestCardElement';
import { Breakdown } from './Breakdown';
import { TestModeBadge } from './TestModeBadge';

export interface PayableTask {
  taskId: string;
  title: string;
  workCents: number;
  travelCents: number;
  amountCents: number;
  feeCents: number;
  netCents: number;
  professionalName: string;
  /** The professional can receive card payments. */
  cardAccepted: boolean;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

/**
 * Paying a task: by card through the provider's element (the card goes to the provider, never to
 * Faena), by bank transfer or by Bizum. One idempotency key per attempt, so a double click or a
 * retry never pays twice; a card payment left open is taken up again when the dialog reopens.
 */
export function PayDialog({
  task,
  card,
  testMode,
  open,
  onClose,
}: {
  task: PayableTask;
  /** The card element of this install; null: card payment is not offered here. */
  card: CardProviderDto;
  testMode: boolean;
  open: boolean;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const professional = task.professionalName;
  const cardOffered = card !== null && task.cardAccepted;
  const [method, setMethod] = useState<PaymentMethod>(cardOffered ? 'card' : 'transfer');
  const [reference, setReference] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The card payment whose bank asks for confirmation (test provider; Stripe shows its own). */
  const [awaitingBank, setAwaitingBank] = useState<{ payment: PaymentDto; clientSecret: string } | null>(null);
  const key = useRef(newKey());
  const element = useRef<CardElementHandle>(null);
  const referenceInput = useRef<HTMLInputElement>(null);

  const finish = async (payment: PaymentDto) => {
    await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    // The task's screens (its "Pagar") and the dashboard: app/ knows their keys.
    announceChange({
      type: 'payment',
      data: { paymentId: payment.id, taskId: payment.taskId, status: payment.status },
    });
    const paid = formatCents(payment.amountCents);
    toast({
      title: payment.method === 'card' ? t`Pago hecho` : t`Pago anotado`,
      description:
        payment.method === 'card'
          ? t`${paid} retenidos hasta que confirmes el trabajo.`
          : t`Avisamos a ${professional} para que confirme que lo ha recibido.`,
    });
    key.current = newKey();
    setAwaitingBank(null);
    onClose();
  };

  /** Faena asks the provider how the charge ended, and records it. */
  const settle = async (paymentId: string) => {
    const payment = await syncPayment(paymentId);
    if (payment.status === 'held') await finish(payment);
    else setError(t`El pago aún no está confirmado. Inténtalo de nuevo en un momento.`);
  };

  const payByCard = async () => {
    const payment = await payTask(task.taskId, { method: 'card', idempotencyKey: key.current });
    const clientSecret = payment.checkout?.clientSecret;
    if (!clientSecret) {
      if (payment.status === 'held') return finish(payment);
      throw new Error('El pago no se ha podido preparar.');
    }
    const outcome = await element.current?.confirm(clientSecret);
    if (!outcome) return;
    if (outcome.status === 'error') {
      if (outcome.fields) setFieldErrors(outcome.fields);
      setError(outcome.message);
      return;
    }
    if (outcome.status === 'requires_action') {
      setAwaitingBank({ payment, clientSecret });
      return;
    }
    await settle(payment.id);
  };

  /**
   * The same checks as the server, here, before anything is sent: a transfer or Bizum needs its
   * reference; a card, every field of the card element. Nothing leaves the page until they pass,
   * and focus goes to the first thing to fix.
   */
  const checkBeforeSending = (): boolean => {
    if (method === 'card') {
      const checked = element.current?.check() ?? {
        ok: false,
        message: t`El formulario de la tarjeta aún no está listo.`,
      };
      if (!checked.ok) setError(checked.message);
      return checked.ok;
    }
    const parsed = zPayTask.safeParse({ method, idempotencyKey: key.current, reference });
    if (parsed.success) return true;
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    setFieldErrors(fields);
    referenceInput.current?.focus();
    return false;
  };

  const submit = async () => {
    setError(null);
    setFieldErrors({});
    if (!checkBeforeSending()) return;
    setBusy(true);
    try {
      if (method === 'card') await payByCard();
      else await finish(await payTask(task.taskId, { method, idempotencyKey: key.current, reference }));
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFieldErrors(e.fields);
      setError(errorMessage(e));
      if (e instanceof ApiError && e.code === 'CARD_DECLINED') key.current = newKey();
    } finally {
      setBusy(false);
    }
  };

  const answerBank = async (approved: boolean) => {
    if (!awaitingBank) return;
    setBusy(true);
    try {
      const { payment, clientSecret } = awaitingBank;
      const charge = await testAuthenticateCharge(chargeRefOf(clientSecret), clientSecret, approved);
      if (charge.status === 'held') await settle(payment.id);
      else {
        setAwaitingBank(null);
        setError(charge.failureReason ?? t`No has confirmado el pago con tu banco. No se ha cobrado nada.`);
      }
    } catch (e) {
      setAwaitingBank(null);
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const title = task.title;
  const amount = formatCents(task.amountCents);
  const owed = awaitingBank ? formatCents(awaitingBank.payment.amountCents) : '';
  return (
    <Dialog
      open={open}
      title={awaitingBank ? t`Confirmación de tu banco` : t`Pagar «${title}»`}
      onClose={onClose}
      footer={
        awaitingBank ? (
          <>
            <Button variant="outline" disabled={busy} onClick={() => answerBank(false)}>
              {t`Cancelar el pago`}
            </Button>
            <Button loading={busy} onClick={() => answerBank(true)}>
              {t`Autorizar el pago`}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              {t`Volver`}
            </Button>
            <Button loading={busy} onClick={submit}>
              {method === 'card' ? t`Pagar ${amount}` : t`Anotar el pago`}
            </Button>
          </>
        )
      }
    >
      {awaitingBank ? (
        <div className="flex flex-col gap-3">
          {testMode ? <TestModeBadge /> : null}
          <p>
            <Trans>
              Tu banco pide que confirmes el pago de <strong>{owed}</strong> a Faena.
            </Trans>
          </p>
          {testMode ? (
            <p className="text-sm text-muted-foreground">
              {t`En modo de pruebas esta pantalla hace de tu banco: no se mueve dinero real.`}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <Breakdown {...task} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t`Forma de pago`}</legend>
            <div className={cn('grid gap-2', card ? 'grid-cols-3' : 'grid-cols-2')}>
              {(Object.keys(PAYMENT_METHODS) as PaymentMethod[])
                .filter((m) => m !== 'card' || card !== null)
                .map((m) => (
                  <label
                    key={m}
                    className="flex cursor-pointer items-center justify-center rounded-lg border border-border px-2 py-2 text-center text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                  >
                    <input
                      type="radio"
                      name="metodo"
                      value={m}
                      checked={method === m}
                      disabled={m === 'card' && !cardOffered}
                      onChange={() => setMethod(m)}
                      className="sr-only"
                    />
                    {m === 'transfer' ? t`Transferencia` : i18n._(PAYMENT_METHODS[m])}
                  </label>
                ))}
            </div>
            {card !== null && !task.cardAccepted ? (
              <p className="mt-2 text-sm text-muted-foreground">
                {t`${professional} aún no ha configurado sus cobros con tarjeta: puedes pagarle por transferencia o Bizum.`}
              </p>
            ) : null}
          </fieldset>
          {method === 'card' && card ? (
            <div className="flex flex-col gap-3">
              {card.provider === 'stripe' ? (
                <>
                  {testMode ? <TestModeBadge /> : null}
                  <StripeCardElement ref={element} publishableKey={card.publishableKey} />
                </>
              ) : (
                <TestCardElement ref={element} />
              )}
              <p className="flex items-start gap-2 text-xs text-muted-foreground">
                <CreditCard className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                {t`El dinero queda retenido y se libera al profesional cuando confirmes que el trabajo está bien hecho. Los datos de la tarjeta van directamente al procesador de pagos: Faena no los ve.`}
              </p>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <p className="text-sm">
                {method === 'bizum'
                  ? t`Paga a ${professional} por Bizum con los datos que te haya dado y anota aquí la referencia. El pago contará cuando confirme que lo ha recibido.`
                  : t`Paga a ${professional} por transferencia con los datos que te haya dado y anota aquí la referencia. El pago contará cuando confirme que lo ha recibido.`}
              </p>
              <Field label={t`Referencia o concepto`} error={fieldErrors.reference}>
                {(p) => (
                  <Input
                    {...p}
                    ref={referenceInput}
                    value={reference}
                    onChange={(e) => setReference(e.target.value)}
                    maxLength={100}
                  />
                )}
              </Field>
            </div>
          )}
          {error ? <Alert variant="error">{error}</Alert> : null}
        </div>
      )}
    </Dialog>
  );
}
