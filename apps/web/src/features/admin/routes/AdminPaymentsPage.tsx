import { formatCents, formatDateTime, PAYMENT_METHODS, PAYMENT_STATUSES } from '@faena/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, Badge } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { adminApi, adminKeys } from '../api';
import { ActionButton, Pagination, Table, useFilters } from '../components/AdminBits';

const KEYS = ['q', 'status', 'method', 'from', 'to', 'page'] as const;

export function Component() {
  usePageTitle('Pagos');
  const { values: filters, set } = useFilters(KEYS);
  const list = useQuery({ queryKey: adminKeys.list('payments', filters), queryFn: () => adminApi.payments(filters) });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Pagos</h1>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="Buscar por tarea o referencia">
          {(p) => (
            <Input
              {...p}
              type="search"
              key={filters.q}
              defaultValue={filters.q ?? ''}
              onKeyDown={(e) => e.key === 'Enter' && set('q', e.currentTarget.value.trim())}
              onBlur={(e) =>
                e.currentTarget.value.trim() !== (filters.q ?? '') && set('q', e.currentTarget.value.trim())
              }
            />
          )}
        </Field>
        <Field label="Estado">
          {(p) => (
            <Select {...p} value={filters.status ?? ''} onChange={(e) => set('status', e.target.value)}>
              <option value="">Todos</option>
              {Object.entries(PAYMENT_STATUSES).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Forma de pago">
          {(p) => (
            <Select {...p} value={filters.method ?? ''} onChange={(e) => set('method', e.target.value)}>
              <option value="">Todas</option>
              {Object.entries(PAYMENT_METHODS).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Desde">
          {(p) => <Input {...p} type="date" value={filters.from ?? ''} onChange={(e) => set('from', e.target.value)} />}
        </Field>
        <Field label="Hasta">
          {(p) => <Input {...p} type="date" value={filters.to ?? ''} onChange={(e) => set('to', e.target.value)} />}
        </Field>
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <Alert variant="error">{errorMessage(list.error)}</Alert>
      ) : (
        <>
          <Table caption="Pagos" head={['Tarea', 'Paga / cobra', 'Importe', 'Comisión', 'Neto', 'Estado', 'Acciones']}>
            {list.data.items.map((p) => (
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
                        path={`payments/${p.id}/release`}
                        needsReason
                        done="Pago liberado"
                      />
                      <ActionButton
                        label="Reembolsar"
                        path={`payments/${p.id}/refund`}
                        needsReason
                        variant="destructive"
                        done="Pago reembolsado"
                      />
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </Table>
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => set('page', String(p))}
          />
        </>
      )}
    </div>
  );
}
