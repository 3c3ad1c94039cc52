import { formatCents, formatDateTime, PAYMENT_STATUSES, TASK_STATUSES, todayIn } from '@faena/shared';
import type { MonthlyMoney, PaymentDto, PaymentsOverviewDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { BarChart } from '@/components/BarChart';
import { QueryState } from '@/components/QueryState';
import { Button, ButtonLink } from '@/components/ui/button';
import { Alert, Badge, Card, EmptyState, PageHeader } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { confirmReceipt, getPayments, paymentKeys } from '../api';
import { Breakdown } from '../components/Breakdown';
import { type PayableTask, PayDialog } from '../components/PayDialog';
import { PayoutsCard } from '../components/PayoutsCard';
import { TestModeBadge } from '../components/TestModeBadge';
import { paymentMethodText } from '../method';
import { chartMonths, longMonth, shortMonth } from '../months';

const TONE = { pending: 'accent', held: 'accent', released: 'primary', refunded: 'neutral', failed: 'danger' } as const;

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Pagos`);
  const overview = useQuery({ queryKey: paymentKeys.overview, queryFn: getPayments });
  return (
    <QueryState query={overview} errorTitle={t`No se han podido cargar los pagos`} layout="page">
      {(data) =>
        data.role === 'property_owner' ? <OwnerPayments data={data} /> : <ProfessionalPayments data={data} />
      }
    </QueryState>
  );
}

function Totals({ items }: { items: { label: string; cents: number }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((t) => (
        <Card key={t.label} className="p-4">
          <dt className="text-sm text-muted-foreground">{t.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatCents(t.cents)}</dd>
        </Card>
      ))}
    </dl>
  );
}

function OwnerPayments({ data }: { data: PaymentsOverviewDto }) {
  const { t, i18n } = useLingui();
  const [paying, setPaying] = useState<PayableTask | null>(null);
  const dueCount = data.due.length;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageHeader
        title={t`Pagos`}
        description={t`Lo que has pagado y lo que tienes pendiente.`}
        actions={data.testMode ? <TestModeBadge /> : null}
      />
      <Totals
        items={[
          { label: t({ message: 'Pagado', comment: 'total de dinero' }), cents: data.totals.paidCents },
          { label: t({ message: 'Retenido', comment: 'total de dinero' }), cents: data.totals.heldCents },
          { label: t({ message: 'Liberado', comment: 'total de dinero' }), cents: data.totals.releasedCents },
          {
            label: t({ message: 'Pendiente de confirmar', comment: 'total de dinero' }),
            cents: data.totals.pendingCents,
          },
        ]}
      />
      <section aria-labelledby="por-pagar" className="mt-8">
        <h2 id="por-pagar" className="mb-3 text-lg font-semibold">
          {t`Por pagar (${dueCount})`}
        </h2>
        {data.due.length === 0 ? (
          <p className="text-muted-foreground">{t`No tienes pagos pendientes.`}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.due.map((d) => (
              <li key={d.taskId}>
                <Card className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 flex-1">
                    <Link to={`/task/${d.taskId}`} className="font-semibold text-primary hover:underline">
                      {d.title}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {d.professional.firstName} · {i18n._(TASK_STATUSES[d.status])}
                      {d.status === 'completed' ? ` · ${t`el trabajo ya está hecho`}` : ''}
                    </p>
                    <div className="mt-3 max-w-sm">
                      <Breakdown {...d} />
                    </div>
                  </div>
                  <Button onClick={() => setPaying({ ...d, professionalName: d.professional.firstName })}>
                    {t`Pagar`}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <MoneyByMonth
        title={t`Pagado por mes`}
        byMonth={data.byMonth}
        amountLabel={t({ message: 'Importe', comment: 'columna de la tabla de pagos por mes' })}
        countLabel={t({ message: 'Pagos', comment: 'columna de la tabla de pagos por mes: cuántos' })}
        color="var(--accent)"
      />
      <PaymentList title={t`Pagos hechos`} payments={data.payments} who="payee" />
      {paying ? (
        <PayDialog task={paying} card={data.card} testMode={data.testMode} open onClose={() => setPaying(null)} />
      ) : null}
    </div>
  );
}

function ProfessionalPayments({ data }: { data: PaymentsOverviewDto }) {
  const { t } = useLingui();
  const feePercent = data.feePercent;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageHeader
        title={t`Cobros`}
        description={t`Lo que has cobrado, lo retenido y lo pendiente.`}
        actions={data.testMode ? <TestModeBadge /> : null}
      />
      <Totals
        items={[
          { label: t({ message: 'Cobrado', comment: 'total de dinero' }), cents: data.totals.releasedCents },
          { label: t({ message: 'Retenido', comment: 'total de dinero' }), cents: data.totals.heldCents },
          { label: t({ message: 'Pendiente', comment: 'total de dinero' }), cents: data.totals.pendingCents },
          { label: t`Comisión que debes a Faena`, cents: data.totals.feeOwedCents },
        ]}
      />
      {data.totals.feeOwedCents > 0 ? (
        <Alert variant="info" className="mt-4">
          {t`Los pagos por transferencia o Bizum te llegan enteros: la comisión de Faena (${feePercent} % del trabajo) queda como saldo pendiente.`}
        </Alert>
      ) : null}
      {data.payouts ? <PayoutsCard status={data.payouts} testMode={data.testMode} /> : null}
      <MoneyByMonth
        title={t`Cobrado por mes`}
        byMonth={data.byMonth}
        amountLabel={t({ message: 'Neto', comment: 'columna de la tabla de cobros por mes' })}
        countLabel={t({ message: 'Trabajos', comment: 'columna de la tabla de cobros por mes: cuántos' })}
        color="var(--primary)"
      />
      <PaymentList title={t`Pagos`} payments={data.payments} who="payer" />
    </div>
  );
}

/**
 * Money by month as a chart with its table beside it (the administrators' chart): a professional's
 * net received, an owner's spending. Nothing until there is money to show.
 */
function MoneyByMonth({
  title,
  byMonth,
  amountLabel,
  countLabel,
  color,
}: {
  title: string;
  byMonth: MonthlyMoney[];
  amountLabel: string;
  countLabel: string;
  color: string;
}) {
  const { t } = useLingui();
  const months = chartMonths(byMonth, todayIn('Europe/Madrid').slice(0, 7));
  if (months.length === 0) return null;
  return (
    <section aria-labelledby="por-mes" className="mt-8">
      <h2 id="por-mes" className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <Card className="p-4">
        <BarChart
          title={title}
          captionHidden
          tableVisible
          periodLabel={t`Mes`}
          format={formatCents}
          extraColumns={[{ name: countLabel, cells: months.map((m) => m.count) }]}
          fit
          data={months.map((m, i) => ({
            label: shortMonth(m.month),
            // The year (two digits) under the first month and under each January.
            subLabel: i === 0 || m.month.endsWith('-01') ? m.month.slice(2, 4) : undefined,
            longLabel: longMonth(m.month),
            values: [{ name: amountLabel, value: m.cents, color }],
          }))}
        />
      </Card>
    </section>
  );
}

function PaymentList({ title, payments, who }: { title: string; payments: PaymentDto[]; who: 'payer' | 'payee' }) {
  const { t } = useLingui();
  const id = `lista-${who}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title} ({payments.length})
      </h2>
      {payments.length === 0 ? (
        <EmptyState title={t`Todavía no hay pagos`} />
      ) : (
        <ul className="flex flex-col gap-3">
          {payments.map((p) => (
            <li key={p.id}>
              <PaymentCard payment={p} who={who} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PaymentCard({ payment: p, who }: { payment: PaymentDto; who: 'payer' | 'payee' }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmReceipt(p.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      toast({ title: t`Pago confirmado`, description: t`Gracias: lo hemos anotado como cobrado.` });
    },
    onError: (e) => toast({ title: t`No se pudo confirmar`, description: errorMessage(e), variant: 'destructive' }),
  });
  const other = who === 'payee' ? p.payee : p.payer;
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <Link to={`/task/${p.taskId}`} className="font-semibold text-primary hover:underline">
            {p.taskTitle}
          </Link>
          <p className="text-sm text-muted-foreground">
            {other.firstName} · {paymentMethodText(p)} · {formatDateTime(p.createdAt)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {p.testMode ? <TestModeBadge /> : null}
          <Badge tone={TONE[p.status]}>{i18n._(PAYMENT_STATUSES[p.status])}</Badge>
        </div>
      </div>
      <div className="max-w-sm">
        <Breakdown {...p} />
      </div>
      {p.failureReason ? <p className="text-sm text-destructive">{p.failureReason}</p> : null}
      <div className="flex flex-wrap gap-2">
        {who === 'payer' && p.status === 'pending' && p.method !== 'card' ? (
          <Button size="sm" loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t`Confirmar recepción`}
          </Button>
        ) : null}
        {p.status !== 'failed' ? (
          <ButtonLink to={`/payments/${p.id}/receipt`} size="sm" variant="outline">
            <FileText className="h-4 w-4" aria-hidden="true" />
            {` ${t`Recibo`}`}
          </ButtonLink>
        ) : null}
        {p.method === 'card' && p.status === 'held' ? (
          // The receipt opens the dialog (or shows the dispute already open).
          <ButtonLink to={`/payments/${p.id}/receipt?disputa=abrir`} size="sm" variant="outline">
            {t`Abrir disputa`}
          </ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}
