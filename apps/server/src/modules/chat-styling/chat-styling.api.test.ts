import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { chatStylingPurchases, rewardLedger } from '../../db/schema.js';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { giveUmcoins } from '../../test/streak-factories.js';
import { buildStickerPack, buildTextColor, purchaseKey } from '../../test/chat-styling-factories.js';
import { findStudentProfile } from '../users/users.service.js';
import { purchase } from './chat-styling-purchase.js';

const BASE = '/gamification/chat/styling';
const COLORS = `${BASE}/text-colors/`;
const BUY_COLOR = `${BASE}/text-colors/purchase/`;
const BUY_PACK = `${BASE}/sticker-packs/purchase/`;
const CHANGE = `${BASE}/text-colors/change/`;
const CONFIG = `${BASE}/config/`;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VARIANT: 'KZ' });
});
afterAll(() => t?.close());

async function student(umcoins = 0) {
  const user = await buildUser(t.db);
  if (umcoins) await giveUmcoins(t.db, user.id, umcoins);
  return { user, token: await accessTokenFor(user) };
}

const buy = (path: string, token: string, featurePlanId: number, idempotencyKey = purchaseKey()) =>
  post(t.app, path, { feature_plan_id: featurePlanId, idempotency_key: idempotencyKey }, { token });
const change = (token: string, textColor: number, chosen: boolean) =>
  api(t.app, 'PATCH', CHANGE, { token, body: { text_color: textColor, chosen } });
const balanceOf = async (userId: number) => (await findStudentProfile(t.db, userId))!.umcoins;
const spendsOf = (userId: number) =>
  t.db
    .select()
    .from(rewardLedger)
    .where(eq(rewardLedger.studentId, userId))
    .then((rows) => rows.filter((row) => row.reason === 'chat_styling_bought'));

const ENDPOINTS: [HTTPMethods, string, unknown?][] = [
  ['GET', `${BASE}/sticker-packs/lite/`],
  ['GET', `${BASE}/sticker-packs/`],
  ['GET', COLORS],
  ['GET', CONFIG],
  ['GET', `${BASE}/text-colors/text-color-feature-plans/1/`],
  ['GET', `${BASE}/sticker-packs/feature-plans/1/`],
  ['PATCH', CHANGE, { text_color: 1, chosen: true }],
  ['POST', BUY_COLOR, { feature_plan_id: 1, idempotency_key: purchaseKey() }],
  ['POST', BUY_PACK, { feature_plan_id: 1, idempotency_key: purchaseKey() }],
];

describe('access', () => {
  it.each(ENDPOINTS)(
    '%s %s: students only; a guest signs in, a tutor, moderator or curator is refused',
    async (method, path, body) => {
      const someone = await buildUser(t.db);
      await expectSignInRequired(t.app, method, path, someone, { body });
      for (const role of ['TUTOR_ROLE', 'CHAT_MODERATOR', 'CURATOR_ROLE'] as const) {
        const staff = await buildUser(t.db, { role });
        expectForbidden(await api(t.app, method, path, { token: await accessTokenFor(staff), body }));
      }
    },
  );

  it('every path answers 404 feature_disabled in a deployment without chat styling (spec 1 §6: ONE)', async () => {
    const one = await createTestApp({ VARIANT: 'ONE' });
    try {
      const user = await buildUser(one.db);
      const token = await accessTokenFor(user);
      for (const [method, path, body] of ENDPOINTS) {
        expectError(await api(one.app, method, path, { token, body }), 404, { code: 'feature_disabled' });
      }
    } finally {
      await one.close();
    }
  });
});

