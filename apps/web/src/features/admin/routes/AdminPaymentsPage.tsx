import { formatCents, formatDateTime, PAYMENT_METHODS, PAYMENT_STATUSES } from '@faena/shared';
import { ADMIN_SORTS } from '@faena/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUrlFilters } from '@/components/search/useUrlFilters';
import { Badge } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { ActionButton, AdminList } from '../components/AdminBits';
import { DateRangeFilter, FilterBar, FilterSelect, SortSelect } from '../components/AdminFilters';

const KEYS = ['q', 'status', 'method', 'from', 'to', 'page', 'sort'] as const;

export function Component() {
  usePageTitle('Pagos · Administración');
  const filters = useUrlFilters(KEYS);
  const list = useQuery({
    queryKey: adminKeys.list('payments', filters.values),
    queryFn: () => adminApi.payments(filters.values),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Pagos</h1>
      <FilterBar filters={filters} search={{ q: 'Buscar por tarea o referencia' }}>
        <FilterSelect filters={filters} name="status" label="Estado" any="Todos" options={PAYMENT_STATUSES} />
        <FilterSelect filters={filters} name="method" label="Forma de pago" any="Todas" options={PAYMENT_METHODS} />
        <DateRangeFilter filters={filters} />
        <SortSelect filters={filters} sorts={ADMIN_SORTS.payments} />
      </FilterBar>
      <AdminList
        query={list}
        filters={filters}
        caption="Pagos"
        head={['Tarea', 'Paga / cobra', 'Importe', 'Comisión', 'Neto', 'Estado', 'Acciones']}
        row={(p) => (
          <tr key={p.id}>
            <td className="px-3 py-2">
              <Link to={`/task/${p.taskId}`} className="font-medium text-primary hover:underline">
                {p.taskTitle}
              </Link>
              <span className="block text-xs text-muted-foreground">
                {PAYMENT_METHODS[p.method]} · {formatDateTime(p.createdAt)}
              </span>
            </td>
            <td className="px-3 py-2">
              {p.payer.firstName} → {p.payee.firstName}
            </td>
            <td className="px-3 py-2 tabular-nums">{formatCents(p.amountCents)}</td>
            <td className="px-3 py-2 tabular-nums">{formatCents(p.feeCents)}</td>
            <td className="px-3 py-2 tabular-nums">{formatCents(p.netCents)}</td>
            <td className="px-3 py-2">
              <Badge>{PAYMENT_STATUSES[p.status]}</Badge>
              {p.testMode ? <span className="block text-xs text-accent">Modo de pruebas</span> : null}
            </td>
            <td className="px-3 py-2">
              {p.status === 'held' ? (
                <span className="flex flex-wrap gap-1">
                  <ActionButton
                    label="Liberar"
                    run={(reason) => adminApi.releasePayment(p.id, { reason })}
                    needsReason
                    done="Pago liberado"
                  />
                  <ActionButton
                    label="Reembolsar"
                    run={(reason) => adminApi.refundPayment(p.id, { reason })}
                    needsReason
                    variant="destructive"
                    done="Pago reembolsado"
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
