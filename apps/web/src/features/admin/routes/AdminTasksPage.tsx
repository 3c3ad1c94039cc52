import { categoryLabel, formatDateTime, TASK_CATEGORIES, TASK_NOT_FINISHED, TASK_STATUSES } from '@faena/shared';
import { ADMIN_SORTS } from '@faena/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUrlFilters } from '@/components/search/useUrlFilters';
import { Badge } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { ActionButton, AdminList } from '../components/AdminBits';
import { FilterBar, FilterSelect, SortSelect } from '../components/AdminFilters';
import { PROVINCE_OPTIONS } from '../labels';

const KEYS = ['q', 'status', 'category', 'province', 'owner', 'hidden', 'page', 'sort'] as const;

export function Component() {
  usePageTitle('Tareas · Administración');
  const filters = useUrlFilters(KEYS);
  const list = useQuery({
    queryKey: adminKeys.list('tasks', filters.values),
    queryFn: () => adminApi.tasks(filters.values),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Tareas</h1>
      <FilterBar filters={filters} search={{ q: 'Buscar por título', owner: 'Propietario (nombre o correo)' }}>
        <FilterSelect filters={filters} name="status" label="Estado" any="Todos" options={TASK_STATUSES} />
        <FilterSelect filters={filters} name="category" label="Categoría" any="Todas" options={TASK_CATEGORIES} />
        <FilterSelect filters={filters} name="province" label="Provincia" any="Todas" options={PROVINCE_OPTIONS} />
        <SortSelect filters={filters} sorts={ADMIN_SORTS.tasks} />
      </FilterBar>
      <AdminList
        query={list}
        filters={filters}
        caption="Tareas"
        head={['Tarea', 'Propietario', 'Estado', 'Lugar', 'Creada', 'Acciones']}
        row={(t) => (
          <tr key={t.id}>
            <td className="px-3 py-2">
              <Link to={`/task/${t.id}`} className="font-medium text-primary hover:underline">
                {t.title}
              </Link>
              <span className="block text-xs text-muted-foreground">{categoryLabel(t.category)}</span>
            </td>
            <td className="px-3 py-2">
              {t.ownerName}
              <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{t.ownerEmail}</span>
            </td>
            <td className="px-3 py-2">
              <span className="flex flex-wrap gap-1">
                <Badge>{TASK_STATUSES[t.status]}</Badge>
                {t.hiddenAt ? <Badge tone="danger">Oculta</Badge> : null}
              </span>
            </td>
            <td className="px-3 py-2">{t.municipality}</td>
            <td className="px-3 py-2 text-muted-foreground">{formatDateTime(t.createdAt)}</td>
            <td className="px-3 py-2">
              <span className="flex flex-wrap gap-1">
                {t.hiddenAt ? (
                  <ActionButton label="Mostrar" run={() => adminApi.unhideTask(t.id)} done="Tarea visible de nuevo" />
                ) : (
                  <ActionButton
                    label="Ocultar"
                    run={() => adminApi.hideTask(t.id)}
                    done="Tarea oculta"
                    confirm="Dejará de aparecer en «Buscar tareas»."
                  />
                )}
                {TASK_NOT_FINISHED.includes(t.status) ? (
                  <ActionButton
                    label="Cancelar"
                    run={(reason) => adminApi.cancelTask(t.id, { reason })}
                    needsReason
                    variant="destructive"
                    done="Tarea cancelada"
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