describe('the catalogue', () => {
  it('lists the seeded colours and packs with the cheapest price, not owned', async () => {
    const { token } = await student();
    const colors = (await get(t.app, COLORS, { token })).body;
    expect(colors.length).toBeGreaterThanOrEqual(6);
    expect(colors[0]).toMatchObject({
      title: 'Малиновый',
      color: '#be185d',
      color_dark: '#f9a8d4',
      is_purchased: false,
      is_chosen: false,
      expires_at: null,
      price_from: 50,
    });
    const lite = (await get(t.app, `${BASE}/sticker-packs/lite/`, { token })).body;
    expect(lite.map((pack: { title: string }) => pack.title)).toEqual(['Учебные будни', 'Эмоции']);
    expect(lite[0]).toMatchObject({ cover: '/stickers/study/book.svg', price_from: 80, is_purchased: false });
    const packs = (await get(t.app, `${BASE}/sticker-packs/`, { token })).body;
    expect(packs[1].stickers).toHaveLength(8);
    expect(packs[1].stickers[0]).toMatchObject({ title: 'Радость', url: '/stickers/moods/happy.svg' });
  });

  it('answers an item’s plans cheapest first and 404 for an unknown item', async () => {
    const { token } = await student();
    const { color } = await buildTextColor(t.db, [
      { price: 300, durationDays: null },
      { price: 50, durationDays: 7 },
    ]);
    const plans = (await get(t.app, `${BASE}/text-colors/text-color-feature-plans/${color.id}/`, { token })).body;
    expect(plans).toMatchObject([
      { price: 50, duration_days: 7 },
      { price: 300, duration_days: null },
    ]);
    const { pack } = await buildStickerPack(t.db);
    const packPlans = (await get(t.app, `${BASE}/sticker-packs/feature-plans/${pack.id}/`, { token })).body;
    expect(packPlans.map((plan: { price: number }) => plan.price)).toEqual([80, 400]);
    expectError(await get(t.app, `${BASE}/text-colors/text-color-feature-plans/999999/`, { token }), 404, {
      code: 'not_found',
    });
    // A pack's id is no colour, and the other way round.
    expectError(await get(t.app, `${BASE}/sticker-packs/feature-plans/999999/`, { token }), 404, { code: 'not_found' });
    expectFieldError(await get(t.app, `${BASE}/sticker-packs/feature-plans/0/`, { token }), 'id');
  });
});

