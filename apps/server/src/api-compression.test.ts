import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';
import { accessTokenFor, buildUser } from './test/factories.js';
import { buildSaleProduct } from './test/commerce-factories.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await accessTokenFor(await buildUser(t.db));
  for (let n = 0; n < 6; n++) await buildSaleProduct(t.db);
});
afterAll(() => t?.close());

const request = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      platform: 'newdesign',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('API answers are compressed (issue 8: a phone on mobile data)', () => {
  it('sends a catalog page in brotli, or gzip, to a client that takes it, the same JSON as plain', async () => {
    const plain = await request('/api/products/catalog/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await request('/api/products/catalog/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await request('/api/products/catalog/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const res = await request('/api/v2/students/student-balance/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ balance: { exp: 0 } });
  });

  it('does not inflate a compressed request body: a client error, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ product: 1 })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({
      type: expect.any(String),
      errors: [expect.objectContaining({ code: expect.any(String) })],
    });
  });
});
