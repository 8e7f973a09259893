import { afterAll, beforeAll, describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatStylingPurchases } from '../../db/schema.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { itRaces } from '../../test/races.js';
import { giveUmcoins } from '../../test/streak-factories.js';
import { buildTextColor, purchaseKey } from '../../test/chat-styling-factories.js';
import { ledgerBalances } from '../rewards/rewards.service.js';
import { findStudentProfile } from '../users/users.service.js';

const BUY_COLOR = '/gamification/chat/styling/text-colors/purchase/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const purchasesOf = (userId: number) =>
  t.db.select().from(chatStylingPurchases).where(eq(chatStylingPurchases.userId, userId));

describe('concurrent purchases (PostgreSQL)', () => {
  itRaces('the same key sent 10 times at once buys once and pays once; every answer is the first', async () => {
    const user = await buildUser(t.db);
    await giveUmcoins(t.db, user.id, 200);
    const token = await accessTokenFor(user);
    const { plans } = await buildTextColor(t.db);
    const body = { feature_plan_id: plans[0]!.id, idempotency_key: purchaseKey() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(t.app, BUY_COLOR, body, { token })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await purchasesOf(user.id)).toHaveLength(1);
    expect((await findStudentProfile(t.db, user.id))!.umcoins).toBe(150);
    expect((await ledgerBalances(t.db, user.id)).umcoins).toBe(150);
  });

  itRaces('different keys on a balance for one purchase: one is bought, the rest are 409', async () => {
    const user = await buildUser(t.db);
    await giveUmcoins(t.db, user.id, 60);
    const token = await accessTokenFor(user);
    const colors = await Promise.all(Array.from({ length: 6 }, () => buildTextColor(t.db)));
    const answers = await Promise.all(
      colors.map(({ plans }) =>
        post(t.app, BUY_COLOR, { feature_plan_id: plans[0]!.id, idempotency_key: purchaseKey() }, { token }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.errors[0].code === 'insufficient_funds')).toHaveLength(5);
    expect(await purchasesOf(user.id)).toHaveLength(1);
    expect((await ledgerBalances(t.db, user.id)).umcoins).toBe(10);
    expect((await findStudentProfile(t.db, user.id))!.umcoins).toBe(10);
  });
});
