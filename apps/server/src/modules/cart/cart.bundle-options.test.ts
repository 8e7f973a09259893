import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectFieldError } from '../../test/expect-error.js';
import { buildBundle, buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { loadCartForPayment } from './cart.service.js';

let t: TestApp;
let math: SaleProduct;
let physics: SaleProduct;
let informatics: SaleProduct;
let bundleId: number;

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db, { price: 300_000 });
  physics = await buildSaleProduct(t.db, { subject: 'Физика', price: 200_000 });
  informatics = await buildSaleProduct(t.db, { subject: 'Информатика', price: 100_000 });
  const ids = [math.productId, physics.productId, informatics.productId];
  bundleId = (await buildBundle(t.db, ids, { discountPercent: 10, optionalIds: [informatics.productId] })).id;
});
afterAll(() => t?.close());

async function student() {
  const user = await buildUser(t.db);
  return { user, token: await accessTokenFor(user) };
}

const ALL = 600_000;
const WITHOUT_OPTIONAL = 500_000;

describe('bundle configure: optional products (issue 15, docs/products-access.md)', () => {
  it('lists every product with its price and marks, and prices the choice on the server', async () => {
    const { token } = await student();
    const sold = (await get(t.app, `/products/bundles/${bundleId}/`, { token })).body;
    expect(sold).toMatchObject({ initial_price: ALL, price: ALL - ALL / 10 });
    expect(sold.products.map((p: { id: number; price: number; is_optional: boolean; included: boolean }) => p)).toEqual(
      [
        expect.objectContaining({ id: math.productId, price: 300_000, is_optional: false, included: true }),
        expect.objectContaining({ id: physics.productId, price: 200_000, is_optional: false, included: true }),
        expect.objectContaining({ id: informatics.productId, price: 100_000, is_optional: true, included: true }),
      ],
    );
    const configured = await api(t.app, 'PATCH', `/products/bundles/${bundleId}/`, {
      token,
      body: { optional_products: [] },
    });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    expect(configured.body).toMatchObject({
      initial_price: WITHOUT_OPTIONAL,
      price: WITHOUT_OPTIONAL - WITHOUT_OPTIONAL / 10,
    });
    expect(configured.body.products.at(-1)).toMatchObject({ id: informatics.productId, included: false });
  });

  it('refuses a product that is not optional in the bundle', async () => {
    const { token } = await student();
    for (const path of [`/products/bundles/${bundleId}/`]) {
      expectFieldError(
        await api(t.app, 'PATCH', path, { token, body: { optional_products: [math.productId] } }),
        'optional_products',
        'not_optional',
      );
    }
    expectFieldError(
      await post(
        t.app,
        '/cart/',
        { product: math.productId, bundle: bundleId, optional_products: [physics.productId] },
        { token },
      ),
      'optional_products',
      'not_optional',
    );
    expectFieldError(
      await api(t.app, 'PATCH', `/products/bundles/${bundleId}/`, { token, body: { optional_products: ['x'] } }),
      'optional_products.0',
    );
  });

  it('puts only the chosen products in the cart and in the order, at the configured price', async () => {
    const { user, token } = await student();
    const added = await post(
      t.app,
      '/cart/',
      { product: math.productId, bundle: bundleId, optional_products: [] },
      { token },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const cart = (await get(t.app, '/cart/', { token })).body;
    expect(
      cart.bundles[0].items.map((item: { document_data: { product_id: number } }) => item.document_data.product_id),
    ).toEqual([math.productId, physics.productId]);
    // A bundle enters the cart at its configured price, the bundle's discount taken (docs/commerce.md).
    expect(cart).toMatchObject({ initial_amount: 450_000, amount: 450_000 });
    const priced = await t.db.transaction((tx) => loadCartForPayment(tx, { userId: user.id }));
    expect(priced.lines.map((line) => line.productId)).toEqual([math.productId, physics.productId]);
    expect(priced.lines.reduce((sum, line) => sum + line.price, 0)).toBe(priced.amount);
    // The left-out product may still be bought on its own beside the bundle.
    const alone = await post(t.app, '/cart/', { product: informatics.productId }, { token });
    expect(alone.status, JSON.stringify(alone.body)).toBe(201);
  });

  it('sells the whole bundle when no choice is sent', async () => {
    const { token } = await student();
    await post(t.app, '/cart/', { product: math.productId, bundle: bundleId }, { token });
    const cart = (await get(t.app, '/cart/', { token })).body;
    expect(cart.bundles[0].items).toHaveLength(3);
    expect(cart.initial_amount).toBe(540_000);
  });
});
