/**
 * A piece of JSON text put into a body as it is: what JSON.stringify cannot write, such as an own
 * `__proto__` key, 9007199254740993 or 1e400, or nesting deeper than the generator's own.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

export type WireValue = null | boolean | number | string | RawJson | WireValue[] | { [key: string]: WireValue };

/** JSON text of a generated value; only values the fuzz test built itself, so recursion is fine here. */
export function jsonText(value: WireValue): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `levels` arrays inside each other, as JSON text. */
export const nestedArrays = (levels: number, inner = '1') =>
  new RawJson(`${'['.repeat(levels)}${inner}${']'.repeat(levels)}`);

/** `levels` objects inside each other, as JSON text. */
export const nestedObjects = (levels: number) => new RawJson(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);

/**
 * A percent-encoded URL piece. encodeURIComponent throws on a lone surrogate, so such text is
 * written as the UTF-8 bytes a careless client would send for it.
 */
export function urlText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%80`
        : encodeURIComponent(char);
  }
  return out;
}
