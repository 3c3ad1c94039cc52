import { formatCents, formatDateTime } from '@faena/shared';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { Badge } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { Table } from '../components/AdminBits';

const OUTCOMES = {
  release: msg({ message: 'Liberado', comment: 'cómo se resolvió una disputa: el pago' }),
  refund: msg({ message: 'Reembolsado', comment: 'cómo se resolvió una disputa: el pago' }),
  split: msg({ message: 'Repartido', comment: 'cómo se resolvió una disputa: el pago' }),
} as const;

/** /admin/disputes: open ones first (the longest waiting on top), then the resolved ones. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Disputas · Administración`);
  /** How long a dispute has waited, in days ("hoy", "hace 3 días"). */
  const age = (iso: string): string => {
    const days = Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000);
    return days === 0 ? t`hoy` : plural(days, { one: 'hace # día', other: 'hace # días' });
  };
  const list = useQuery({ queryKey: adminKeys.list('disputes', {}), queryFn: () => adminApi.disputes() });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t`Disputas`}</h1>
      <QueryState query={list} errorTitle={t`No se han podido cargar las disputas`}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-muted-foreground">
              {t`No hay disputas. Cuando una de las partes abra una, aparecerá aquí.`}
            </p>
          ) : (
            <Table caption={t`Disputas`} head={[t`Tarea`, t`Importe`, t`Abierta por`, t`Antigüedad`, t`Estado`]}>
              {items.map((d) => (
                <tr key={d.id}>
                  <td className="px-3 py-2">
                    <Link to={`/admin/disputes/${d.id}`} className="font-medium text-primary hover:underline">
                      {d.taskTitle}
                    </Link>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{formatCents(d.amountCents)}</td>
                  <td className="px-3 py-2">{d.openedBy.firstName}</td>
                  <td className="px-3 py-2">
                    <time dateTime={d.createdAt} title={formatDateTime(d.createdAt)}>
                      {age(d.createdAt)}
                    </time>
                  </td>
                  <td className="px-3 py-2">
                    <Badge>
                      {d.status === 'open'
                        ? t({ message: 'Abierta', context: 'estado de una disputa' })
                        : t`Resuelta · ${{ outcome: d.outcome ? t(OUTCOMES[d.outcome]) : '' }}`}
                    </Badge>
                  </td>
                </tr>
              ))}
            </Table>
          )
        }
      </QueryState>
    </div>
  );
}
