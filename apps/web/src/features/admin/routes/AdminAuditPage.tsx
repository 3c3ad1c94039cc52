import { formatDateTime } from '@faena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUrlFilters } from '@/components/search/useUrlFilters';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { AdminList } from '../components/AdminBits';
import { DateRangeFilter, FilterBar, FilterSelect } from '../components/AdminFilters';
import { ACTION_LABELS, actionLabel, TABLE_LABELS, tableLabel } from '../labels';

const KEYS = ['admin', 'action', 'table', 'from', 'to', 'page'] as const;

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 1));

export function Component() {
  usePageTitle('Registro de acciones');
  const filters = useUrlFilters(KEYS);
  const list = useQuery({
    queryKey: adminKeys.list('actions', filters.values),
    queryFn: () => adminApi.actions(filters.values),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Registro de acciones</h1>
      <FilterBar filters={filters} search={{ admin: 'Administrador' }}>
        <FilterSelect filters={filters} name="action" label="Acción" any="Todas" options={ACTION_LABELS} />
        <FilterSelect filters={filters} name="table" label="Tabla" any="Todas" options={TABLE_LABELS} />
        <DateRangeFilter filters={filters} />
      </FilterBar>
      <AdminList
        query={list}
        filters={filters}
        caption="Registro de acciones"
        head={['Cuándo', 'Quién', 'Acción', 'Registro', 'Antes', 'Después']}
        row={(a) => (
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
        )}
      />
    </div>
  );
}
