import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toCamelKey } from '@school/contract';
import { ApiError, NetworkError } from './api-error';

/**
 * Spec 1 §8 on a form: field errors go to their fields (the first per field); general
 * errors, and errors of fields the form does not show, are returned for an alert.
 * Anything that is not an API answer becomes `fallback`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string[] {
  if (error instanceof NetworkError) return [error.message];
  if (!(error instanceof ApiError)) {
    console.error(error);
    return [fallback];
  }
  const messages = error.general.map((item) => item.detail);
  let onFields = 0;
  for (const [attr, detail] of Object.entries(error.fields)) {
    const field = fields.find((name) => name === toCamelKey(attr));
    if (!field) messages.push(detail);
    else {
      setError(field, { type: 'server', message: detail }, { shouldFocus: onFields === 0 });
      onFields += 1;
    }
  }
  // A bare status (another body shape) still tells the user something went wrong.
  return messages.length || onFields ? messages : [fallback];
}
