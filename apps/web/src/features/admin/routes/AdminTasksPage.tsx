import { categoryLabel, formatDateTime, PROVINCES_SORTED, TASK_CATEGORIES, TASK_STATUSES } from '@faena/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Alert, Badge } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { adminApi, adminKeys } from '../api';
import { ActionButton, Pagination, Table, useFilters } from '../components/AdminBits';

const KEYS = ['q', 'status', 'category', 'province', 'owner', 'hidden', 'page'] as const;

export function Component() {
  usePageTitle('Tareas');
  const { values: filters, set } = useFilters(KEYS);
  const list = useQuery({ queryKey: adminKeys.list('tasks', filters), queryFn: () => adminApi.tasks(filters) });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Tareas</h1>
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          set('q', String(data.get('q') ?? '').trim());
        }}
      >
        <Field label="Buscar por título" className="sm:col-span-2">
          {(p) => <Input {...p} name="q" type="search" key={filters.q} defaultValue={filters.q ?? ''} />}
        </Field>
        <Field label="Estado">
          {(p) => (
            <Select {...p} value={filters.status ?? ''} onChange={(e) => set('status', e.target.value)}>
              <option value="">Todos</option>
              {Object.entries(TASK_STATUSES).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Categoría">
          {(p) => (
            <Select {...p} value={filters.category ?? ''} onChange={(e) => set('category', e.target.value)}>
              <option value="">Todas</option>
              {Object.entries(TASK_CATEGORIES).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Provincia">
          {(p) => (
            <Select {...p} value={filters.province ?? ''} onChange={(e) => set('province', e.target.value)}>
              <option value="">Todas</option>
              {PROVINCES_SORTED.map((pr) => (
                <option key={pr.code} value={pr.code}>
                  {pr.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Propietario">
          {(p) => (
            <Input
              {...p}
              key={filters.owner}
              defaultValue={filters.owner ?? ''}
              onBlur={(e) =>
                e.currentTarget.value !== (filters.owner ?? '') && set('owner', e.currentTarget.value.trim())
              }
            />
          )}
        </Field>
        <Button type="submit" className="sm:col-span-2 lg:col-span-6 lg:justify-self-start">
          Buscar
        </Button>
      </form>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <Alert variant="error">{errorMessage(list.error)}</Alert>
      ) : (
        <>
          <Table caption="Tareas" head={['Tarea', 'Propietario', 'Estado', 'Lugar', 'Creada', 'Acciones']}>
            {list.data.items.map((t) => (
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
                      <ActionButton label="Mostrar" path={`tasks/${t.id}/unhide`} done="Tarea visible de nuevo" />
                    ) : (
                      <ActionButton
                        label="Ocultar"
                        path={`tasks/${t.id}/hide`}
                        done="Tarea oculta"
                        confirm="Dejará de aparecer en «Buscar tareas»."
                      />
                    )}
                    {['draft', 'open', 'assigned', 'in_progress', 'pending_confirmation'].includes(t.status) ? (
                      <ActionButton
                        label="Cancelar"
                        path={`tasks/${t.id}/cancel`}
                        needsReason
                        variant="destructive"
                        done="Tarea cancelada"
                      />
                    ) : null}
                  </span>
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
