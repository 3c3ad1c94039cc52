import { PROFESSIONAL_SORTS } from '@faena/shared/schemas';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DistanceFilter, measurableFilters } from '@/components/search/DistanceFilter';
import {
  ClearFiltersButton,
  InfiniteResults,
  PlaceAndCategoryFilters,
  ResultsOrder,
  SearchForm,
} from '@/components/search/SearchParts';
import { useUrlFilters } from '@/components/search/useUrlFilters';
import { PageHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Checkbox, Select } from '@/components/ui/input';
import { useAuth } from '@/features/auth/AuthProvider';
import { usePageTitle } from '@/lib/page-title';
import { myPropertiesForDistance, professionalKeys, searchProfessionals } from '../api';
import { ProfessionalCard } from '../components/ProfessionalCard';

/** The filters live in the address, so a search can be shared, bookmarked and reloaded. */
const FILTER_KEYS = [
  'q',
  'province',
  'category',
  'minRating',
  'verified',
  'propertyId',
  'near',
  'radiusKm',
  'sort',
] as const;

const MIN_RATINGS = [
  { value: '3', label: msg({ message: '3 o más', comment: 'valoración mínima, de 1 a 5' }) },
  { value: '4', label: msg({ message: '4 o más', comment: 'valoración mínima, de 1 a 5' }) },
  { value: '4.5', label: msg({ message: '4,5 o más', comment: 'valoración mínima, de 1 a 5' }) },
];

export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Buscar profesionales`);
  const search = useUrlFilters(FILTER_KEYS);
  // The orders' labels (shared, Castellano) in the active language; the keys keep their order.
  const sorts = Object.fromEntries(Object.entries(PROFESSIONAL_SORTS).map(([key, label]) => [key, i18n._(label)]));
  const { values: filters, set } = search;
  const { profile } = useAuth();
  const isOwner = profile?.role === 'property_owner';
  // 'Medir desde' one of the owner's fincas: their point, else their municipality's.
  const properties = useQuery({
    queryKey: professionalKeys.myProperties,
    queryFn: myPropertiesForDistance,
    enabled: isOwner,
  });
  const origins = {
    key: 'propertyId',
    items: (properties.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.municipality})` })),
  };
  const sent = measurableFilters(filters, null, origins.key);

  const results = useInfiniteQuery({
    queryKey: professionalKeys.search(sent),
    // A new filter keeps the results on screen until its own arrive (QueryState's hint).
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam }) => searchProfessionals(sent, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

  const items = results.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageHeader
        title={t`Buscar profesionales`}
        description={t`Personas de oficio que trabajan en el campo: mira su portafolio y ofréceles tu tarea.`}
      />
      <SearchForm
        search={search}
        id="buscar-profesionales"
        label={t`Buscar profesionales`}
        placeholder={t`Nombre u oficio…`}
      />

      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[260px_minmax(0,1fr)]">
        <aside className="grid grid-cols-2 items-end gap-3 sm:gap-4 lg:flex lg:flex-col lg:items-stretch">
          <PlaceAndCategoryFilters search={search} />
          <div className="col-span-2">
            <DistanceFilter search={search} base={null} origins={origins} />
          </div>
          <Field label={t`Valoración mínima`}>
            {(p) => (
              <Select {...p} value={filters.minRating ?? ''} onChange={(e) => set('minRating', e.target.value)}>
                <option value="">{t({ message: 'Cualquiera', comment: 'valoración mínima: sin filtro' })}</option>
                {MIN_RATINGS.map((r) => (
                  <option key={r.value} value={r.value}>
                    {t(r.label)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders the input inside this label */}
          <label className="flex min-h-11 items-center gap-3">
            <Checkbox
              checked={filters.verified === 'true'}
              onChange={(e) => set('verified', e.target.checked ? 'true' : '')}
            />
            <span className="font-medium">{t`Solo verificados`}</span>
          </label>
          <ClearFiltersButton search={search} className="col-span-2 justify-self-start lg:self-start" />
        </aside>

        <section aria-label={t`Resultados`} aria-busy={results.isFetching}>
          <ResultsOrder search={search} sorts={sorts} className="max-w-72" />
          <InfiniteResults
            results={results}
            items={items}
            itemKey={(p) => p.profileId}
            renderItem={(p) => <ProfessionalCard professional={p} />}
            texts={{
              loading: t`Buscando profesionales…`,
              error: t`No se han podido cargar los profesionales`,
              empty: t`No hay profesionales con estos criterios`,
              emptyHint: t`Prueba con otra palabra, quita algún filtro o busca en las provincias de al lado.`,
              more: t`Cargar más profesionales`,
              end: t`No hay más profesionales con estos criterios.`,
            }}
          />
        </section>
      </div>
    </div>
  );
}
