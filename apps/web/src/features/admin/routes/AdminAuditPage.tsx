import { formatDateTime } from '@faena/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { adminApi, adminKeys } from '../api';
import { Pagination, Table, useFilters } from '../components/AdminBits';
import { ACTION_LABELS, actionLabel, TABLE_LABELS, tableLabel } from '../labels';

const KEYS = ['admin', 'action', 'table', 'from', 'to', 'page'] as const;

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 1));

export function Component() {
  usePageTitle('Registro de acciones');
  const { values: filters, set } = useFilters(KEYS);
  const list = useQuery({ queryKey: adminKeys.list('actions', filters), queryFn: () => adminApi.actions(filters) });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Registro de acciones</h1>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="Administrador">
          {(p) => (
            <Input
              {...p}
              type="search"
              key={filters.admin}
              defaultValue={filters.admin ?? ''}
              onKeyDown={(e) => e.key === 'Enter' && set('admin', e.currentTarget.value.trim())}
              onBlur={(e) =>
                e.currentTarget.value.trim() !== (filters.admin ?? '') && set('admin', e.currentTarget.value.trim())
              }
            />
          )}
        </Field>
        <Field label="Acción">
          {(p) => (
            <Select {...p} value={filters.action ?? ''} onChange={(e) => set('action', e.target.value)}>
              <option value="">Todas</option>
              {Object.entries(ACTION_LABELS).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Tabla">
          {(p) => (
            <Select {...p} value={filters.table ?? ''} onChange={(e) => set('table', e.target.value)}>
              <option value="">Todas</option>
              {Object.entries(TABLE_LABELS).map(([v, l]) => (
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
          <Table caption="Registro de acciones" head={['Cuándo', 'Quién', 'Acción', 'Registro', 'Antes', 'Después']}>
            {list.data.items.map((a) => (
              <tr key={a.id} className="align-top">
                <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{formatDateTime(a.createdAt)}</td>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">{a.actor}</td>
                <td className="px-3 py-2">{actionLabel(a.actionName)}</td>
                <td className="px-3 py-2">
                  {tableLabel(a.targetTableName)}
                  <span className="block font-mono text-xs text-muted-foreground">{a.targetRecordId?.slice(0, 8)}</span>
                </td>
                <td className="px-3 py-2">
                  <pre className="max-w-56 whitespace-pre-wrap font-mono text-xs">{json(a.oldData)}</pre>
                </td>
                <td className="px-3 py-2">
                  <pre className="max-w-56 whitespace-pre-wrap font-mono text-xs">{json(a.newData)}</pre>
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
