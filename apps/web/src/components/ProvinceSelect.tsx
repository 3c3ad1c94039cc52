import { PROVINCES_SORTED } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Select } from './ui/input';

/** The 52 provinces in Spanish alphabetical order, valued by INE code. */
export const ProvinceSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { emptyLabel?: string }
>(function ProvinceSelect({ emptyLabel, ...props }, ref) {
  const { t } = useLingui();
  return (
    <Select ref={ref} {...props}>
      <option value="">{emptyLabel ?? t`Elige una provincia`}</option>
      {PROVINCES_SORTED.map((p) => (
        <option key={p.code} value={p.code}>
          {p.name}
        </option>
      ))}
    </Select>
  );
});
