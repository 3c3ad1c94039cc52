import { formatDateTime, PROPERTY_KINDS, type PropertyKind, provinceName } from '@faena/shared';
import { ADMIN_SORTS } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUrlFilters } from '@/components/search/useUrlFilters';
import { Badge } from '@/components/ui/card';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { ActionButton, AdminList } from '../components/AdminBits';
import { FilterBar, FilterSelect, SortSelect } from '../components/AdminFilters';
import { PROVINCE_OPTIONS } from '../labels';

const KEYS = ['q', 'province', 'archived', 'page', 'sort'] as const;

export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Propiedades · Administración`);
  const filters = useUrlFilters(KEYS);
  const list = useQuery({
    queryKey: adminKeys.list('properties', filters.values),
    queryFn: () => adminApi.properties(filters.values),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t`Propiedades`}</h1>
      <FilterBar filters={filters} search={{ q: t`Buscar por nombre, municipio o correo` }}>
        <FilterSelect
          filters={filters}
          name="province"
          label={t`Provincia`}
          any={t({ message: 'Todas', comment: 'opción de filtro: sin filtrar' })}
          options={PROVINCE_OPTIONS}
        />
        <FilterSelect
          filters={filters}
          name="archived"
          label={t({ message: 'Archivadas', comment: 'propiedades' })}
          any={t({ message: 'Todas', comment: 'opción de filtro: sin filtrar' })}
          options={[
            ['false', t({ message: 'Activas', comment: 'propiedades' })],
            ['true', t({ message: 'Archivadas', comment: 'propiedades' })],
          ]}
        />
        <SortSelect filters={filters} sorts={ADMIN_SORTS.properties} />
      </FilterBar>
      <AdminList
        query={list}
        filters={filters}
        caption={t`Propiedades`}
        head={[
          t`Propiedad`,
          t`Propietario`,
          t`Lugar`,
          t`Tareas`,
          t({ message: 'Alta', context: 'columna: fecha de alta' }),
          t`Acciones`,
        ]}
        row={(p) => (
          <tr key={p.id}>
            <td className="px-3 py-2">
              <span className="font-medium">{p.name}</span>
              <span className="block text-xs text-muted-foreground">
                {p.kind in PROPERTY_KINDS ? i18n._(PROPERTY_KINDS[p.kind as PropertyKind]) : p.kind}
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
                  <Badge>{t({ message: 'Archivada', comment: 'propiedad' })}</Badge>
                  <ActionButton
                    label={t`Recuperar`}
                    run={() => adminApi.restoreProperty(p.id)}
                    done={t`Propiedad recuperada`}
                  />
                </span>
              ) : (
                <ActionButton
                  label={t`Archivar`}
                  run={() => adminApi.archiveProperty(p.id)}
                  done={t`Propiedad archivada`}
                  confirm={t`Dejará de poder usarse para publicar tareas.`}
                />
              )}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
