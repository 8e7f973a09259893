/**
 * The routes' query parsers. Plain functions rather than zod schemas: the route table is part of
 * every page's start, and zod would be loaded and run before the first paint (issue 8). A param
 * that is absent or invalid is left out, and the page uses its default.
 */
export type SearchParam<T> = (value: unknown) => T | undefined;

export type SearchOf<S extends Record<string, SearchParam<unknown>>> = {
  [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined>;
};

/** A route's `validateSearch`: each param of the shape parsed, the others dropped. */
export function searchSchema<S extends Record<string, SearchParam<unknown>>>(
  shape: S,
): (search: Record<string, unknown>) => SearchOf<S> {
  return (search) => {
    const parsed: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const value = parse(search[key]);
      if (value !== undefined) parsed[key] = value;
    }
    return parsed as SearchOf<S>;
  };
}

export const string: SearchParam<string> = (value) => (typeof value === 'string' ? value : undefined);

/** The router JSON-parses search values ('123' arrives as a number), so text params take numbers back as text. */
export const text: SearchParam<string> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : string(value);

/** A whole number within bounds, given as a number or as its digits. */
export const intBetween =
  (min: number, max: number): SearchParam<number> =>
  (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
      ? number
      : undefined;
  };

export const positiveInt = intBetween(1, Number.MAX_SAFE_INTEGER);

export const oneOf =
  <const T extends string>(values: readonly T[]): SearchParam<T> =>
  (value) =>
    values.find((item) => item === value);

/**
 * Presence means true (spec 2 §2 isCartStandalone). Absence stays undefined, never false: the router
 * writes the validated search back into the URL, and a written `=false` would then read as present.
 */
export const flag: SearchParam<true> = (value) => (value === undefined ? undefined : true);

/** Any value, as the router parsed it (a JSON payload of VK ID). */
export const anything: SearchParam<unknown> = (value) => value;
