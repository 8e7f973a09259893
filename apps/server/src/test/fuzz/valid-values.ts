import type { Random } from './random.js';

/** The parts of a JSON Schema (as `z.toJSONSchema` writes the contract's schemas) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Values of the fuzz test's own rows by field name (camelCase): ids, hashes, codes that exist. */
export type KnownValues = Record<string, readonly (string | number)[]>;

/** Text of the shapes the contract's patterns ask for; the first that matches a pattern is used. */
function patternSamples(random: Random): string[] {
  const n = random.int(1, 9);
  return [
    `7916123456${n}`,
    `+7916123456${n}`,
    '2026-01-01',
    `2026-0${n}-01`,
    '2026-01',
    '12:30',
    `https://vk.com/id${n}`,
    `vk.com/id${n}`,
    `@fuzz_user${n}`,
    `fuzz_user${n}`,
    `fuzz${n}@example.com`,
    'GTM-ABC123',
    `${n},${n + 1},${n + 2}`,
    String(n),
    'Иванов Иван Иванович',
    'Иван',
    `Secret${n}23`,
    'ABCdef123',
    `00000000-0000-4000-8000-00000000000${n}`,
  ];
}

const uuid = (random: Random) =>
  'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => random.int(0, 15).toString(16));

function text(schema: JsonSchema, random: Random): string {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, schema.maxLength ?? 30);
  const fits = (value: string) => value.length >= min && value.length <= max;
  if (schema.format === 'email') return `fuzz${random.int(1, 999)}@example.com`;
  if (schema.format === 'uuid') return uuid(random);
  if (schema.format === 'date-time')
    return new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28))).toISOString();
  if (schema.format === 'date') return `2026-0${random.int(1, 9)}-1${random.int(0, 9)}`;
  if (schema.format === 'uri' || schema.format === 'url') return `http://localhost:3000/${random.word(5)}`;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const sample = patternSamples(random).find((value) => pattern.test(value) && fits(value));
    if (sample) return sample;
  }
  return random.word(random.int(Math.max(min, 1), Math.min(max, min + 12)) || 1);
}

function number(schema: JsonSchema, random: Random, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  // Small numbers are the ids of rows that exist; the bounds are where the off-by-ones are.
  const value = random.chance(0.7) ? random.int(low, Math.min(high, low + 40)) : random.pick([low, high]);
  return integer || random.chance(0.7) ? value : value + 0.5;
}

/**
 * A value the schema accepts, or close to it (patterns are matched from samples): requests built
 * from these get past validation into the endpoint's own code. `name` picks a known value.
 */
export function validLooking(schema: JsonSchema, random: Random, known: KnownValues, name?: string): unknown {
  const candidates = name ? known[name] : undefined;
  if (candidates?.length && random.chance(0.6)) return random.pick(candidates);
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) return validLooking(random.pick(branches), random, known, name);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.length ? random.pick(types) : random.pick(['string', 'integer', 'boolean', 'object']);
  switch (type) {
    case 'string':
      return text(schema, random);
    case 'integer':
    case 'number':
      return number(schema, random, type === 'integer');
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const length = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3));
      return Array.from({ length }, () => validLooking(schema.items ?? {}, random, known, name));
    }
    default:
      return objectValue(schema, random, known);
  }
}

function objectValue(schema: JsonSchema, random: Random, known: KnownValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || random.chance(0.6)) out[key] = validLooking(property, random, known, key);
  }
  if (!schema.properties && typeof schema.additionalProperties === 'object') {
    for (let i = random.int(0, 2); i > 0; i--)
      out[random.word(4)] = validLooking(schema.additionalProperties, random, known);
  }
  return out;
}
