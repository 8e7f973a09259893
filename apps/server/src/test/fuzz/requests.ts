import type { HTTPMethods } from 'fastify';
import { z } from 'zod';
import { snakeKeys, toSnakeKey, WRITE_KEY_HEADER, type Endpoint } from '@school/contract';
import {
  HOSTILE_AUTHORIZATION,
  HOSTILE_BODIES,
  HOSTILE_JSON,
  HOSTILE_KEYS,
  HOSTILE_QUERIES,
  HOSTILE_URL_TEXT,
  type RawBody,
} from './hostile.js';
import type { Random } from './random.js';
import { validLooking, type JsonSchema } from './valid-values.js';
import { jsonText, urlText, type WireValue } from './wire.js';
import type { Caller, FuzzWorld } from './world.js';

export interface FuzzRequest {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** How a part of a request is spoilt: not at all, in one declared field, with extra keys, or as a whole. */
type Spoil = 'none' | 'field' | 'keys' | 'whole';

/** Which part of one request goes wrong; most requests are valid-looking, to reach the endpoint's code. */
interface Plan {
  params: boolean;
  query: Spoil;
  body: Spoil;
  header: boolean;
}

function plan(endpoint: Endpoint, random: Random): Plan {
  const none: Plan = { params: false, query: 'none', body: 'none', header: false };
  const roll = random.next();
  if (roll < 0.3) return none;
  if (roll < 0.6) {
    const parts = [endpoint.params && 'params', endpoint.query && 'query', endpoint.body && 'body'].filter(Boolean);
    const part = parts.length ? random.pick(parts) : 'query';
    return part === 'params' ? { ...none, params: true } : { ...none, [part as 'query' | 'body']: 'field' };
  }
  if (roll < 0.7) return endpoint.body ? { ...none, body: 'keys' } : { ...none, query: 'keys' };
  if (roll < 0.8) return { ...none, body: 'whole' };
  if (roll < 0.9) return random.chance(0.5) ? { ...none, params: true } : { ...none, query: 'whole' };
  return { ...none, header: true };
}

const schemas = new Map<z.ZodType, JsonSchema>();
function jsonSchema(schema: z.ZodType): JsonSchema {
  let generated = schemas.get(schema);
  if (!generated) {
    generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    schemas.set(schema, generated);
  }
  return generated;
}

/** Values the contract would accept (or nearly), in snake_case as a client sends them. */
function validPart(schema: z.ZodType | undefined, random: Random, world: FuzzWorld): Record<string, unknown> {
  if (!schema) return {};
  const value = snakeKeys(validLooking(jsonSchema(schema), random, world.known));
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const queryValue = (value: unknown): string =>
  urlText(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function queryString(entries: [string, unknown][]): string {
  const pairs: string[] = [];
  for (const [key, value] of entries) {
    for (const one of Array.isArray(value) ? value : [value]) pairs.push(`${urlText(key)}=${queryValue(one)}`);
  }
  return pairs.join('&');
}

function path(endpoint: Endpoint, random: Random, world: FuzzWorld, spoil: boolean): string {
  const params = validPart(endpoint.params, random, world);
  const names = [...endpoint.path.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1] ?? '');
  const spoilt = spoil && names.length ? random.pick(names) : undefined;
  return endpoint.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    if (name === spoilt) return random.pick(HOSTILE_URL_TEXT);
    return queryValue(params[toSnakeKey(name)] ?? random.word(6));
  });
}

function query(endpoint: Endpoint, random: Random, world: FuzzWorld, spoil: Spoil): string {
  if (spoil === 'whole') return random.pick(HOSTILE_QUERIES);
  const entries = Object.entries(validPart(endpoint.query, random, world));
  if (spoil === 'field' && entries.length) {
    const index = random.int(0, entries.length - 1);
    entries[index] = [entries[index]?.[0] ?? 'x', random.pick(HOSTILE_URL_TEXT)];
    return entries.map(([key, value]) => `${urlText(key)}=${String(value)}`).join('&');
  }
  if (spoil === 'keys') entries.push([random.pick(HOSTILE_KEYS), random.pick(['1', 'x', ['a', 'b']])]);
  return queryString(entries);
}

function body(endpoint: Endpoint, random: Random, world: FuzzWorld, spoil: Spoil): RawBody | undefined {
  // A whole hostile body goes to any endpoint, one that reads none included.
  if (spoil === 'whole') return random.pick(HOSTILE_BODIES);
  if (!endpoint.body) return undefined;
  const value = validPart(endpoint.body, random, world) as Record<string, WireValue>;
  if (spoil === 'field') {
    const declared = Object.keys(jsonSchema(endpoint.body).properties ?? {}).map(toSnakeKey);
    value[declared.length ? random.pick(declared) : 'value'] = random.pick(HOSTILE_JSON);
  }
  if (spoil === 'keys') value[random.pick(HOSTILE_KEYS)] = random.pick(HOSTILE_JSON);
  return { payload: jsonText(value), contentType: 'application/json' };
}

/** One request to a contract endpoint as `caller`: mostly valid-looking, often hostile in one part. */
export function buildRequest(endpoint: Endpoint, caller: Caller, random: Random, world: FuzzWorld): FuzzRequest {
  const spoil = plan(endpoint, random);
  const headers: Record<string, string> = { platform: 'newdesign', [WRITE_KEY_HEADER]: world.writeKey };
  if (caller.authorization) headers.authorization = caller.authorization;
  if (spoil.header && random.chance(0.5)) headers.authorization = random.pick(HOSTILE_AUTHORIZATION);
  else if (spoil.header) headers[WRITE_KEY_HEADER] = random.pick(['', 'web:wrong', `c${'1'.repeat(24)}`, 'plain']);
  const url = `/api${path(endpoint, random, world, spoil.params)}`;
  const search = endpoint.query || spoil.query !== 'none' ? query(endpoint, random, world, spoil.query) : '';
  const raw = body(endpoint, random, world, spoil.body);
  if (raw?.contentType) headers['content-type'] = raw.contentType;
  return { method: endpoint.method, url: search ? `${url}?${search}` : url, headers, payload: raw?.payload };
}

/** The values a path parameter takes in the empty-change probe: every enum member, or ids of rows that exist. */
function paramValues(schema: JsonSchema | undefined, name: string, world: FuzzWorld): (string | number)[] {
  if (schema?.enum?.length) return schema.enum as (string | number)[];
  return [...new Set([1, 2, 3, ...(world.known[name] ?? []), ...(world.known.id ?? [])])];
}

/**
 * A PATCH with nothing to change (`{}`) to each row the path can name, as `caller`: an update that
 * sets no column must answer the row as it is, not reach the database as an empty UPDATE.
 */
export function emptyChangeRequests(endpoint: Endpoint, caller: Caller, world: FuzzWorld): FuzzRequest[] {
  const properties = endpoint.params ? (jsonSchema(endpoint.params).properties ?? {}) : {};
  const names = [...endpoint.path.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1] ?? '');
  let paths = [endpoint.path];
  for (const name of names) {
    const values = paramValues(properties[toSnakeKey(name)], name, world);
    paths = paths.flatMap((partial) => values.map((value) => partial.replace(`:${name}`, queryValue(value))));
  }
  const headers: Record<string, string> = {
    platform: 'newdesign',
    [WRITE_KEY_HEADER]: world.writeKey,
    'content-type': 'application/json',
  };
  if (caller.authorization) headers.authorization = caller.authorization;
  return paths.map((url) => ({ method: endpoint.method, url: `/api${url}`, headers, payload: '{}' }));
}
