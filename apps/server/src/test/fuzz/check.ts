import { ErrorBodySchema, LEGACY_WRITE_KEY } from '@school/contract';

export interface FuzzResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Issue 8: the web shows a detail as it comes, so every detail speaks Russian. */
const RUSSIAN = /[А-Яа-яЁё]/;
/** Texts the spec fixes in English (spec 1 §5 telegram username, spec 2 §5 analytics write key). */
const SPEC_ENGLISH = new Set(['username is incorrect', LEGACY_WRITE_KEY]);

/**
 * What is wrong with an answer, or null: a 5xx is always wrong, and an error must be the spec 1 §8
 * body, `client_error` unless it is a 400 (which may also be a `validation_error`), with Russian details.
 */
export function problemWith(method: string, response: FuzzResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  // A HEAD answer has the headers of a GET and no body.
  if (status < 400 || method === 'HEAD') return null;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    return `error ${status} is not JSON (${String(response.headers['content-type'])})`;
  }
  let parsed: ReturnType<typeof ErrorBodySchema.safeParse>;
  try {
    parsed = ErrorBodySchema.safeParse(JSON.parse(response.body));
  } catch {
    return `error ${status} is not valid JSON`;
  }
  if (!parsed.success) return `error ${status} is not the spec body`;
  const { type, errors } = parsed.data;
  if (errors.length === 0) return `error ${status} lists no errors`;
  if (type === 'server_error' || (status !== 400 && type !== 'client_error')) return `error ${status} has type ${type}`;
  const english = errors.find((error) => !RUSSIAN.test(error.detail) && !SPEC_ENGLISH.has(error.detail));
  if (english) return `error ${status} is not in Russian: ${english.detail}`;
  return null;
}
