import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildSaleProduct } from '../../test/commerce-factories.js';
import { addToCart, notifySandbox, startPayment } from '../../test/payment-factories.js';
import { expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { linkSocialAccount } from '../users/users.service.js';

const PATH = '/staff/engagement/referral/';

let t: TestApp;
let manager: string;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.db, { role: 'HEAD_MANAGER_ROLE' });
  managerId = user.id;
  manager = await accessTokenFor(user);
});
afterAll(() => t?.close());

const put = (body: unknown, token = manager) => api(t.app, 'PUT', PATH, { token, body });

async function student() {
  const user = await buildUser(t.db);
  await linkSocialAccount(t.db, user.id, 'vk', `vk-${user.id}`); // spec 1 §6 (RU)
  return { user, token: await accessTokenFor(user) };
}

describe('referral settings (docs/staff-engagement.md "Referral settings")', () => {
  it('answers the defaults, changes them audited, and the referral flow uses the new terms', async () => {
    const defaults = await get(t.app, PATH, { token: manager });
    expect(defaults.body).toEqual({ friend_discount_percent: 10, referrer_bonus: 50_000, currency: 'RUB' });

    const saved = await put({ friend_discount_percent: 20, referrer_bonus: 70_000 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ friend_discount_percent: 20, referrer_bonus: 70_000, currency: 'RUB' });
    const audit = await t.db.execute(sql`select action, actor_id, changes from staff_audit_log
      where entity = 'setting' and entity_id = 'referral_program'`);
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      {
        action: 'referral.update',
        actor_id: managerId,
        changes: { friendDiscountPercent: [10, 20], referrerBonus: [50_000, 70_000] },
      },
    ]);

    // The invite page, the friend's cart and the referrer's bonus all take the new terms.
    const referrer = await student();
    const invite = await get(t.app, '/v2/students/referral/', { token: referrer.token });
    expect(invite.body).toMatchObject({ friend_discount_percent: 20, referrer_bonus: 70_000 });
    const product = await buildSaleProduct(t.db, { price: 100_000 });
    const friend = await student();
    await addToCart(t.app, friend.token, product.productId);
    const cart = await post(
      t.app,
      '/cart/referral-program/',
      { referral_id: invite.body.referral_id },
      {
        token: friend.token,
      },
    );
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    expect(cart.body).toMatchObject({ discount: 20_000, amount: 80_000 });
    expect(cart.body.amount_description).toContain('20 %');
    const uuid = await startPayment(t.app, friend.token);
    await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount: 80_000 });
    const earned = await get(t.app, '/v2/students/referral/history/', { token: referrer.token });
    expect(earned.body.results[0]).toMatchObject({ kind: 'earned', amount: 70_000 });
  });

  it('refuses bad terms and roles outside engagement', async () => {
    expectFieldError(await put({ friend_discount_percent: 0, referrer_bonus: 1 }), 'friend_discount_percent');
    expectFieldError(await put({ friend_discount_percent: 95, referrer_bonus: 1 }), 'friend_discount_percent');
    expectFieldError(await put({ friend_discount_percent: 10, referrer_bonus: -1 }), 'referrer_bonus');
    expectFieldError(await put({ friend_discount_percent: 10 }), 'referrer_bonus');
    for (const role of ['SALE_MANAGER', 'TEACHER_ROLE', 'STUDENT_ROLE'] as const) {
      const token = await accessTokenFor(await buildUser(t.db, { role }));
      expectForbidden(await get(t.app, PATH, { token }));
      expectForbidden(await put({ friend_discount_percent: 50, referrer_bonus: 1 }, token));
    }
  });
});
