import { DISTANCE_RADII_KM } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MunicipalityCombobox } from '@/components/MunicipalityCombobox';
import { ProvinceSelect } from '@/components/ProvinceSelect';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { UrlFilters } from './useUrlFilters';

/** A place distances may be measured from besides a chosen municipality (a finca of the owner). */
export interface DistanceOrigin {
  /** The value kept in the address under `key`. */
  value: string;
  label: string;
}

interface Props {
  search: UrlFilters;
  /** The viewer's own municipality ('Municipio' in Mi perfil): the default origin when there is one. */
  base: string | null;
  /** Other origins kept under their own key (Buscar profesionales: `propertyId`). */
  origins?: { key: string; items: DistanceOrigin[] };
  /** The order that needs an origin ('nearest'), to say so when there is none. */
  nearestSort?: string;
}

const OTHER = 'otro';

/**
 * 'Distancia': how far from where. The origin is the viewer's own municipality unless another is
 * chosen (kept in the address as `near`, an INE code) or one of `origins` (a property); the
 * radius is `radiusKm`. Without any origin a radius or the nearest order cannot be measured:
 * `measurableFilters` leaves them out of the request and this says what is missing.
 */
export function DistanceFilter({ search, base, origins, nearestSort = 'nearest' }: Props) {
  const { t } = useLingui();
  const { values, setMany, set } = search;
  const originKey = origins?.key;
  const chosenOrigin = originKey ? values[originKey] : undefined;
  const [choosingOther, setChoosingOther] = useState(false);
  // The origin's province and municipality appear once 'Otro municipio…' is chosen (or one is
  // in the address), not before: most searches never measure from elsewhere.
  const other = Boolean(values.near) || choosingOther;
  const [province, setProvince] = useState(values.near?.slice(0, 2) ?? '');
  const selected = chosenOrigin ? `o:${chosenOrigin}` : other ? OTHER : '';
  const wantsDistance = Boolean(values.radiusKm) || values.sort === nearestSort;
  const missing = wantsDistance && !hasOrigin(values, base, originKey);

  const chooseOrigin = (value: string) => {
    setChoosingOther(value === OTHER);
    const changes: Record<string, string> = { near: '' };
    if (originKey) changes[originKey] = value.startsWith('o:') ? value.slice(2) : '';
    setMany(changes);
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t`Distancia`}</legend>
      <Field label={t`Medir desde`}>
        {(p) => (
          <Select {...p} value={selected} onChange={(e) => chooseOrigin(e.target.value)}>
            {base ? (
              <option value="">{t`Mi municipio (${base})`}</option>
            ) : (
              <option value="">{t`Elige desde dónde`}</option>
            )}
            {origins?.items.map((o) => (
              <option key={o.value} value={`o:${o.value}`}>
                {o.label}
              </option>
            ))}
            <option value={OTHER}>{t`Otro municipio…`}</option>
          </Select>
        )}
      </Field>
      {other ? (
        <>
          <Field label={t`Provincia de origen`}>
            {(p) => (
              <ProvinceSelect
                {...p}
                value={province}
                onChange={(e) => {
                  setProvince(e.target.value);
                  if (values.near) set('near', '');
                }}
              />
            )}
          </Field>
          <Field label={t`Municipio de origen`}>
            {(p) => (
              <MunicipalityCombobox
                {...p}
                province={province || null}
                value={values.near ?? ''}
                onChange={(code) => set('near', code)}
              />
            )}
          </Field>
        </>
      ) : null}
      <Field label={t({ message: 'Radio', comment: 'distancia máxima de búsqueda' })}>
        {(p) => (
          <Select {...p} value={values.radiusKm ?? ''} onChange={(e) => set('radiusKm', e.target.value)}>
            <option value="">{t`Cualquier distancia`}</option>
            {DISTANCE_RADII_KM.map((km) => (
              <option key={km} value={String(km)}>
                {t`Hasta ${km} km`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {missing ? (
        <p role="status" className="text-sm font-medium text-destructive">
          {t`Elige un municipio desde el que medir la distancia.`}
        </p>
      ) : null}
    </fieldset>
  );
}

function hasOrigin(values: Record<string, string>, base: string | null, originKey?: string) {
  return Boolean(values.near || base || (originKey && values[originKey]));
}

/**
 * The filters to send: without an origin, the radius and the nearest order are left out (the
 * server would refuse them) and the results stay those of the other filters.
 */
export function measurableFilters(
  values: Record<string, string>,
  base: string | null,
  originKey?: string,
  nearestSort = 'nearest',
): Record<string, string> {
  if (hasOrigin(values, base, originKey)) return values;
  const { radiusKm: _radius, ...rest } = values;
  if (rest.sort === nearestSort) delete rest.sort;
  return rest;
}
