import { formatDateTime, PROPERTY_KINDS, PROVINCES_SORTED, type PropertyKind, provinceName } from '@faena/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Alert, Badge } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { adminApi, adminKeys } from '../api';
import { ActionButton, Pagination, Table, useFilters } from '../components/AdminBits';

const KEYS = ['q', 'province', 'archived', 'page'] as const;

export function Component() {
  usePageTitle('Propiedades');
  const { values: filters, set } = useFilters(KEYS);
  const list = useQuery({
    queryKey: adminKeys.list('properties', filters),
    queryFn: () => adminApi.properties(filters),
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Propiedades</h1>
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          set('q', String(new FormData(e.currentTarget).get('q') ?? '').trim());
        }}
      >
        <Field label="Buscar por nombre, municipio o correo" className="sm:col-span-2">
          {(p) => <Input {...p} name="q" type="search" key={filters.q} defaultValue={filters.q ?? ''} />}
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
        <Field label="Archivadas">
          {(p) => (
            <Select {...p} value={filters.archived ?? ''} onChange={(e) => set('archived', e.target.value)}>
              <option value="">Todas</option>
              <option value="false">Activas</option>
              <option value="true">Archivadas</option>
            </Select>
          )}
        </Field>
        <Button type="submit" className="sm:col-span-2 lg:col-span-4 lg:justify-self-start">
          Buscar
        </Button>
      </form>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <Alert variant="error">{errorMessage(list.error)}</Alert>
      ) : (
        <>
          <Table caption="Propiedades" head={['Propiedad', 'Propietario', 'Lugar', 'Tareas', 'Alta', 'Acciones']}>
            {list.data.items.map((p) => (
              <tr key={p.id}>
                <td className="px-3 py-2">
                  <span className="font-medium">{p.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {PROPERTY_KINDS[p.kind as PropertyKind] ?? p.kind}
                  </span>
                </td>
                <td className="px-3 py-2">
                  {p.ownerName}
                  <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{p.ownerEmail}</span>
                </td>
                <td className="px-3 py-2">
                  {p.municipality}, {provinceName(p.province)}
                </td>
                <td className="px-3 py-2 tabular-nums">{p.taskCount}</td>
                <td className="px-3 py-2 text-muted-foreground">{formatDateTime(p.createdAt)}</td>
                <td className="px-3 py-2">
                  {p.archivedAt ? (
                    <span className="flex flex-wrap items-center gap-1">
                      <Badge>Archivada</Badge>
                      <ActionButton label="Recuperar" path={`properties/${p.id}/restore`} done="Propiedad recuperada" />
                    </span>
                  ) : (
                    <ActionButton
                      label="Archivar"
                      path={`properties/${p.id}/archive`}
                      done="Propiedad archivada"
                      confirm="Dejará de poder usarse para publicar tareas."
                    />
                  )}
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
