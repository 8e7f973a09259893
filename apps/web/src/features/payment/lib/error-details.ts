import { ApiError, NetworkError } from '../../../shared/api/api-error';

/** The server's words about a failure, for a notice's caption (spec 2 §8 'with server details'). */
export function errorDetails(error: unknown): string[] {
  if (error instanceof ApiError) return [...new Set(error.items.map((item) => item.detail).filter(Boolean))];
  if (error instanceof NetworkError) return [error.message];
  return [];
}
