import { categoryLabel, formatDateTime, TASK_CATEGORIES, TASK_NOT_FINISHED, TASK_STATUSES } from '@faena/shared';
import { ADMIN_SORTS } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUrlFilters } from '@/components/search/useUrlFilters';
import { Badge } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { ActionButton, AdminList } from '../components/AdminBits';
import { FilterBar, FilterSelect, SortSelect } from '../components/AdminFilters';
import { PROVINCE_OPTIONS, sharedOptions } from '../labels';

const KEYS = ['q', 'status', 'category', 'province', 'owner', 'hidden', 'page', 'sort'] as const;

export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Tareas · Administración`);
  const filters = useUrlFilters(KEYS);
  const list = useQuery({
    queryKey: adminKeys.list('tasks', filters.values),
    queryFn: () => adminApi.tasks(filters.values),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t`Tareas`}</h1>
      <FilterBar filters={filters} search={{ q: t`Buscar por título`, owner: t`Propietario (nombre o correo)` }}>
        <FilterSelect
          filters={filters}
          name="status"
          label={t`Estado`}
          any={t({ message: 'Todos', context: 'opción de filtro: sin filtrar' })}
          options={sharedOptions(TASK_STATUSES)}
        />
        <FilterSelect
          filters={filters}
          name="category"
          label={t`Categoría`}
          any={t({ message: 'Todas', comment: 'opción de filtro: sin filtrar' })}
          options={sharedOptions(TASK_CATEGORIES)}
        />
        <FilterSelect
          filters={filters}
          name="province"
          label={t`Provincia`}
          any={t({ message: 'Todas', comment: 'opción de filtro: sin filtrar' })}
          options={PROVINCE_OPTIONS}
        />
        <SortSelect filters={filters} sorts={ADMIN_SORTS.tasks} />
      </FilterBar>
      <AdminList
        query={list}
        filters={filters}
        caption={t`Tareas`}
        head={[t`Tarea`, t`Propietario`, t`Estado`, t`Lugar`, t`Creada`, t`Acciones`]}
        row={(task) => (
          <tr key={task.id}>
            <td className="px-3 py-2">
              <Link to={`/task/${task.id}`} className="font-medium text-primary hover:underline">
                {task.title}
              </Link>
              <span className="block text-xs text-muted-foreground">{i18n._(categoryLabel(task.category))}</span>
            </td>
            <td className="px-3 py-2">
              {task.ownerName}
              <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{task.ownerEmail}</span>
            </td>
            <td className="px-3 py-2">
              <span className="flex flex-wrap gap-1">
                <Badge>{i18n._(TASK_STATUSES[task.status])}</Badge>
                {task.hiddenAt ? <Badge tone="danger">{t({ message: 'Oculta', comment: 'tarea' })}</Badge> : null}
              </span>
            </td>
            <td className="px-3 py-2">{task.municipality}</td>
            <td className="px-3 py-2 text-muted-foreground">{formatDateTime(task.createdAt)}</td>
            <td className="px-3 py-2">
              <span className="flex flex-wrap gap-1">
                {task.hiddenAt ? (
                  <ActionButton
                    label={t`Mostrar`}
                    run={() => adminApi.unhideTask(task.id)}
                    done={t`Tarea visible de nuevo`}
                  />
                ) : (
                  <ActionButton
                    label={t`Ocultar`}
                    run={() => adminApi.hideTask(task.id)}
                    done={t`Tarea oculta`}
                    confirm={t`Dejará de aparecer en «Buscar tareas».`}
                  />
                )}
                {TASK_NOT_FINISHED.includes(task.status) ? (
                  <ActionButton
                    label={t`Cancelar`}
                    run={(reason) => adminApi.cancelTask(task.id, { reason })}
                    needsReason
                    variant="destructive"
                    done={t`Tarea cancelada`}
                  />
                ) : null}
              </span>
            </td>
          </tr>
        )}
      />
    </div>
  );
}