describe('buying', () => {
  it('a week pays once through the ledger, a second week extends it, for good ends the purchases', async () => {
    const { user, token } = await student(500);
    const { color, plans } = await buildTextColor(t.db);
    const [week, forever] = plans;
    const before = Date.now();
    const first = await buy(BUY_COLOR, token, week!.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.balance).toBe(450);
    const expiry = Date.parse(first.body.expires_at);
    expect(expiry - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(expiry - before).toBeLessThan(7 * DAY_MS + 60_000);

    const second = await buy(BUY_COLOR, token, week!.id);
    expect(second.body.balance).toBe(400);
    expect(Date.parse(second.body.expires_at)).toBe(expiry + 7 * DAY_MS);
    const listed = (await get(t.app, COLORS, { token })).body.find((c: { id: number }) => c.id === color.id);
    expect(listed).toMatchObject({ is_purchased: true, expires_at: second.body.expires_at });

    const upgraded = await buy(BUY_COLOR, token, forever!.id);
    expect(upgraded.body).toEqual({ balance: 100, expires_at: null });
    const again = await buy(BUY_COLOR, token, week!.id);
    expectError(again, 409, { code: 'already_purchased' });
    expect(await balanceOf(user.id)).toBe(100);
    expect((await spendsOf(user.id)).map((row) => row.amount)).toEqual([-50, -50, -300]);
  });

  it('a retry with the same key answers the first result and pays nothing more', async () => {
    const { user, token } = await student(120);
    const { plans } = await buildTextColor(t.db);
    const key = purchaseKey();
    const first = await buy(BUY_COLOR, token, plans[0]!.id, key);
    const retry = await buy(BUY_COLOR, token, plans[0]!.id, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await balanceOf(user.id)).toBe(70);
    expect(await spendsOf(user.id)).toHaveLength(1);
    // The same key for another plan is a client bug, not a retry.
    expectError(await buy(BUY_COLOR, token, plans[1]!.id, key), 409, { code: 'idempotency_key_reused' });
  });

  it('a short balance is a 409 with the Russian message, and nothing is written', async () => {
    const { user, token } = await student(40);
    const { plans } = await buildTextColor(t.db);
    expectError(await buy(BUY_COLOR, token, plans[0]!.id), 409, {
      code: 'insufficient_funds',
      detail: 'Недостаточно умкоинов',
    });
    expect(await balanceOf(user.id)).toBe(40);
    expect(await t.db.select().from(chatStylingPurchases).where(eq(chatStylingPurchases.userId, user.id))).toEqual([]);
  });

  it('a plan of the other kind, an unknown plan or a malformed body are refused', async () => {
    const { token } = await student(1000);
    const { plans: colorPlans } = await buildTextColor(t.db);
    const { plans: packPlans } = await buildStickerPack(t.db);
    expectError(await buy(BUY_PACK, token, colorPlans[0]!.id), 404, { code: 'not_found', attr: 'feature_plan_id' });
    expectError(await buy(BUY_COLOR, token, packPlans[0]!.id), 404, { code: 'not_found' });
    expectError(await buy(BUY_COLOR, token, 999_999), 404, { code: 'not_found' });
    expectFieldError(
      await post(t.app, BUY_COLOR, { feature_plan_id: colorPlans[0]!.id, idempotency_key: 'x' }, { token }),
      'idempotency_key',
    );
    expectFieldError(await post(t.app, BUY_COLOR, { idempotency_key: purchaseKey() }, { token }), 'feature_plan_id');
    expectFieldError(await buy(BUY_COLOR, token, -1), 'feature_plan_id');
  });

  it('a pack bought is usable in the config with its stickers; another student does not own it', async () => {
    const { token } = await student(100);
    const { pack, plans, stickers } = await buildStickerPack(t.db);
    expect((await get(t.app, CONFIG, { token })).body.sticker_packs).toEqual([]);
    expect((await buy(BUY_PACK, token, plans[0]!.id)).status).toBe(200);
    const config = (await get(t.app, CONFIG, { token })).body;
    expect(config).toMatchObject({ enabled: true, balance: 20, text_color: null });
    expect(config.sticker_packs).toHaveLength(1);
    expect(config.sticker_packs[0]).toMatchObject({ id: pack.id, is_purchased: true });
    expect(config.sticker_packs[0].stickers.map((s: { id: number }) => s.id)).toEqual(stickers.map((s) => s.id));

    const other = await student();
    const lite = (await get(t.app, `${BASE}/sticker-packs/lite/`, { token: other.token })).body;
    expect(lite.find((p: { id: number }) => p.id === pack.id).is_purchased).toBe(false);
    expect((await get(t.app, CONFIG, { token: other.token })).body.sticker_packs).toEqual([]);
  });
});

describe('choosing a colour', () => {
  it('only an owned colour; chosen false clears it; the config carries it', async () => {
    const { token } = await student(100);
    const { color, plans } = await buildTextColor(t.db);
    expectError(await change(token, color.id, true), 403, { code: 'not_purchased' });
    await buy(BUY_COLOR, token, plans[0]!.id);
    const chosen = await change(token, color.id, true);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.text_color).toEqual({
      id: color.id,
      title: color.title,
      color: '#1d4ed8',
      color_dark: '#93c5fd',
    });
    const listed = (await get(t.app, COLORS, { token })).body.filter((c: { is_chosen: boolean }) => c.is_chosen);
    expect(listed.map((c: { id: number }) => c.id)).toEqual([color.id]);
    expect((await change(token, color.id, false)).body.text_color).toBeNull();
    expect((await get(t.app, CONFIG, { token })).body.text_color).toBeNull();
    expectError(await change(token, 999_999, true), 404, { code: 'not_found' });
    expectFieldError(await api(t.app, 'PATCH', CHANGE, { token, body: { text_color: color.id } }), 'chosen');
  });

  it('a colour that ran out cannot be chosen, and a chosen one drops out of the config', async () => {
    const { user, token } = await student(200);
    const { color, plans } = await buildTextColor(t.db);
    await buy(BUY_COLOR, token, plans[0]!.id);
    await change(token, color.id, true);
    // A week bought ten days ago has run out.
    const other = await buildTextColor(t.db);
    const tenDaysAgo = new Date(Date.now() - 10 * DAY_MS);
    await purchase(
      t.db,
      user.id,
      'textColor',
      { featurePlanId: other.plans[0]!.id, idempotencyKey: purchaseKey() },
      tenDaysAgo,
    );
    expectError(await change(token, other.color.id, true), 403, { code: 'not_purchased' });
    const listed = (await get(t.app, COLORS, { token })).body.find((c: { id: number }) => c.id === other.color.id);
    expect(listed).toMatchObject({ is_purchased: false, expires_at: null });
    // A week bought now for the expired colour starts now, not from the old expiry.
    const renewed = await buy(BUY_COLOR, token, other.plans[0]!.id);
    expect(Date.parse(renewed.body.expires_at) - Date.now()).toBeGreaterThan(6.9 * DAY_MS);
  });
});
