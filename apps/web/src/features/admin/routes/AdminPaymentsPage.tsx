import { formatCents, formatDateTime, PAYMENT_METHODS, PAYMENT_STATUSES } from '@faena/shared';
import { ADMIN_SORTS } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUrlFilters } from '@/components/search/useUrlFilters';
import { Badge } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { ActionButton, AdminList } from '../components/AdminBits';
import { DateRangeFilter, FilterBar, FilterSelect, SortSelect } from '../components/AdminFilters';
import { sharedOptions } from '../labels';

const KEYS = ['q', 'status', 'method', 'from', 'to', 'page', 'sort'] as const;

export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Pagos · Administración`);
  const filters = useUrlFilters(KEYS);
  const list = useQuery({
    queryKey: adminKeys.list('payments', filters.values),
    queryFn: () => adminApi.payments(filters.values),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t`Pagos`}</h1>
      <FilterBar filters={filters} search={{ q: t`Buscar por tarea o referencia` }}>
        <FilterSelect
          filters={filters}
          name="status"
          label={t`Estado`}
          any={t({ message: 'Todos', context: 'opción de filtro: sin filtrar' })}
          options={sharedOptions(PAYMENT_STATUSES)}
        />
        <FilterSelect
          filters={filters}
          name="method"
          label={t`Forma de pago`}
          any={t({ message: 'Todas', comment: 'opción de filtro: sin filtrar' })}
          options={sharedOptions(PAYMENT_METHODS)}
        />
        <DateRangeFilter filters={filters} />
        <SortSelect filters={filters} sorts={ADMIN_SORTS.payments} />
      </FilterBar>
      <AdminList
        query={list}
        filters={filters}
        caption={t`Pagos`}
        head={[t`Tarea`, t`Paga / cobra`, t`Importe`, t`Comisión`, t`Neto`, t`Estado`, t`Acciones`]}
        row={(p) => (
          <tr key={p.id}>
            <td className="px-3 py-2">
              <Link to={`/task/${p.taskId}`} className="font-medium text-primary hover:underline">
                {p.taskTitle}
              </Link>
              <span className="block text-xs text-muted-foreground">
                {i18n._(PAYMENT_METHODS[p.method])} · {formatDateTime(p.createdAt)}
              </span>
            </td>
            <td className="px-3 py-2">
              {p.payer.firstName} → {p.payee.firstName}
            </td>
            <td className="px-3 py-2 tabular-nums">{formatCents(p.amountCents)}</td>
            <td className="px-3 py-2 tabular-nums">{formatCents(p.feeCents)}</td>
            <td className="px-3 py-2 tabular-nums">{formatCents(p.netCents)}</td>
            <td className="px-3 py-2">
              <Badge>{i18n._(PAYMENT_STATUSES[p.status])}</Badge>
              {p.testMode ? <span className="block text-xs text-accent">{t`Modo de pruebas`}</span> : null}
            </td>
            <td className="px-3 py-2">
              {p.status === 'held' ? (
                <span className="flex flex-wrap gap-1">
                  <ActionButton
                    label={t`Liberar`}
                    run={(reason) => adminApi.releasePayment(p.id, { reason })}
                    needsReason
                    done={t`Pago liberado`}
                  />
                  <ActionButton
                    label={t`Reembolsar`}
                    run={(reason) => adminApi.refundPayment(p.id, { reason })}
                    needsReason
                    variant="destructive"
                    done={t`Pago reembolsado`}
                  />
                </span>
              ) : null}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
