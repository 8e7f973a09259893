import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toCamelKey } from '@school/contract';
import { ApiError, NetworkError } from '../../../shared/api/api-error';

/**
 * Spec 2 §8 registration: field errors go to the matching field; offer or news errors and any
 * other errors become notices; with nothing to say, 'an unexpected error has occurred' (or, for a
 * server failure, 'error occurred, contact support'). Returns the notices' texts.
 */
export function registrationErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  t: (key: string) => string,
  aliases: Partial<Record<string, Path<T>>> = {},
): string[] {
  if (error instanceof NetworkError) return [error.message];
  if (!(error instanceof ApiError)) {
    console.error(error);
    return [t('an unexpected error has occurred')];
  }
  const notices = error.general.map((item) => item.detail);
  let onFields = 0;
  for (const [attr, detail] of Object.entries(error.fields)) {
    const name = aliases[toCamelKey(attr)] ?? fields.find((field) => field === toCamelKey(attr));
    if (!name) notices.push(detail);
    else {
      setError(name, { type: 'server', message: detail }, { shouldFocus: onFields === 0 });
      onFields += 1;
    }
  }
  if (notices.length || onFields) return notices;
  return [t(error.status >= 500 ? 'error occurred, contact support' : 'an unexpected error has occurred')];
}
