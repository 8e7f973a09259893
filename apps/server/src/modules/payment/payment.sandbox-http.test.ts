import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { seedReferenceData } from '../../seed/seed.js';
import { createTestApp, openTestDatabase, post, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildSaleProduct } from '../../test/commerce-factories.js';
import { addToCart, decideSandbox, payBody, paymentState, startCheckout } from '../../test/payment-factories.js';
import { selfUrl } from './providers/sandbox.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('selfUrl: where the sandbox sends its notification', () => {
  it('is loopback for an any-address HOST, else the address HOST names', () => {
    expect(selfUrl({ HOST: '0.0.0.0', PORT: 3000 })).toBe('http://127.0.0.1:3000');
    expect(selfUrl({ HOST: '::', PORT: 8080 })).toBe('http://127.0.0.1:8080');
    expect(selfUrl({ HOST: '10.1.2.3', PORT: 3000 })).toBe('http://10.1.2.3:3000');
    expect(selfUrl({ HOST: '::1', PORT: 3000 })).toBe('http://[::1]:3000');
  });
});

describe('the real HTTP notifier, PUBLIC_URL pointing at a proxy this machine cannot reach', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    const port = await freePort();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent-web-dist',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'https://school.invalid',
    });
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    // No notifier given: the sandbox posts over HTTP, as in production.
    app = await buildApp(config, database);
    await app.listen({ port, host: config.HOST });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('reaches this process over loopback: the approval grants the product', async () => {
    const product = await buildSaleProduct(database.db, { price: 120_000 });
    const user = await buildUser(database.db);
    const token = await accessTokenFor(user);
    await addToCart(app, token, product.productId);
    const body = { redirect: 'https://school.invalid/payment/success/', error_redirect: undefined };
    const { uuid, redirectUrl } = await startCheckout(app, token, body);
    expect(redirectUrl.startsWith('https://school.invalid/sandbox-checkout/')).toBe(true);
    const decision = await decideSandbox(app, token, redirectUrl, true);
    expect(decision.status, JSON.stringify(decision.body)).toBe(200);
    expect(decision.body.redirect_url).toBe(`https://school.invalid/payment/success/${uuid}`);
    const state = await paymentState(database.db, uuid, user.id);
    expect(state.transaction.status).toBe('succeeded');
    expect(state.access.map((row) => row.productId)).toEqual([product.productId]);
  });
});

describe('payment links without PUBLIC_URL (plugins/origin.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: null });
  });
  afterAll(() => t?.close());

  it('point at the address the payer opened, and a return address elsewhere is refused', async () => {
    const product = await buildSaleProduct(t.db, { price: 90_000 });
    const user = await buildUser(t.db);
    const token = await accessTokenFor(user);
    await addToCart(t.app, token, product.productId);
    const opened = { host: '127.0.0.1:3000' };
    const init = (body: Record<string, unknown>) =>
      post(t.app, '/core/pay/init/', payBody(body), { token, headers: opened });
    const elsewhere = await init({ redirect: 'http://localhost:3000/payment/success/' });
    expect(elsewhere.body.errors?.[0]).toMatchObject({ attr: 'redirect', code: 'invalid_redirect' });
    const res = await init({ redirect: undefined, error_redirect: undefined });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const uuid: string = res.body.transaction_uuid;
    expect(res.body.redirect_url.startsWith(`http://127.0.0.1:3000/sandbox-checkout/${uuid}?signature=`)).toBe(true);
    const url = new URL(res.body.redirect_url);
    const body = { approve: false, signature: url.searchParams.get('signature') };
    const decision = await post(t.app, `/core/pay/sandbox/transactions/${uuid}/decision/`, body, {
      token,
      headers: opened,
    });
    expect(decision.body.redirect_url).toBe(`http://127.0.0.1:3000/payment/reject?transaction=${uuid}`);
  });
});
