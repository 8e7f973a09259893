import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@school/contract';
import { api, createTestApp, get, post, type TestApp } from '../test/test-app.js';
import { accessTokenFor, buildUser } from '../test/factories.js';
import { expectError, expectFieldError } from '../test/expect-error.js';
import { rawRequest } from '../test/raw-http.js';
import { MAX_JSON_DEPTH } from './json-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const LOGIN = '/v3/auth/login/';
/** `levels` arrays inside each other around `inner`, as JSON text. */
const nestedArrays = (levels: number, inner = '1') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

describe('deeply nested JSON (issue 7, item 9)', () => {
  it('6,300 levels answer 400 in the spec body, on a guest endpoint and on a signed-in one', async () => {
    const body = `{"email": "a@b.ru", "password": ${nestedArrays(6300)}}`;
    expectError(await post(t.app, LOGIN, body), 400, { attr: null, code: 'too_deep' });
    const user = await buildUser(t.db);
    const deep = `{"old_password": "x", "new_password": ${nestedArrays(6300)}}`;
    const res = await post(t.app, '/v2/auth/change-password/', deep, { token: await accessTokenFor(user) });
    expectError(res, 400, { attr: null, code: 'too_deep' });
  });

  it('the limit is the nesting itself: one level under it is read (and validated), one over it is refused', async () => {
    // The body object is the first level.
    const under = `{"email": "a@b.ru", "password": ${nestedArrays(MAX_JSON_DEPTH - 1)}}`;
    expectFieldError(await post(t.app, LOGIN, under), 'password', 'invalid_type');
    const over = `{"email": "a@b.ru", "password": ${nestedArrays(MAX_JSON_DEPTH)}}`;
    expectError(await post(t.app, LOGIN, over), 400, { code: 'too_deep' });
  });

  it('brackets inside strings are text, not nesting', async () => {
    const password = `${'[{'.repeat(MAX_JSON_DEPTH * 2)}"\\`;
    // Read and validated as a password (which may not hold brackets), not refused as too deep.
    expectFieldError(await post(t.app, LOGIN, { email: 'a@b.ru', password }), 'password', 'invalid_format');
  });

  it('a body far larger than any form (100 KB) is refused with 413 before it is parsed', async () => {
    const res = await post(t.app, LOGIN, { email: 'a@b.ru', password: 'x', pad: 'x'.repeat(100 * 1024) });
    expectError(res, 413, { attr: null, code: 'request_too_large' });
  });
});

describe('NUL bytes and lone surrogates never reach the database (issue 7, item 10)', () => {
  it('a body string: 400 naming the field as the client sent it', async () => {
    const user = await buildUser(t.db);
    const token = await accessTokenFor(user);
    const withNul = { client_id: 'web\u0000', client_redirect: 'http://localhost:3000/' };
    expectFieldError(await post(t.app, '/v2/auth/authorize/', withNul, { token }), 'client_id', 'invalid_characters');
    // JSON.stringify writes a lone surrogate as the escape \ud800, which is how it arrives.
    const lone = { client_id: 'web', client_redirect: 'http://localhost:3000/\ud800' };
    const res = await post(t.app, '/v2/auth/authorize/', lone, { token });
    expectFieldError(res, 'client_redirect', 'invalid_characters');
    expectFieldError(
      await post(t.app, '/cart/coupon/', { coupon_value: 'SALE\u0000' }),
      'coupon_value',
      'invalid_characters',
    );
  });

  it('a query string and a path parameter', async () => {
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    const token = await accessTokenFor(tutor);
    const res = await get(t.app, '/tutor/clients/?search=%D0%90%00', { token });
    expectFieldError(res, 'search', 'invalid_characters');
    const manager = await buildUser(t.db, { role: 'MANAGER_CS' });
    const customers = await get(t.app, '/manager/customers/?search=a%00b', { token: await accessTokenFor(manager) });
    expectFieldError(customers, 'search', 'invalid_characters');
    expectFieldError(await get(t.app, '/features/sdk%00web'), 'client_key', 'invalid_characters');
  });

  it('strings inside arrays are found too, with their index', async () => {
    const user = await buildUser(t.db);
    const token = await accessTokenFor(user);
    const res = await api(t.app, 'DELETE', '/cart/gifts/', { token, body: { ids: [1, 'x\udc00'] } });
    expectFieldError(res, 'ids.1', 'invalid_characters');
  });
});

describe('client errors leave in the spec body (issue 7, item 11)', () => {
  it('a URL over 16 KB: 431 in the spec body, not Fastify’s own', async () => {
    const res = await rawRequest(
      t.app,
      `GET /api/settings/app/?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(ErrorBodySchema.parse(JSON.parse(res.body))).toMatchObject({
      type: 'client_error',
      errors: [{ attr: null, code: 'request_header_fields_too_large' }],
    });
  });

  it('a request Node cannot parse: 400 in the spec body', async () => {
    const res = await rawRequest(t.app, 'NOT A REQUEST\r\n\r\n');
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(JSON.parse(res.body))).toMatchObject({
      type: 'client_error',
      errors: [{ attr: null, code: 'bad_request' }],
    });
  });

  it('a well-formed request over the same socket path is served normally', async () => {
    const res = await rawRequest(t.app, 'GET /api/health/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});
