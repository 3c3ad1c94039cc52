import { formatDateTime } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUrlFilters } from '@/components/search/useUrlFilters';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { auditFields } from '../audit-data';
import { AdminList } from '../components/AdminBits';
import { DateRangeFilter, FilterBar, FilterSelect } from '../components/AdminFilters';
import { ACTION_LABELS, actionLabel, labelOptions, TABLE_LABELS, tableLabel } from '../labels';

const KEYS = ['admin', 'action', 'table', 'from', 'to', 'page'] as const;

/** An action's before or after: a list of "field: value" in Spanish. */
// Re-rendered with its page, whose useLingui() follows the language.
function AuditData({ data, table }: { data: unknown; table: string }) {
  const fields = auditFields(data, table);
  if (fields.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <dl className="flex max-w-64 flex-col gap-0.5 text-xs">
      {fields.map((f) => (
        <div key={f.label}>
          <dt className="inline font-medium">{f.label}: </dt>
          <dd className="inline [overflow-wrap:anywhere]">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Registro de acciones · Administración`);
  const filters = useUrlFilters(KEYS);
  const list = useQuery({
    queryKey: adminKeys.list('actions', filters.values),
    queryFn: () => adminApi.actions(filters.values),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t`Registro de acciones`}</h1>
      <FilterBar filters={filters} search={{ admin: t`Administrador` }}>
        <FilterSelect
          filters={filters}
          name="action"
          label={t`Acción`}
          any={t({ message: 'Todas', comment: 'opción de filtro: sin filtrar' })}
          options={labelOptions(ACTION_LABELS)}
        />
        <FilterSelect
          filters={filters}
          name="table"
          label={t`Tabla`}
          any={t({ message: 'Todas', comment: 'opción de filtro: sin filtrar' })}
          options={labelOptions(TABLE_LABELS)}
        />
        <DateRangeFilter filters={filters} />
      </FilterBar>
      <AdminList
        query={list}
        filters={filters}
        caption={t`Registro de acciones`}
        head={[
          t`Cuándo`,
          t`Quién`,
          t`Acción`,
          t({ message: 'Registro', context: 'columna: el registro (fila) afectado por la acción' }),
          t`Antes`,
          t`Después`,
        ]}
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
              <AuditData data={a.oldData} table={a.targetTableName} />
            </td>
            <td className="px-3 py-2">
              <AuditData data={a.newData} table={a.targetTableName} />
            </td>
          </tr>
        )}
      />
    </div>
  );
}
