import type { PayoutStatus } from '@faena/shared/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Alert, Badge, Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { paymentKeys, refreshPayouts, startPayouts } from '../api';
import { TestModeBadge } from './TestModeBadge';

const STATUS: Record<
  PayoutStatus,
  { label: MessageDescriptor; tone: 'neutral' | 'accent' | 'primary' | 'danger'; text: MessageDescriptor }
> = {
  none: {
    label: msg({ message: 'Sin configurar', comment: 'estado de la cuenta de cobros con tarjeta' }),
    tone: 'neutral',
    text: msg`Configura tus cobros para que los propietarios puedan pagarte con tarjeta. Mientras tanto te pueden pagar por transferencia o Bizum.`,
  },
  pending: {
    label: msg({ message: 'Pendiente', context: 'estado de la cuenta de cobros con tarjeta' }),
    tone: 'accent',
    text: msg`El procesador de pagos está revisando tus datos. Puedes seguir el alta donde la dejaste.`,
  },
  needs_information: {
    label: msg({ message: 'Faltan datos', comment: 'estado de la cuenta de cobros con tarjeta' }),
    tone: 'danger',
    text: msg`El procesador de pagos necesita más información para enviarte el dinero. Complétala para seguir cobrando con tarjeta.`,
  },
  verified: {
    label: msg({ message: 'Verificada', comment: 'estado de la cuenta de cobros con tarjeta' }),
    tone: 'primary',
    text: msg`Los pagos con tarjeta te llegan a tu cuenta cuando el propietario confirma el trabajo, menos la comisión de Faena.`,
  },
};

/**
 * A professional's payout account for card payments: its state, and 'Configurar cobros', which
 * sends them to the provider's onboarding (the test provider's own page in "Modo de pruebas").
 * Back from it (?cobros=vuelta), the state is asked of the provider.
 */
export function PayoutsCard({ status, testMode }: { status: PayoutStatus; testMode: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const start = useMutation({
    mutationFn: startPayouts,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const refresh = useMutation({
    mutationFn: refreshPayouts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.overview }),
  });
  const refreshed = useRef(false);
  const back = params.get('cobros');
  useEffect(() => {
    if (!back || refreshed.current) return;
    refreshed.current = true;
    refresh.mutate();
    setParams(
      (p) => {
        p.delete('cobros');
        return p;
      },
      { replace: true },
    );
  }, [back, refresh, setParams]);

  const shown = STATUS[status];
  return (
    <section aria-labelledby="cobros-tarjeta" className="mt-8">
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="cobros-tarjeta" className="text-lg font-semibold">
            {t`Cobros con tarjeta`}
          </h2>
          <Badge tone={shown.tone}>{t(shown.label)}</Badge>
          {testMode ? <TestModeBadge /> : null}
        </div>
        <p className="text-sm text-muted-foreground">{t(shown.text)}</p>
        {status !== 'verified' ? (
          <div>
            <Button loading={start.isPending} onClick={() => start.mutate()}>
              {t`Configurar cobros`}
            </Button>
          </div>
        ) : null}
        {start.isError ? <Alert variant="error">{errorMessage(start.error)}</Alert> : null}
      </Card>
    </section>
  );
}
