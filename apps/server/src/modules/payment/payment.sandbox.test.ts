import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectNotAuthenticated } from '../../test/expect-error.js';
import { buildCartLink, buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import {
  addToCart,
  decideSandbox,
  notifySandbox,
  payBody,
  paymentState,
  startCheckout,
} from '../../test/payment-factories.js';
import { itRaces } from '../../test/races.js';

// Issue 7 item 1: the sandbox approves any payment, so it must be off unless allowed, and its
// decision must come from the payer's own checkout.
let on: TestApp;
let off: TestApp;
let math: SaleProduct;
let offMath: SaleProduct;

beforeAll(async () => {
  [on, off] = await Promise.all([createTestApp(), createTestApp({ SANDBOX_PAYMENTS: 'false' })]);
  math = await buildSaleProduct(on.db, { price: 349_000 });
  offMath = await buildSaleProduct(off.db, { price: 349_000 });
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

async function student(t: TestApp) {
  const user = await buildUser(t.db);
  return { user, token: await accessTokenFor(user) };
}

const checkoutPath = (uuid: string) => `/core/pay/sandbox/transactions/${uuid}/`;

describe('a switched-off sandbox (SANDBOX_PAYMENTS=false, the production default)', () => {
  it('is refused by init like any unconfigured system and not offered by the cart', async () => {
    const { token } = await student(off);
    const cart = await addToCart(off.app, token, offMath.productId);
    expect(cart.org_info.payment_info).toEqual({ system: null, systems: [] });
    const res = await post(off.app, '/core/pay/init/', payBody(), { token });
    const body = expectError(res, 400, { code: 'payment_system_not_configured' });
    expect(body.errors[0]?.detail).toContain('SANDBOX');
  });

  it('has no checkout, decision or notification endpoint: a sandbox order is never granted', async () => {
    const { user, token } = await student(off);
    await addToCart(off.app, token, offMath.productId);
    // Requisites involve no provider, so this is the one way a SANDBOX-labelled order can exist.
    const { uuid } = await startCheckout(off.app, token, { requisites: true });
    expectError(await get(off.app, checkoutPath(uuid)), 404, { code: 'not_found' });
    const decision = await post(
      off.app,
      `${checkoutPath(uuid)}decision/`,
      { approve: true, signature: 'x' },
      { token },
    );
    expectError(decision, 404, { code: 'not_found' });
    const notice = await notifySandbox(off.app, off.db, { uuid, status: 'succeeded', amount: 349_000 });
    expectError(notice, 404, { code: 'not_found' });
    const state = await paymentState(off.db, uuid, user.id);
    expect(state.transaction.status).toBe('pending');
    expect(state.access).toHaveLength(0);
  });
});

describe('the sandbox decision (docs/commerce.md SANDBOX)', () => {
  async function pending() {
    const payer = await student(on);
    await addToCart(on.app, payer.token, math.productId);
    return { ...payer, ...(await startCheckout(on.app, payer.token)) };
  }

  it('is offered by the cart as the default system', async () => {
    const { token } = await student(on);
    const cart = (await get(on.app, '/cart/', { token })).body;
    expect(cart.org_info.payment_info).toEqual({ system: 'SANDBOX', systems: ['SANDBOX'] });
  });

  it('needs the signed-in payer: a guest is 401, another student 404, and nothing moves', async () => {
    const { user, redirectUrl, uuid } = await pending();
    const signed = new URL(redirectUrl).searchParams.get('signature');
    expectNotAuthenticated(await post(on.app, `${checkoutPath(uuid)}decision/`, { approve: true, signature: signed }));
    const stranger = await student(on);
    expectError(await decideSandbox(on.app, stranger.token, redirectUrl, true), 404, { code: 'not_found' });
    const state = await paymentState(on.db, uuid, user.id);
    expect(state.transaction.status).toBe('pending');
    expect(state.access).toHaveLength(0);
  });

  it("needs the link init gave: a forged token or another payment's is refused (403)", async () => {
    const first = await pending();
    const forged = `${TEST_PUBLIC_URL}/sandbox-checkout/${first.uuid}?signature=${'A'.repeat(43)}`;
    expectError(await decideSandbox(on.app, first.token, forged, true), 403, { code: 'invalid_checkout_token' });
    // The same payer's link of another payment (a standalone cart of theirs) does not open this one.
    const link = await buildCartLink(on.db, [math.productId]);
    const hash = (await get(on.app, `/cart/link/${link}/`, { token: first.token })).body.cart_hash;
    const second = await startCheckout(on.app, first.token, {}, hash);
    const swapped = second.redirectUrl.replace(second.uuid, first.uuid);
    const res = await decideSandbox(on.app, first.token, swapped, true);
    expectError(res, 403, { code: 'invalid_checkout_token' });
    expect((await paymentState(on.db, first.uuid, first.user.id)).access).toHaveLength(0);
  });

  it('is single use: a decline cannot be turned into an approval with the same link', async () => {
    const { user, token, uuid, redirectUrl } = await pending();
    const declined = await decideSandbox(on.app, token, redirectUrl, false);
    expect(declined.body.redirect_url).toBe(`${TEST_PUBLIC_URL}/payment/reject?transaction=${uuid}`);
    const again = await decideSandbox(on.app, token, redirectUrl, true);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.redirect_url).toBe(`${TEST_PUBLIC_URL}/payment/reject?transaction=${uuid}`);
    const state = await paymentState(on.db, uuid, user.id);
    expect(state.transaction.status).toBe('declined');
    expect(state.access).toHaveLength(0);
  });

  // Meaningful on PostgreSQL (DATABASE_URL): PGlite runs one request at a time, so only there do
  // the two decisions really overlap. Either way exactly one of them is applied.
  itRaces('taken twice at once: exactly one decision is applied', async () => {
    const { user, token, uuid, redirectUrl } = await pending();
    const answers = await Promise.all([
      decideSandbox(on.app, token, redirectUrl, true),
      decideSandbox(on.app, token, redirectUrl, false),
    ]);
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const state = await paymentState(on.db, uuid, user.id);
    const approved = state.transaction.status === 'succeeded';
    expect(state.transaction.status).not.toBe('pending');
    expect(state.access).toHaveLength(approved ? 1 : 0);
  });
});
