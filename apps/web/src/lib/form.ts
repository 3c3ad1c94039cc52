import '@faena/shared/zod-es';
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
  fieldNames: readonly string[],
): string | null {
  if (error instanceof ApiError && error.fields) {
    let placed = false;
    for (const [field, message] of Object.entries(error.fields)) {
      if (fieldNames.includes(field)) {
        setError(field as Path<T>, { type: 'server', message });
        placed = true;
      }
    }
    if (placed) return null;
  }
  return errorMessage(error);
}
