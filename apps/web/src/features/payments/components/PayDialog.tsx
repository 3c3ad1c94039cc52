import { formatCents, PAYMENT_METHODS, type PaymentMethod } from '@faena/shared';
import type { PaymentDto } from '@faena/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, FlaskConical } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert, Badge } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api';
import { announceChange } from '@/lib/changes';
import { toast } from '@/lib/toast';
import { confirmCardAction, paymentKeys, payTask } from '../api';
import { Breakdown } from './Breakdown';

export interface PayableTask {
  taskId: string;
  title: string;
  workCents: number;
  travelCents: number;
  amountCents: number;
  feeCents: number;
  netCents: number;
  professionalName: string;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

/**
 * Paying a task: card (the built-in test provider, labelled "Modo de pruebas"), bank transfer or
 * Bizum. One idempotency key per attempt, so a double click or a retry never pays twice.
 */
export function PayDialog({
  task,
  testMode,
  open,
  onClose,
}: {
  task: PayableTask;
  testMode: boolean;
  open: boolean;
  onClose(): void;
}) {
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', holder: '' });
  const [reference, setReference] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [awaitingBank, setAwaitingBank] = useState<PaymentDto | null>(null);
  const key = useRef(newKey());

  const finish = async (payment: PaymentDto) => {
    await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    // The task's screens (its "Pagar") and the dashboard: app/ knows their keys.
    announceChange({
      type: 'payment',
      data: { paymentId: payment.id, taskId: payment.taskId, status: payment.status },
    });
    toast({
      title: payment.method === 'card' ? 'Pago hecho' : 'Pago anotado',
      description:
        payment.method === 'card'
          ? `${formatCents(payment.amountCents)} retenidos hasta que confirmes el trabajo.`
          : `Avisamos a ${task.professionalName} para que confirme que lo ha recibido.`,
    });
    key.current = newKey();
    setAwaitingBank(null);
    onClose();
  };

  const submit = async () => {
    setError(null);
    setFieldErrors({});
    setBusy(true);
    try {
      const payment = await payTask(task.taskId, {
        method,
        idempotencyKey: key.current,
        ...(method === 'card' ? { card } : { reference }),
      });
      if (payment.requiresAction) setAwaitingBank(payment);
      else await finish(payment);
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        const mapped: Record<string, string> = {};
        for (const [k, v] of Object.entries(e.fields)) mapped[k.replace(/^card\./, '')] = v;
        setFieldErrors(mapped);
      }
      setError(errorMessage(e));
      // A refused attempt is over: the next one is a new payment.
      if (e instanceof ApiError && e.code === 'CARD_DECLINED') key.current = newKey();
    } finally {
      setBusy(false);
    }
  };

  const answerBank = async (approved: boolean) => {
    if (!awaitingBank) return;
    setBusy(true);
    try {
      await finish(await confirmCardAction(awaitingBank.id, approved));
    } catch (e) {
      setAwaitingBank(null);
      key.current = newKey();
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={awaitingBank ? 'Confirmación de tu banco' : `Pagar «${task.title}»`}
      onClose={onClose}
      footer={
        awaitingBank ? (
          <>
            <Button variant="outline" disabled={busy} onClick={() => answerBank(false)}>
              Cancelar el pago
            </Button>
            <Button loading={busy} onClick={() => answerBank(true)}>
              Autorizar el pago
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Volver
            </Button>
            <Button loading={busy} onClick={submit}>
              {method === 'card' ? `Pagar ${formatCents(task.amountCents)}` : 'Anotar el pago'}
            </Button>
          </>
        )
      }
    >
      {awaitingBank ? (
        <div className="flex flex-col gap-3">
          {testMode ? <TestModeBadge /> : null}
          <p>
            Tu banco pide que confirmes el pago de <strong>{formatCents(awaitingBank.amountCents)}</strong> a Faena.
          </p>
          {testMode ? (
            <p className="text-sm text-muted-foreground">
              En modo de pruebas esta pantalla hace de tu banco: no se mueve dinero real.
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <Breakdown {...task} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Forma de pago</legend>
            <div className="grid grid-cols-3 gap-2">
              {(Object.keys(PAYMENT_METHODS) as PaymentMethod[]).map((m) => (
                <label
                  key={m}
                  className="flex cursor-pointer items-center justify-center rounded-lg border border-border px-2 py-2 text-center text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                >
                  <input
                    type="radio"
                    name="metodo"
                    value={m}
                    checked={method === m}
                    onChange={() => setMethod(m)}
                    className="sr-only"
                  />
                  {m === 'transfer' ? 'Transferencia' : PAYMENT_METHODS[m]}
                </label>
              ))}
            </div>
          </fieldset>
          {method === 'card' ? (
            <div className="grid grid-cols-2 gap-3">
              {testMode ? (
                <div className="col-span-2">
                  <TestModeBadge />
                  <p className="mt-1 text-xs text-muted-foreground">
                    Tarjetas de prueba: 4242 4242 4242 4242 (se acepta), 4000 0000 0000 0002 (se rechaza), 4000 0025
                    0000 3155 (pide confirmar). Cualquier fecha futura y CVC.
                  </p>
                </div>
              ) : null}
              <Field label="Número de tarjeta" error={fieldErrors.number} className="col-span-2">
                {(p) => (
                  <Input
                    {...p}
                    inputMode="numeric"
                    autoComplete="cc-number"
                    value={card.number}
                    onChange={(e) => setCard({ ...card, number: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Caducidad (MM/AA)" error={fieldErrors.expiry}>
                {(p) => (
                  <Input
                    {...p}
                    autoComplete="cc-exp"
                    placeholder="MM/AA"
                    value={card.expiry}
                    onChange={(e) => setCard({ ...card, expiry: e.target.value })}
                  />
                )}
              </Field>
              <Field label="CVC" error={fieldErrors.cvc}>
                {(p) => (
                  <Input
                    {...p}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    value={card.cvc}
                    onChange={(e) => setCard({ ...card, cvc: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Titular" error={fieldErrors.holder} className="col-span-2">
                {(p) => (
                  <Input
                    {...p}
                    autoComplete="cc-name"
                    value={card.holder}
                    onChange={(e) => setCard({ ...card, holder: e.target.value })}
                  />
                )}
              </Field>
              <p className="col-span-2 flex items-start gap-2 text-xs text-muted-foreground">
                <CreditCard className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                El dinero queda retenido y se libera al profesional cuando confirmes que el trabajo está bien hecho.
              </p>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <p className="text-sm">
                Paga a {task.professionalName} por {method === 'bizum' ? 'Bizum' : 'transferencia'} con los datos que te
                haya dado y anota aquí la referencia. El pago contará cuando confirme que lo ha recibido.
              </p>
              <Field label="Referencia o concepto" error={fieldErrors.reference}>
                {(p) => (
                  <Input {...p} value={reference} onChange={(e) => setReference(e.target.value)} maxLength={100} />
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

export function TestModeBadge() {
  return (
    <Badge tone="accent">
      <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" /> Modo de pruebas
    </Badge>
  );
}
