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

type Container = Json[] | Record<string, Json>;

/** An empty copy to fill, or undefined for a value that is kept as it is (primitives, dates, class instances). */
function emptyLike(value: Json): Container | undefined {
  if (Array.isArray(value)) return [];
  return isPlainObject(value) ? {} : undefined;
}

/**
 * A copy with every key converted. Iterative, not recursive: the input is whatever a client sent,
 * and a body nested thousands of levels deep must not overflow the stack (issue 7, item 9).
 */
function convertKeys(value: Json, convert: (key: string) => string): Json {
  const root = emptyLike(value);
  if (!root) return value;
  const pending: [Json, Container][] = [[value, root]];
  const copy = (inner: Json): Json => {
    const target = emptyLike(inner);
    if (!target) return inner;
    pending.push([inner, target]);
    return target;
  };
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [source, target] = next;
    if (Array.isArray(source)) {
      for (const inner of source) (target as Json[]).push(copy(inner));
      continue;
    }
    const object = target as Record<string, Json>;
    for (const [key, inner] of Object.entries(source as Record<string, Json>)) {
      const converted = convert(key);
      // Assigning to `__proto__` would replace the copy's prototype instead of adding a key.
      if (converted === '__proto__') {
        Object.defineProperty(object, converted, {
          value: copy(inner),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else {
        object[converted] = copy(inner);
      }
    }
  }
  return root;
}

export const snakeKeys = <T = Json>(value: Json): T => convertKeys(value, toSnakeKey) as T;
export const camelKeys = <T = Json>(value: Json): T => convertKeys(value, toCamelKey) as T;
