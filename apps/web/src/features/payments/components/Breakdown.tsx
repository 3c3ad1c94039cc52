import { formatCents } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';

/** Amount, fee and net, shown the same way everywhere money appears. */
export function Breakdown({
  workCents,
  travelCents,
  amountCents,
  feeCents,
  netCents,
  feeRateBps,
}: {
  workCents: number;
  travelCents: number;
  amountCents: number;
  feeCents: number;
  netCents: number;
  feeRateBps?: number;
}) {
  const { t } = useLingui();
  const percent = feeRateBps === undefined ? null : (feeRateBps / 100).toLocaleString('es-ES');
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">
        {t({ message: 'Trabajo', comment: 'importe del trabajo en un desglose de pago' })}
      </dt>
      <dd className="text-right tabular-nums">{formatCents(workCents)}</dd>
      {travelCents ? (
        <>
          <dt className="text-muted-foreground">{t`Desplazamiento`}</dt>
          <dd className="text-right tabular-nums">{formatCents(travelCents)}</dd>
        </>
      ) : null}
      <dt className="font-semibold">{t`Importe (IVA incluido)`}</dt>
      <dd className="text-right font-semibold tabular-nums">{formatCents(amountCents)}</dd>
      <dt className="text-muted-foreground">
        {percent ? t`Comisión de Faena (${percent} % del trabajo)` : t`Comisión de Faena`}
      </dt>
      <dd className="text-right tabular-nums">−{formatCents(feeCents)}</dd>
      <dt className="text-muted-foreground">{t`Neto para el profesional`}</dt>
      <dd className="text-right tabular-nums">{formatCents(netCents)}</dd>
    </dl>
  );
}
