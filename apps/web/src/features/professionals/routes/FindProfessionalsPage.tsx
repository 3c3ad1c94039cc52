import { TASK_CATEGORIES, TASK_CATEGORY_SLUGS } from '@faena/shared';
import { PROFESSIONAL_SORTS } from '@faena/shared/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ProvinceSelect } from '../../../components/ProvinceSelect';
import { Button } from '../../../components/ui/button';
import { Alert, EmptyState, PageHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { professionalKeys, searchProfessionals } from '../api';
import { ProfessionalCard } from '../components/ProfessionalCard';

/** The filters live in the address, so a search can be shared, bookmarked and reloaded. */
const FILTER_KEYS = ['q', 'province', 'category', 'minRating', 'verified', 'sort'] as const;

const MIN_RATINGS = [
  { value: '3', label: '3 o más' },
  { value: '4', label: '4 o más' },
  { value: '4.5', label: '4,5 o más' },
];

export function Component() {
  usePageTitle('Buscar profesionales');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) out[key] = value;
    }
    return out;
  }, [params]);
  const activeFilters = Object.keys(filters).filter((k) => k !== 'q' && k !== 'sort').length;

  const results = useInfiniteQuery({
    queryKey: professionalKeys.search(filters),
    queryFn: ({ pageParam }) => searchProfessionals(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    set('q', String(data.get('q') ?? '').trim());
  };

  const items = results.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageHeader
        title="Buscar profesionales"
        description="Personas de oficio que trabajan en el campo: mira su portafolio y ofréceles tu tarea."
      />
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form is the widely supported landmark */}
      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <label htmlFor="buscar-profesionales" className="sr-only">
          Buscar profesionales
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="buscar-profesionales"
            name="q"
            type="search"
            key={filters.q ?? ''}
            defaultValue={filters.q ?? ''}
            placeholder="Nombre u oficio…"
            className="pl-10"
            enterKeyHint="search"
          />
        </div>
        <Button type="submit">Buscar</Button>
      </form>

      <div className="mt-4 grid gap-6 lg:grid-cols-[260px_1fr]">
        <aside className="grid grid-cols-2 items-end gap-3 sm:gap-4 lg:flex lg:flex-col lg:items-stretch">
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
          <Field label="Valoración mínima">
            {(p) => (
              <Select {...p} value={filters.minRating ?? ''} onChange={(e) => set('minRating', e.target.value)}>
                <option value="">Cualquiera</option>
                {MIN_RATINGS.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
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
            <span className="font-medium">Solo verificados</span>
          </label>
          {activeFilters ? (
            <Button
              variant="link"
              className="col-span-2 justify-self-start lg:self-start"
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
              className="h-10 max-w-72"
              value={filters.sort ?? 'rating'}
              onChange={(e) => set('sort', e.target.value === 'rating' ? '' : e.target.value)}
            >
              {Object.entries(PROFESSIONAL_SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          {results.isPending ? (
            <LoadingState text="Buscando profesionales…" />
          ) : results.isError ? (
            <Alert variant="error" title="No se han podido cargar los profesionales">
              {errorMessage(results.error)}{' '}
              <Button variant="link" onClick={() => results.refetch()}>
                Reintentar
              </Button>
            </Alert>
          ) : items.length === 0 ? (
            <EmptyState title="No hay profesionales con estos criterios">
              Prueba con otra palabra, quita algún filtro o busca en las provincias de al lado.
            </EmptyState>
          ) : (
            <>
              <ul className="flex flex-col gap-3">
                {items.map((p) => (
                  <li key={p.profileId}>
                    <ProfessionalCard professional={p} />
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
                    Cargar más profesionales
                  </Button>
                </div>
              ) : (
                <p className="mt-6 text-center text-sm text-muted-foreground">
                  No hay más profesionales con estos criterios.
                </p>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
