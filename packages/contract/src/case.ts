/**
 * Wire is snake_case, code is camelCase (spec 1 §7). These two functions are the
 * only place where keys change case, on both sides.
 */
type Json = unknown;

export const toSnakeKey = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const toCamelKey = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

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
