import { TASK_CATEGORIES, TASK_CATEGORY_SLUGS } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ProvinceSelect } from '../ProvinceSelect';
import { QueryState } from '../QueryState';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/card';
import { Field } from '../ui/field';
import { Input, Select } from '../ui/input';
import type { UrlFilters } from './useUrlFilters';

/** The words box of a search screen; applies `q` on submit, not on every keystroke. */
export function SearchForm({
  search,
  id,
  label,
  placeholder,
}: {
  search: UrlFilters;
  id: string;
  label: string;
  placeholder: string;
}) {
  const { t } = useLingui();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    search.set('q', String(data.get('q') ?? '').trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form is the widely supported landmark
    <form role="search" onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          name="q"
          type="search"
          key={search.values.q ?? ''}
          defaultValue={search.values.q ?? ''}
          placeholder={placeholder}
          className="pl-10"
          enterKeyHint="search"
        />
      </div>
      <Button type="submit">{t`Buscar`}</Button>
    </form>
  );
}

/** "Provincia" and "Categoría", the two filters every search screen starts with. */
export function PlaceAndCategoryFilters({ search }: { search: UrlFilters }) {
  const { t, i18n } = useLingui();
  const { values: filters, set } = search;
  return (
    <>
      <Field label={t`Provincia`}>
        {(p) => (
          <ProvinceSelect
            {...p}
            emptyLabel={t({ message: 'Todas', comment: 'todas las provincias' })}
            value={filters.province ?? ''}
            onChange={(e) => set('province', e.target.value)}
          />
        )}
      </Field>
      <Field label={t`Categoría`}>
        {(p) => (
          <Select {...p} value={filters.category ?? ''} onChange={(e) => set('category', e.target.value)}>
            <option value="">{t({ message: 'Todas', comment: 'todas las categorías' })}</option>
            {TASK_CATEGORY_SLUGS.map((c) => (
              <option key={c} value={c}>
                {i18n._(TASK_CATEGORIES[c])}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}

/** "Quitar filtros", shown only while a filter is set. */
export function ClearFiltersButton({ search, className }: { search: UrlFilters; className?: string }) {
  const { t } = useLingui();
  if (!search.activeCount) return null;
  return (
    <Button variant="link" className={className} onClick={search.clear}>
      {t`Quitar filtros`}
    </Button>
  );
}

/** "Ordenar por": the first order is the default and leaves `sort` out of the address. */
export function ResultsOrder({
  search,
  sorts,
  className,
}: {
  search: UrlFilters;
  sorts: Record<string, string>;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const [first] = Object.keys(sorts);
  return (
    <div className="mb-3 flex items-center justify-end gap-2">
      <label htmlFor="orden" className="whitespace-nowrap text-sm text-muted-foreground">
        {t`Ordenar por`}
      </label>
      {/* min-w-0: on a phone the select narrows (and cuts its text) instead of pushing the label
          out of the row's left edge. */}
      <Select
        id="orden"
        className={cn('h-10 min-w-0', className)}
        value={search.values.sort ?? first}
        onChange={(e) => search.set('sort', e.target.value === first ? '' : e.target.value)}
      >
        {Object.entries(sorts).map(([value, label]) => (
          <option key={value} value={value}>
            {i18n._(label)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Loading, error with retry, empty, the list and "Cargar más" of a paged search. */
export function InfiniteResults<T>({
  results,
  items,
  itemKey,
  renderItem,
  texts,
}: {
  results: UseInfiniteQueryResult<unknown, Error>;
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  texts: { loading: string; error: string; empty: string; emptyHint: string; more: string; end: string };
}) {
  return (
    <QueryState query={results} errorTitle={texts.error} loadingText={texts.loading}>
      {() => <ResultsList results={results} items={items} itemKey={itemKey} renderItem={renderItem} texts={texts} />}
    </QueryState>
  );
}

function ResultsList<T>({
  results,
  items,
  itemKey,
  renderItem,
  texts,
}: {
  results: UseInfiniteQueryResult<unknown, Error>;
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  texts: { empty: string; emptyHint: string; more: string; end: string };
}) {
  if (items.length === 0) return <EmptyState title={texts.empty}>{texts.emptyHint}</EmptyState>;
  return (
    <>
      <ul className={cn('flex flex-col gap-3 transition-opacity', results.isPlaceholderData && 'opacity-60')}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {results.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" loading={results.isFetchingNextPage} onClick={() => results.fetchNextPage()}>
            {texts.more}
          </Button>
        </div>
      ) : (
        <p className="mt-6 text-center text-sm text-muted-foreground">{texts.end}</p>
      )}
    </>
  );
}
