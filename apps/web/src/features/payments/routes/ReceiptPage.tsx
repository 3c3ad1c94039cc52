import { formatCents, formatDateTime, PAYMENT_STATUSES } from '@faena/shared';
import type { PaymentDto, PaymentInvoices } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { QueryState } from '@/components/QueryState';
import { Button, ButtonLink, buttonClass } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { usePageTitle } from '@/lib/page-title';
import { getPayment, getPaymentInvoices, invoicePdfUrl, paymentKeys } from '../api';
import { DisputeSection } from '../components/DisputeSection';
import { TestModeBadge } from '../components/TestModeBadge';
import { paymentMethodText } from '../method';

/** A printable receipt (the browser's "Guardar como PDF" makes the PDF). */
export function Component() {
  const { t } = useLingui();
  const { paymentId = '' } = useParams();
  usePageTitle(t`Recibo`);
  const payment = useQuery({
    queryKey: paymentKeys.one(paymentId),
    queryFn: () => getPayment(paymentId),
    retry: false,
  });
  const invoices = useQuery({
    queryKey: paymentKeys.invoices(paymentId),
    queryFn: () => getPaymentInvoices(paymentId),
    enabled: payment.data?.status === 'released' || payment.data?.status === 'refunded',
  });
  return (
    <QueryState query={payment} errorTitle={t`No se ha podido cargar el recibo`} notFound layout="page">
      {(p) => <Receipt p={p} invoices={invoices} />}
    </QueryState>
  );
}

function Receipt({ p, invoices }: { p: PaymentDto; invoices: UseQueryResult<PaymentInvoices> }) {
  const { t, i18n } = useLingui();
  const percent = (p.feeRateBps / 100).toLocaleString('es-ES');
  const number = p.id.slice(0, 8).toUpperCase();
  const name = (x: { firstName: string; lastName: string | null }) =>
    `${x.firstName}${x.lastName ? ` ${x.lastName}` : ''}`;
  const rows: [string, string][] = [
    [t({ message: 'Trabajo', comment: 'importe del trabajo en un desglose de pago' }), formatCents(p.workCents)],
    ...(p.travelCents ? ([[t`Desplazamiento (sin comisión)`, formatCents(p.travelCents)]] as [string, string][]) : []),
    [t`Importe pagado`, formatCents(p.amountCents)],
    [t`Comisión de Faena (${percent} % del trabajo)`, formatCents(p.feeCents)],
    [t`Neto para el profesional`, formatCents(p.netCents)],
  ];
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 print:py-0">
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <ButtonLink to="/payments" variant="outline">
          {t`Volver a pagos`}
        </ButtonLink>
        <Button onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {` ${t`Imprimir o guardar en PDF`}`}
        </Button>
      </div>
      <article className="rounded-xl border border-border bg-card p-6 print:border-0 print:p-0">
        <header className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xl font-bold text-primary">Faena</p>
            <h1 className="text-2xl font-bold">{t`Recibo de pago`}</h1>
          </div>
          <p className="text-right text-sm text-muted-foreground">
            {t({ message: `Nº ${number}`, comment: 'número del recibo' })}
            <br />
            {formatDateTime(p.releasedAt ?? p.heldAt ?? p.createdAt)}
          </p>
        </header>
        {p.testMode ? (
          <p className="mt-3 font-semibold text-accent">{t`Modo de pruebas: no se ha movido dinero real.`}</p>
        ) : null}
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">
              {t({ message: 'Paga', comment: 'en un recibo: quién paga' })}
            </dt>
            <dd className="font-medium">{name(p.payer)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">
              {t({ message: 'Cobra', comment: 'en un recibo: quién cobra' })}
            </dt>
            <dd className="font-medium">{name(p.payee)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted-foreground">{t`Tarea`}</dt>
            <dd className="font-medium">{p.taskTitle}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t`Forma de pago`}</dt>
            <dd className="font-medium">{paymentMethodText(p)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t`Estado`}</dt>
            <dd className="font-medium">{i18n._(PAYMENT_STATUSES[p.status])}</dd>
          </div>
        </dl>
        <table className="mt-6 w-full text-sm">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-t border-border">
                <th scope="row" className="py-2 text-left font-normal">
                  {label}
                </th>
                <td className="py-2 text-right tabular-nums">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <QueryState
          query={invoices}
          errorTitle={t`No se han podido cargar las facturas`}
          loading={null}
          alertClassName="mt-6 print:hidden"
        >
          {(found) => (
            <>
              {found.missingProfessionalDetails ? (
                <Alert variant="warning" className="mt-6 print:hidden">
                  {t`Completa tus datos de facturación para emitir facturas (en «Mi perfil»).`}
                </Alert>
              ) : null}
              {found.invoices.length > 0 ? (
                <section className="mt-6 print:hidden" aria-labelledby="facturas">
                  <h2 id="facturas" className="text-lg font-semibold">
                    {t`Facturas`}
                  </h2>
                  <ul className="mt-2 flex flex-col gap-2">
                    {found.invoices.map((inv) => (
                      <li
                        key={inv.id}
                        className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2"
                      >
                        <span className="text-sm">
                          {inv.kind === 'corrective'
                            ? t`Factura rectificativa`
                            : inv.kind === 'simplified'
                              ? t`Factura simplificada`
                              : t`Factura`}{' '}
                          {inv.fullNumber} · {inv.concept === 'fee' ? t`Comisión de Faena` : inv.issuerName} ·{' '}
                          {formatCents(inv.totalCents)}
                          {/* A test-mode payment's invoice has no fiscal value: said beside it. */}
                          {inv.testMode ? (
                            <>
                              {' '}
                              <TestModeBadge />
                            </>
                          ) : null}
                        </span>
                        <a href={invoicePdfUrl(p.id, inv.id)} download className={buttonClass('outline')}>
                          <Download className="h-4 w-4" aria-hidden="true" />
                          {inv.kind === 'corrective' ? t`Descargar factura rectificativa` : t`Descargar factura`}
                          <span className="sr-only"> {inv.fullNumber}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          )}
        </QueryState>
      </article>
      {p.method === 'card' && p.status !== 'pending' && p.status !== 'failed' ? <DisputeSection payment={p} /> : null}
    </div>
  );
}
