/**
 * Wire is snake_case, code is camelCase (spec 1 §7). These two functions are the
 * only place where keys change case, on both sides.
 */
type Json = unknown;

/**
 * Key conversion runs for every key of every request and answer; the set of keys is small, so
 * results are cached. The cap keeps keys chosen by callers from growing the cache without bound.
 */
const CACHE_LIMIT = 5000;
function cached(convert: (key: string) => string): (key: string) => string {
  const cache = new Map<string, string>();
  return (key) => {
    let converted = cache.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (cache.size < CACHE_LIMIT) cache.set(key, converted);
    }
    return converted;
  };
}

export const toSnakeKey = cached((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
export const toCamelKey = cached((key) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));

function isPlainObject(value: Json): value is Record<string, Json> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: Json, convert: (key: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, Json> = {};
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = convertKeys(inner, convert);
  return out;
}

export const snakeKeys = <T = Json>(value: Json): T => convertKeys(value, toSnakeKey) as T;
export const camelKeys = <T = Json>(value: Json): T => convertKeys(value, toCamelKey) as T;
