import { URGENCIES, URGENCY_SLUGS } from '@faena/shared';
import { TASK_SORTS } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { DistanceFilter, measurableFilters } from '@/components/search/DistanceFilter';
import {
  ClearFiltersButton,
  InfiniteResults,
  PlaceAndCategoryFilters,
  ResultsOrder,
  SearchForm,
} from '@/components/search/SearchParts';
import { useUrlFilters } from '@/components/search/useUrlFilters';
import { TaskCard } from '@/components/TaskCard';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useAuth } from '@/features/auth/AuthProvider';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { browseTasks, taskKeys } from '../api';
import { MapToggle, TasksMap, useMapView } from '../components/TasksMap';

/** The filters live in the address, so a search can be shared, bookmarked and reloaded. */
const FILTER_KEYS = [
  'q',
  'province',
  'category',
  'urgency',
  'budgetMin',
  'budgetMax',
  'startFrom',
  'startTo',
  'near',
  'radiusKm',
  'sort',
] as const;

export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Buscar tareas`);
  const search = useUrlFilters(FILTER_KEYS);
  const { values: filters, set } = search;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const mapView = useMapView();
  const filtersId = useId();
  const moreFilters = ['budgetMin', 'budgetMax', 'startFrom', 'startTo'].filter((k) => filters[k]).length;
  const { profile } = useAuth();
  // Distances are measured from the professional's own municipality unless another is chosen.
  const base = profile?.locationMunicipalityCode ? profile.locationMunicipality : null;
  const travelRadiusKm = profile?.fieldWorkerProfile?.travelRadiusKm ?? null;
  const sent = measurableFilters(filters, base);

  const results = useInfiniteQuery({
    queryKey: taskKeys.browse(sent),
    // A new filter keeps the results on screen until its own arrive (QueryState's hint).
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam }) => browseTasks(sent, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

  const applyOnCommit = (key: string) => ({
    defaultValue: filters[key] ?? '',
    onBlur: (e: { currentTarget: HTMLInputElement }) => {
      if (e.currentTarget.value !== (filters[key] ?? '')) set(key, e.currentTarget.value);
    },
    onKeyDown: (e: { key: string; currentTarget: HTMLInputElement }) => {
      if (e.key === 'Enter') set(key, e.currentTarget.value);
    },
  });

  const items = results.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageHeader
        title={t`Buscar tareas`}
        description={t`Trabajos abiertos en fincas de toda España. Filtra por tu zona y tu oficio.`}
      />
      <SearchForm
        search={search}
        id="buscar-tareas"
        label={t`Buscar tareas`}
        placeholder={t`Poda, desbroce, riego, un pueblo…`}
      />

      {/* minmax(0, …) columns: a select is as wide as its longest option, and an auto column
          would grow past a phone's width to hold it. */}
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[260px_minmax(0,1fr)]">
        <aside className="flex flex-col gap-4">
          <PlaceAndCategoryFilters search={search} />
          <DistanceFilter search={search} base={base} />
          <Field label={t`Urgencia`}>
            {(p) => (
              <Select {...p} value={filters.urgency ?? ''} onChange={(e) => set('urgency', e.target.value)}>
                <option value="">{t({ message: 'Cualquiera', comment: 'filtro de urgencia: sin filtrar' })}</option>
                {URGENCY_SLUGS.map((u) => (
                  <option key={u} value={u}>
                    {i18n._(URGENCIES[u])}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button
            variant="outline"
            className="lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((v) => !v)}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            {moreFilters ? t`Presupuesto y fechas (${moreFilters})` : t`Presupuesto y fechas`}
          </Button>
          {/* Number and date fields apply when left or on Enter, not on every keystroke. */}
          <div id={filtersId} className={cn('flex-col gap-4 lg:flex', filtersOpen ? 'flex' : 'hidden')}>
            <div className="grid grid-cols-2 gap-2">
              <Field label={t`Presupuesto desde (€)`}>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    key={filters.budgetMin ?? ''}
                    {...applyOnCommit('budgetMin')}
                  />
                )}
              </Field>
              <Field label={t({ message: 'hasta (€)', comment: 'presupuesto máximo, tras «Presupuesto desde (€)»' })}>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    key={filters.budgetMax ?? ''}
                    {...applyOnCommit('budgetMax')}
                  />
                )}
              </Field>
            </div>
            {/* A date needs about 10 rem to show whole: side by side only where two fit (not in
                the desktop's side column). */}
            <div className="grid gap-2 min-[400px]:grid-cols-2 lg:grid-cols-1">
              <Field label={t`Empieza desde`}>
                {(p) => <Input {...p} type="date" key={filters.startFrom ?? ''} {...applyOnCommit('startFrom')} />}
              </Field>
              <Field label={t({ message: 'hasta', comment: 'fecha de inicio más tardía, tras «Empieza desde»' })}>
                {(p) => <Input {...p} type="date" key={filters.startTo ?? ''} {...applyOnCommit('startTo')} />}
              </Field>
            </div>
          </div>
          <ClearFiltersButton search={search} className="self-start" />
        </aside>

        <section aria-label={t`Resultados`} aria-busy={results.isFetching}>
          {/* One row where both fit; on a phone the order takes its own row, as wide as before. */}
          <div className="flex flex-wrap items-start gap-x-2">
            <MapToggle view={mapView} />
            <div className="min-w-0 flex-[1_1_15rem]">
              <ResultsOrder search={search} sorts={TASK_SORTS} className="w-auto!" />
            </div>
          </div>
          {mapView.on && results.isSuccess && !results.isPlaceholderData ? (
            <TasksMap tasks={items} resetKey={JSON.stringify(filters)} />
          ) : null}
          <InfiniteResults
            results={results}
            items={items}
            itemKey={(task) => task.id}
            renderItem={(task) => (
              <TaskCard task={task} showOwner travelRadiusKm={filters.near ? null : travelRadiusKm} />
            )}
            texts={{
              loading: t`Buscando tareas…`,
              error: t`No se han podido cargar las tareas`,
              empty: t`No hay tareas abiertas con estos criterios`,
              emptyHint: t`Prueba con otra palabra, quita algún filtro o mira en las provincias de al lado.`,
              more: t`Cargar más tareas`,
              end: t`No hay más tareas con estos criterios.`,
            }}
          />
        </section>
      </div>
    </div>
  );
}
