import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UrlFilters } from '@/components/search/useUrlFilters';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';

/**
 * The filter bar of every admin list, one way for all: the text fields apply on "Buscar" (or
 * Enter), the choices and dates as soon as they change. Everything lives in the address.
 */
export function FilterBar({
  filters,
  search,
  children,
}: {
  filters: UrlFilters;
  /** Text fields: query key → label. */
  search: Record<string, string>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const keys = Object.keys(search);
  return (
    <form
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        filters.setMany(Object.fromEntries(keys.map((k) => [k, String(data.get(k) ?? '').trim()])));
      }}
    >
      {keys.map((k) => (
        <Field key={k} label={search[k]} className={keys.length === 1 ? 'sm:col-span-2' : undefined}>
          {(p) => (
            <Input {...p} name={k} type="search" key={filters.values[k]} defaultValue={filters.values[k] ?? ''} />
          )}
        </Field>
      ))}
      {children}
      <Button type="submit" className="sm:col-span-2 lg:col-span-4 lg:justify-self-start">
        {t`Buscar`}
      </Button>
    </form>
  );
}

/** A choice that filters at once; the first option ("Todos", "Todas"…) means no filter. */
export function FilterSelect({
  filters,
  name,
  label,
  any,
  options,
}: {
  filters: UrlFilters;
  name: string;
  label: string;
  any: string;
  options: Record<string, string> | readonly (readonly [string, string])[];
}) {
  const entries = Array.isArray(options) ? options : Object.entries(options);
  return (
    <Field label={label}>
      {(p) => (
        <Select {...p} value={filters.values[name] ?? ''} onChange={(e) => filters.set(name, e.target.value)}>
          <option value="">{any}</option>
          {entries.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** "Ordenar": the list's server-side order; the default ("recent") is the empty choice. */
export function SortSelect({
  filters,
  sorts,
}: {
  filters: UrlFilters;
  sorts: { recent: string } & Record<string, string>;
}) {
  const { t, i18n } = useLingui();
  return (
    <FilterSelect
      filters={filters}
      name="sort"
      label={t`Ordenar`}
      any={i18n._(sorts.recent)}
      options={Object.entries(sorts)
        .filter(([value]) => value !== 'recent')
        .map(([value, label]) => [value, i18n._(label)] as const)}
    />
  );
}

/** "Desde" and "Hasta": the list's date range (`from`, `to`). */
export function DateRangeFilter({ filters }: { filters: UrlFilters }) {
  const { t } = useLingui();
  return (
    <>
      {(['from', 'to'] as const).map((k) => (
        <Field
          key={k}
          label={
            k === 'from'
              ? t({ message: 'Desde', comment: 'fecha inicial' })
              : t({ message: 'Hasta', comment: 'fecha final' })
          }
        >
          {(p) => (
            <Input
              {...p}
              type="date"
              value={filters.values[k] ?? ''}
              onChange={(e) => filters.set(k, e.target.value)}
            />
          )}
        </Field>
      ))}
    </>
  );
}
