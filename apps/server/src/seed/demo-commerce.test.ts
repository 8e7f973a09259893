import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp, type WireBody } from '../test/test-app.js';
import { accessTokenFor } from '../test/factories.js';
import { listProductTypes } from '../modules/courses/courses.service.js';
import { findUserByEmail, linkSocialAccount } from '../modules/users/users.service.js';
import { seedDemoUsers } from './seed.js';

let t: TestApp;
let alice: string;
let boris: string;
let borisId: number;
let catalog: WireBody[];

async function tokenOf(email: string) {
  const user = await findUserByEmail(t.db, email);
  return accessTokenFor({ id: user!.id, role: 'STUDENT_ROLE' });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  alice = await tokenOf('student@example.com');
  boris = await tokenOf('student2@example.com');
  borisId = (await findUserByEmail(t.db, 'student2@example.com'))!.id;
  // The whole demo catalog: one page of the largest size.
  const page = (await get(t.app, '/products/catalog/', { token: alice, query: { limit: '100' } })).body;
  expect(page.results).toHaveLength(page.count);
  catalog = page.results;
});
afterAll(() => t?.close());

const find = (title: string) => catalog.filter((p) => p.product_type.title === title);

describe('demo commerce (issue 4 "Demo data")', () => {
  it('sells master groups by month with Стандарт/Премиум, some the demo student does not own', async () => {
    const society = find('Обществознание ЕГЭ · Мастер-группа · 11 класс');
    expect(society).toHaveLength(3);
    expect(society[0].rate_plans.map((p: WireBody) => p.title)).toEqual(['Стандарт', 'Премиум']);
    const math = find('Математика ЕГЭ · Мастер-группа · 11 класс');
    expect(math.some((p) => p.owned)).toBe(true);
    expect(math.some((p) => !p.owned)).toBe(true);
    expect(math[0].rate_plans.map((p: WireBody) => p.price)).toEqual([349_000, 499_000]);
  });

  it('sells a course, individual lessons in packs of 4 and 8, and gifts', async () => {
    expect(find('Обществознание ЕГЭ · Интенсив · 11 класс')[0].product_type.course_type.sys_course_type).toBe('course');
    const ind = find('Физика · Индивидуальные занятия · 11 класс');
    expect(ind[0].packs.map((p: WireBody) => p.lessons_count)).toEqual([4, 8]);
    const course = find('Обществознание ЕГЭ · Интенсив · 11 класс')[0];
    const cart = (await post(t.app, '/cart/', { product: course.id }, { token: boris })).body;
    expect(cart.items[0].gifts).toHaveLength(1);
    expect(cart.items[0].optional_gifts).toHaveLength(1);
    await api(t.app, 'DELETE', `/cart/${cart.items[0].id}/`, { token: boris });
  });

  it('has a bundle of two subjects at 15 % with a gift as the banner bundle, and product banners', async () => {
    const banner = (await get(t.app, '/settings/banner-bundle/', { token: alice })).body;
    expect(banner.products).toHaveLength(2);
    expect(banner.gifts).toHaveLength(1);
    expect(banner.price).toBe(banner.initial_price - Math.floor((banner.initial_price * 15 + 50) / 100));
    expect((await get(t.app, '/products/bundles/', { token: alice })).body.length).toBeGreaterThanOrEqual(2);
    expect((await get(t.app, '/products/banner/', { token: alice })).body.length).toBeGreaterThanOrEqual(2);
  });

  it('takes PERCENT10 and MINUS500, refuses the expired OLD2020, and lets the demo student meet the 422', async () => {
    const next = find('Обществознание ЕГЭ · Мастер-группа · 11 класс')[1];
    const added = await post(t.app, '/cart/', { product: next.id }, { token: alice });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const ind = find('Физика · Индивидуальные занятия · 11 класс')[0];
    expect((await post(t.app, '/cart/', { product: ind.id }, { token: alice })).status).toBe(422);
    let cart = (await post(t.app, '/cart/coupon/', { coupon_value: 'PERCENT10' }, { token: alice })).body;
    expect(cart).toMatchObject({ initial_amount: 279_000, discount: 27_900, amount: 251_100 });
    cart = (await post(t.app, '/cart/coupon/', { coupon_value: 'MINUS500' }, { token: alice })).body;
    expect(cart).toMatchObject({ discount: 50_000, amount: 229_000 });
    const old = await post(t.app, '/cart/coupon/', { coupon_value: 'OLD2020' }, { token: alice });
    expect(old.body.errors[0]).toMatchObject({ attr: 'coupon_value', code: 'expired' });
  });

  it("gives student2 an empty cart that takes student@example.com's invite ALICE2026 once VK is linked", async () => {
    expect((await get(t.app, '/cart/count/', { token: boris })).body).toEqual({ count: 0 });
    expect((await get(t.app, '/v2/students/referral/', { token: alice })).body.referral_id).toBe('ALICE2026');
    // student2 has no social account yet (the start-up modals ask for one, spec 3 §4): RU refuses the discount.
    const refused = await post(t.app, '/cart/referral-program/', { referral_id: 'ALICE2026' }, { token: boris });
    expect(refused.body.errors?.[0]).toMatchObject({ attr: 'referral_id', code: 'social_account_required' });
    await linkSocialAccount(t.db, borisId, 'vk', 'vk-demo-boris');
    const res = await post(t.app, '/cart/referral-program/', { referral_id: 'ALICE2026' }, { token: boris });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.referral_program).toMatchObject({ referral_id: 'ALICE2026' });
    await api(t.app, 'DELETE', '/cart/referral-program/', { token: boris });
    expect((await get(t.app, '/v2/students/referral/', { token: boris })).body.referral_id).toBe('BORIS2026');
    // The demo student has bought nothing yet (demo access is not a purchase): student2's invite works for them.
    await api(t.app, 'DELETE', '/cart/coupon/', { token: alice });
    const back = await post(t.app, '/cart/referral-program/', { referral_id: 'BORIS2026' }, { token: alice });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await api(t.app, 'DELETE', '/cart/referral-program/', { token: alice });
  });

  it('opens the cart link demo-link-1 with two products', async () => {
    const opened = await get(t.app, '/cart/link/demo-link-1/');
    const cart = (await get(t.app, `/cart/standalone/${opened.body.cart_hash}/`)).body;
    expect(cart.items).toHaveLength(2);
    expect(cart.is_standalone).toBe(true);
  });

  it('seeds once', async () => {
    const before = (await listProductTypes(t.db)).length;
    await seedDemoUsers(t.db);
    expect((await listProductTypes(t.db)).length).toBe(before);
    expect((await get(t.app, '/v2/students/referral/', { token: alice })).body.referral_id).toBe('ALICE2026');
  });
});
