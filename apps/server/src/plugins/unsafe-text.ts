/**
 * NUL, and half of a UTF-16 surrogate pair: neither can be stored as PostgreSQL text or jsonb, so
 * a query with one fails with 'invalid byte sequence' (a 500) unless it is refused first.
 */
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (text: string): boolean => UNSAFE.test(text);

export type InputPath = (string | number)[];

/** A path as a chain back to the root, so walking a deep input does not copy its path at every level. */
interface Trail {
  key: string | number;
  up: Trail | null;
}

function toPath(trail: Trail | null): InputPath {
  const path: InputPath = [];
  for (let step = trail; step; step = step.up) path.push(step.key);
  return path.reverse();
}

/**
 * Where the first unsafe string of a parsed input is: a value's own path, or for a key the path of
 * the object holding it. Null when every string is safe. Iterative: the input is the client's.
 */
export function findUnsafeText(input: unknown): InputPath | null {
  const pending: [unknown, Trail | null][] = [[input, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, trail] = next;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return toPath(trail);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], { key: i, up: trail }]);
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.some(([key]) => isUnsafeText(key))) return toPath(trail);
      for (const [key, inner] of entries.reverse()) pending.push([inner, { key, up: trail }]);
    }
  }
  return null;
}
