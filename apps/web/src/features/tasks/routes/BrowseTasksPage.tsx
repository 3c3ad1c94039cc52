import { TASK_CATEGORIES, TASK_CATEGORY_SLUGS, URGENCIES, URGENCY_SLUGS } from '@faena/shared';
import { TASK_SORTS } from '@faena/shared/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProvinceSelect } from '../../../components/ProvinceSelect';
import { Button } from '../../../components/ui/button';
import { Alert, EmptyState, PageHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/page-title';
import { browseTasks, taskKeys } from '../api';
import { TaskCard } from '../components/TaskCard';

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
  'sort',
] as const;

export function Component() {
  usePageTitle('Buscar tareas');
  const [params, setParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) out[key] = value;
    }
    return out;
  }, [params]);
  const activeFilters = Object.keys(filters).filter((k) => k !== 'q' && k !== 'sort').length;
  const moreFilters = ['budgetMin', 'budgetMax', 'startFrom', 'startTo'].filter((k) => filters[k]).length;

  const results = useInfiniteQuery({
    queryKey: taskKeys.browse(filters),
    queryFn: ({ pageParam }) => browseTasks(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const applyOnCommit = (key: string) => ({
    defaultValue: filters[key] ?? '',
    onBlur: (e: { currentTarget: HTMLInputElement }) => {
      if (e.currentTarget.value !== (filters[key] ?? '')) set(key, e.currentTarget.value);
    },
    onKeyDown: (e: { key: string; currentTarget: HTMLInputElement }) => {
      if (e.key === 'Enter') set(key, e.currentTarget.value);
    },
  });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    set('q', String(data.get('q') ?? '').trim());
  };

  const items = results.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageHeader
        title="Buscar tareas"
        description="Trabajos abiertos en fincas de toda España. Filtra por tu zona y tu oficio."
      />
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form is the widely supported landmark */}
      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <label htmlFor="buscar-tareas" className="sr-only">
          Buscar tareas
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="buscar-tareas"
            name="q"
            type="search"
            key={filters.q ?? ''}
            defaultValue={filters.q ?? ''}
            placeholder="Poda, desbroce, riego, un pueblo…"
            className="pl-10"
            enterKeyHint="search"
          />
        </div>
        <Button type="submit">Buscar</Button>
      </form>

      <div className="mt-4 grid gap-6 lg:grid-cols-[260px_1fr]">
        <aside className="flex flex-col gap-4">
          <Field label="Provincia">
            {(p) => (
              <ProvinceSelect
                {...p}
                emptyLabel="Todas"
                value={filters.province ?? ''}
                onChange={(e) => set('province', e.target.value)}
              />
            )}
          </Field>
          <Field label="Categoría">
            {(p) => (
              <Select {...p} value={filters.category ?? ''} onChange={(e) => set('category', e.target.value)}>
                <option value="">Todas</option>
                {TASK_CATEGORY_SLUGS.map((c) => (
                  <option key={c} value={c}>
                    {TASK_CATEGORIES[c]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Urgencia">
            {(p) => (
              <Select {...p} value={filters.urgency ?? ''} onChange={(e) => set('urgency', e.target.value)}>
                <option value="">Cualquiera</option>
                {URGENCY_SLUGS.map((u) => (
                  <option key={u} value={u}>
                    {URGENCIES[u]}
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
            Presupuesto y fechas{moreFilters ? ` (${moreFilters})` : ''}
          </Button>
          {/* Number and date fields apply when left or on Enter, not on every keystroke. */}
          <div id={filtersId} className={cn('flex-col gap-4 lg:flex', filtersOpen ? 'flex' : 'hidden')}>
            <div className="grid grid-cols-2 gap-2">
              <Field label="Presupuesto desde (€)">
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
              <Field label="hasta (€)">
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
            <div className="grid grid-cols-2 gap-2">
              <Field label="Empieza desde">
                {(p) => <Input {...p} type="date" key={filters.startFrom ?? ''} {...applyOnCommit('startFrom')} />}
              </Field>
              <Field label="hasta">
                {(p) => <Input {...p} type="date" key={filters.startTo ?? ''} {...applyOnCommit('startTo')} />}
              </Field>
            </div>
          </div>
          {activeFilters ? (
            <Button
              variant="link"
              className="self-start"
              onClick={() => {
                const next = new URLSearchParams();
                if (filters.q) next.set('q', filters.q);
                if (filters.sort) next.set('sort', filters.sort);
                setParams(next, { replace: true });
              }}
            >
              Quitar filtros
            </Button>
          ) : null}
        </aside>

        <section aria-label="Resultados" aria-busy={results.isFetching}>
          <div className="mb-3 flex items-center justify-end gap-2">
            <label htmlFor="orden" className="whitespace-nowrap text-sm text-muted-foreground">
              Ordenar por
            </label>
            <Select
              id="orden"
              className="h-10 w-auto!"
              value={filters.sort ?? 'newest'}
              onChange={(e) => set('sort', e.target.value === 'newest' ? '' : e.target.value)}
            >
              {Object.entries(TASK_SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          {results.isPending ? (
            <LoadingState text="Buscando tareas…" />
          ) : results.isError ? (
            <Alert variant="error" title="No se han podido cargar las tareas">
              {errorMessage(results.error)}{' '}
              <Button variant="link" onClick={() => results.refetch()}>
                Reintentar
              </Button>
            </Alert>
          ) : items.length === 0 ? (
            <EmptyState title="No hay tareas abiertas con estos criterios">
              Prueba con otra palabra, quita algún filtro o mira en las provincias de al lado.
            </EmptyState>
          ) : (
            <>
              <ul className="flex flex-col gap-3">
                {items.map((task) => (
                  <li key={task.id}>
                    <TaskCard task={task} showOwner />
                  </li>
                ))}
              </ul>
              {results.hasNextPage ? (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="outline"
                    loading={results.isFetchingNextPage}
                    onClick={() => results.fetchNextPage()}
                  >
                    Cargar más tareas
                  </Button>
                </div>
              ) : (
                <p className="mt-6 text-center text-sm text-muted-foreground">No hay más tareas con estos criterios.</p>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
