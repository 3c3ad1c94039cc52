import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useMunicipalities } from '@/lib/reference';
import { Select } from './ui/input';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  province: string | null | undefined;
  /** Option values: INE code (default) or the municipality's name. */
  valueKind?: 'code' | 'name';
}

/** INE's municipalities of the chosen province; disabled until a province is chosen. */
export const MunicipalitySelect = forwardRef<HTMLSelectElement, Props>(function MunicipalitySelect(
  { province, valueKind = 'code', disabled, ...props },
  ref,
) {
  const { data, isLoading, isError } = useMunicipalities(province);
  const placeholder = !province
    ? 'Elige antes la provincia'
    : isLoading
      ? 'Cargando municipios…'
      : isError
        ? 'No se pudieron cargar los municipios'
        : 'Elige un municipio';
  return (
    <Select ref={ref} disabled={disabled || !province || isLoading} {...props}>
      <option value="">{placeholder}</option>
      {data?.items.map((m) => (
        <option key={m.code} value={valueKind === 'code' ? m.code : m.name}>
          {m.name}
        </option>
      ))}
    </Select>
  );
});
