import { ApiError, NetworkError } from '../api/api-error';

/** The server's Russian details of a failed call (spec 1 §8), or the fallback when it said nothing usable. */
export function errorMessages(error: unknown, fallback: string): string[] {
  if (error instanceof NetworkError) return [error.message];
  if (error instanceof ApiError && error.items.length > 0) return [...new Set(error.items.map((item) => item.detail))];
  return [fallback];
}
