import { PROVINCES_SORTED } from '@faena/shared';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Select } from './ui/input';

/** The 52 provinces in Spanish alphabetical order, valued by INE code. */
export const ProvinceSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { emptyLabel?: string }
>(function ProvinceSelect({ emptyLabel = 'Elige una provincia', ...props }, ref) {
  return (
    <Select ref={ref} {...props}>
      <option value="">{emptyLabel}</option>
      {PROVINCES_SORTED.map((p) => (
        <option key={p.code} value={p.code}>
          {p.name}
        </option>
      ))}
    </Select>
  );
});
