import '@faena/shared/zod-es';
import { parseEurosToCents } from '@faena/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api';

export { zodResolver } from '@hookform/resolvers/zod';

/**
 * Puts the server's per-field messages next to their fields; returns the message for the
 * form as a whole (shown above the button) when the error is not about one field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[] | Record<string, string>,
): string | null {
  // A list of names shared by form and API, or a map from the API's name to the form's.
  const formField = (apiField: string) =>
    Array.isArray(fieldNames)
      ? fieldNames.includes(apiField)
        ? apiField
        : null
      : ((fieldNames as Record<string, string>)[apiField] ?? null);
  if (error instanceof ApiError && error.fields) {
    let placed = false;
    for (const [field, message] of Object.entries(error.fields)) {
      const name = formField(field);
      if (name) {
        setError(name as Path<T>, { type: 'server', message });
        placed = true;
      }
    }
    if (placed) return null;
  }
  return errorMessage(error);
}

/** Euros as typed ("1.250,50") → cents, or null when empty; undefined when not an amount. */
export function eurosField(value: string): number | null | undefined {
  if (value.trim() === '') return null;
  return parseEurosToCents(value) ?? undefined;
}

/** Cents → what goes back into a euro input ("1250,5" style, no thousands dots). */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const euros = cents / 100;
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2).replace('.', ',');
}
