import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp, TEST_PUBLIC_URL } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { findStudentProfile, linkSocialAccount } from '../users/users.service.js';
import { ensureReferralCode, findReferrerByCode, recordPurchaseBonuses, REFERRER_BONUS } from './referral.service.js';

let t: TestApp;
let referrer: TestUser;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  referrer = await buildUser(t.db);
  await linkSocialAccount(t.db, referrer.id, 'vk', `vk-${referrer.id}`);
  token = await accessTokenFor(referrer);
});
afterAll(() => t?.close());

describe('GET /v2/students/referral/', () => {
  it("answers the student's invite link, created once, with the program's figures", async () => {
    const res = await get(t.app, '/v2/students/referral/', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      referral_id: expect.stringMatching(/^[A-Z2-9]{8}$/),
      friend_discount_percent: 10,
      referrer_bonus: 50_000,
      invited_count: 0,
      bonuses_balance: 0,
      available: true,
      unavailable_reason: null,
    });
    expect(res.body.link).toBe(`${TEST_PUBLIC_URL}/referral?id=${res.body.referral_id}`);
    expect((await get(t.app, '/v2/students/referral/', { token })).body.referral_id).toBe(res.body.referral_id);
    expect(await findReferrerByCode(t.db, res.body.referral_id.toLowerCase())).toBe(referrer.id);
  });

  it('needs a confirmed social account in the RU and ONE variants (spec 1 §6)', async () => {
    const withoutSocial = await accessTokenFor(await buildUser(t.db));
    const res = await get(t.app, '/v2/students/referral/', { token: withoutSocial });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ available: false, unavailable_reason: expect.stringContaining('ВКонтакте') });

    const kz = await createTestApp({ VARIANT: 'KZ' });
    try {
      const student = await buildUser(kz.db);
      const kzRes = await get(kz.app, '/v2/students/referral/', { token: await accessTokenFor(student) });
      expect(kzRes.body).toMatchObject({ available: true, unavailable_reason: null });
    } finally {
      await kz.close();
    }
  });

  it('is for students only', async () => {
    await expectSignInRequired(t.app, 'GET', '/v2/students/referral/', referrer);
    await expectSignInRequired(t.app, 'GET', '/v2/students/referral/history/', referrer);
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await get(t.app, '/v2/students/referral/', { token: tutor }));
    expectForbidden(await get(t.app, '/v2/students/referral/history/', { token: tutor }));
  });
});

describe('recordPurchaseBonuses and the history', () => {
  it('records both sides; the referrer earns once per friend, whatever the friend buys later', async () => {
    const friend = await buildUser(t.db);
    const friendToken = await accessTokenFor(friend);
    for (const amount of [34_900, 20_000]) {
      await t.db.transaction((tx) =>
        recordPurchaseBonuses(tx, {
          orderId: null,
          buyerId: friend.id,
          referrerId: referrer.id,
          amount,
        }),
      );
    }
    expect((await findStudentProfile(t.db, referrer.id))?.bonuses).toBe(REFERRER_BONUS);
    const mine = await get(t.app, '/v2/students/referral/history/', { token });
    expect(mine.body).toMatchObject({
      count: 1,
      results: [{ kind: 'earned', amount: 50_000, description: expect.any(String), created_at: expect.any(String) }],
    });
    const theirs = await get(t.app, '/v2/students/referral/history/', { token: friendToken });
    expect(theirs.body).toMatchObject({ count: 1, results: [{ kind: 'used', amount: 34_900 }] });
    const invite = await get(t.app, '/v2/students/referral/', { token });
    expect(invite.body).toMatchObject({ invited_count: 1, bonuses_balance: 50_000 });
  });

  it('pages the history and answers bad pages with the error body', async () => {
    const second = await buildUser(t.db);
    await t.db.transaction((tx) =>
      recordPurchaseBonuses(tx, { orderId: null, buyerId: second.id, referrerId: referrer.id, amount: 1 }),
    );
    const page = await get(t.app, '/v2/students/referral/history/', { token, query: { limit: '1', offset: '1' } });
    expect(page.body.count).toBe(2);
    expect(page.body.results).toHaveLength(1);
    expectFieldError(await get(t.app, '/v2/students/referral/history/', { token, query: { limit: '0' } }), 'limit');
    expectFieldError(await get(t.app, '/v2/students/referral/history/', { token, query: { offset: '-1' } }), 'offset');
  });

  it('gives every student a distinct code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add(await ensureReferralCode(t.db, (await buildUser(t.db)).id));
    expect(codes.size).toBe(5);
  });
});
