import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, toSnakeKey, type Endpoint } from '@school/contract';
import { api, createTestApp, get, post, type TestApp } from './test/test-app.js';
import { buildUser, loginAs } from './test/factories.js';
import { expectError, expectFieldError } from './test/expect-error.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('health', () => {
  it('GET /health and /api/health/ answer ok with the database kind', async () => {
    const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    for (const path of ['/health', '/api/health/']) {
      const res = await get(t.app, path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', database: kind });
    }
  });
});

describe('unknown routes', () => {
  it('an unknown /api path answers 404 with the error body', async () => {
    const res = await get(t.app, '/api/v9/nothing/here/');
    expectError(res, 404, {
      attr: null,
      code: 'not_found',
      detail: 'Такого адреса API нет: GET /api/v9/nothing/here/',
    });
  });

  it('a known path with the wrong method answers 404 too', async () => {
    expectError(await api(t.app, 'DELETE', '/v3/auth/login/'), 404, { code: 'not_found' });
  });

  it('an unknown page outside /api answers 404 when no web build is served', async () => {
    expectError(await get(t.app, '/api-lookalike/nothing'), 404, { code: 'not_found' });
  });
});

describe('malformed requests get the error body, never a 500', () => {
  const LOGIN = '/v3/auth/login/';

  it('malformed JSON: 400 parse_error', async () => {
    const res = await post(t.app, LOGIN, '{"email": "a@b.ru", "password": ');
    expectError(res, 400, { attr: null, code: 'parse_error' });
    expect(res.body.type).toBe('client_error');
  });

  it('an empty JSON body: 400 parse_error', async () => {
    expectError(await post(t.app, LOGIN, ''), 400, { attr: null, code: 'parse_error' });
  });

  it('a prototype-polluting body is refused', async () => {
    const res = await post(t.app, LOGIN, '{"__proto__": {"admin": true}, "email": "a@b.ru", "password": "x"}');
    expectError(res, 400, { attr: null });
  });

  it('a content type the API does not read: 415 unsupported_media_type', async () => {
    const res = await post(t.app, LOGIN, '<login/>', { contentType: 'application/xml' });
    expectError(res, 415, { attr: null, code: 'unsupported_media_type' });
  });

  it('plain text is not an object: 400 validation error', async () => {
    const res = await post(t.app, LOGIN, 'email=a@b.ru', { contentType: 'text/plain' });
    expectFieldError(res, 'non_field_errors', 'invalid_type');
  });

  it('a JSON array or a bare string is not an object', async () => {
    expectFieldError(await post(t.app, LOGIN, [1, 2]), 'non_field_errors', 'invalid_type');
    expectFieldError(await post(t.app, LOGIN, '"text"'), 'non_field_errors', 'invalid_type');
  });

  it('a body over 1 MiB: 413 request_too_large', async () => {
    const res = await post(t.app, '/s/track', { event: 'x', properties: { blob: 'x'.repeat(1024 * 1024) } });
    expectError(res, 413, { attr: null, code: 'request_too_large' });
  });

  it('a path parameter over the router limit: 414 with the error body', async () => {
    expectError(await get(t.app, `/features/${'k'.repeat(150)}`), 414, { attr: null, code: 'uri_too_long' });
  });

  it('a malformed percent-encoding in the path: 400 with the error body', async () => {
    expectError(await get(t.app, '/features/%E0%A4%A'), 400, { attr: null });
  });

  it('the Platform header is what the client sends; a request without it is served the same', async () => {
    const user = await buildUser(t.db);
    const { access } = await loginAs(t.app, user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/auth/verify/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/openapi.json', () => {
  const endpoints = Object.values(contract).flatMap((group) => Object.values(group as Record<string, Endpoint>));
  const openApiPath = (endpoint: Endpoint) =>
    `/api${endpoint.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => `{${toSnakeKey(name)}}`)}`;

  it('lists every contract endpoint under /api with its method', async () => {
    const res = await get(t.app, '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const endpoint of endpoints) {
      const path = openApiPath(endpoint);
      expect(res.body.paths[path], path).toBeDefined();
      const operation = res.body.paths[path][endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      // Every {name} of the template is a declared path parameter.
      const inPath = (operation.parameters as { in: string; name: string }[]).filter((p) => p.in === 'path');
      expect(inPath.map((p) => `{${p.name}}`).sort()).toEqual((path.match(/\{[a-z_]+\}/g) ?? []).sort());
    }
  });

  it('names properties in snake_case, as on the wire (spec 1 §7), except raw GrowthBook payloads', async () => {
    const doc = (await get(t.app, '/api/openapi.json')).body;
    const camel: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}[${i}]`));
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties' && value && typeof value === 'object') {
          // The keys here are names (a field may itself be called "properties"); their values are schemas.
          for (const [name, schema] of Object.entries(value)) {
            if (toSnakeKey(name) !== name) camel.push(`${where}.${name}`);
            walk(schema, `${where}.${name}`);
          }
          continue;
        }
        if (key === 'required' && Array.isArray(value)) {
          for (const name of value)
            if (typeof name === 'string' && toSnakeKey(name) !== name) camel.push(`${where} required ${name}`);
        }
        walk(value, `${where}.${key}`);
      }
    };
    for (const endpoint of endpoints.filter((e) => !e.rawCase)) {
      const path = openApiPath(endpoint);
      walk(doc.paths[path][endpoint.method.toLowerCase()], `${endpoint.method} ${path}`);
    }
    expect(camel, camel.join('\n')).toEqual([]);
    const registration = doc.paths['/api/v2/auth/registration/'].post;
    const body = registration.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['first_name', 'accepted_public_offer', 'password2']),
    );
    expect(registration.responses['201']).toBeDefined();
    const flags = doc.paths['/api/features/{client_key}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(flags.properties)).toContain('dateUpdated');
  });

  it('serves a docs page', async () => {
    const res = await get(t.app, '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('openapi.json');
  });
});
