import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { addSaleProduct, buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { grantAccess } from '../../test/course-factories.js';
import { staffAuditLog, subscriptions } from '../../db/schema.js';
import { startSubscription } from '../subscriptions/subscriptions.service.js';

/**
 * Rate plans and packs taken off sale and put back, and the bundle's banner flag
 * (docs/staff-commerce.md "Rate plans and packs", "Bundles"), seen through the student's endpoints.
 */

const PLANS = '/staff/commerce/rate-plans/';
const PACKS = '/staff/commerce/packs/';
const BUNDLES = '/staff/commerce/bundles/';
const DAY = 24 * 60 * 60 * 1000;
const STANDARD = 300_000;
const PREMIUM = 500_000;

let t: TestApp;
let sales: string;
let inspector: string;

const audits = (entity: string, entityId: number) =>
  t.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entity, entity), eq(staffAuditLog.entityId, String(entityId))))
    .orderBy(desc(staffAuditLog.id));

const studentToken = async () => accessTokenFor(await buildUser(t.db));
const sale = (path: string, id: number, action: 'activate' | 'deactivate') =>
  post(t.app, `${path}${id}/${action}/`, {}, { token: sales });

async function catalogCard(token: string, productId: number) {
  const res = await get(t.app, '/products/catalog/', { token });
  expect(res.status).toBe(200);
  return res.body.results.find((card: { id: number }) => card.id === productId);
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp();
  sales = await accessTokenFor(await buildUser(t.db, { role: 'SALE_MANAGER' }));
  inspector = await accessTokenFor(await buildUser(t.db, { role: 'PAY_INSPECTOR' }));
});
afterAll(() => t?.close());

describe('a rate plan off sale', () => {
  let course: SaleProduct;
  let standardId: number;
  let premiumId: number;
  beforeAll(async () => {
    course = await buildSaleProduct(t.db, {
      startsInDays: -14,
      ratePlans: [
        { title: 'Стандарт', sysName: 'standard', price: STANDARD },
        { title: 'Премиум', sysName: 'premium', price: PREMIUM },
      ],
    });
    standardId = course.ratePlans[0]!.id;
    premiumId = course.ratePlans[1]!.id;
  });

  it('leaves the catalog and cannot be added; a cart holding it falls back to the default; audited once', async () => {
    const holder = await studentToken();
    const added = await post(t.app, '/cart/', { product: course.productId, rate_plan: premiumId }, { token: holder });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const res = await sale(PLANS, premiumId, 'deactivate');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: premiumId, is_active: false });
    expect((await sale(PLANS, premiumId, 'deactivate')).status).toBe(200);
    const trail = await audits('rate_plan', premiumId);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'rate_plan.deactivate', changes: { isActive: [true, false] } });

    const buyer = await studentToken();
    expect(idsOf((await catalogCard(buyer, course.productId)).rate_plans)).toEqual([standardId]);
    const refused = await post(t.app, '/cart/', { product: course.productId, rate_plan: premiumId }, { token: buyer });
    expectFieldError(refused, 'rate_plan', 'not_on_sale');

    const cart = await get(t.app, '/cart/', { token: holder });
    expect(cart.body.items[0].product).toMatchObject({ price: STANDARD, rate_plan: { id: standardId } });
    expect(cart.body.items[0].alternative_rates).toEqual([]);
    const itemId = cart.body.items[0].id;
    const back = await api(t.app, 'PATCH', `/cart/${itemId}/`, { body: { rate_plan: premiumId }, token: holder });
    expectFieldError(back, 'rate_plan', 'not_on_sale');

    const listed = await get(t.app, PLANS, { token: sales, query: { product_type: String(course.productTypeId) } });
    expect(listed.body.results).toContainEqual(expect.objectContaining({ id: premiumId, is_active: false }));
  });

  it('when it is the default, the next plan on sale becomes the default', async () => {
    expect((await sale(PLANS, standardId, 'deactivate')).status).toBe(200);
    const buyer = await studentToken();
    expect((await catalogCard(buyer, course.productId)).rate_plans).toEqual([]);
    const added = await post(t.app, '/cart/', { product: course.productId }, { token: buyer });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const cart = await get(t.app, '/cart/', { token: buyer });
    expect(cart.body.items[0].product.rate_plan).toBeNull();
    expect((await sale(PLANS, standardId, 'activate')).status).toBe(200);
  });

  it('comes back on sale: offered and added again, audited', async () => {
    const res = await sale(PLANS, premiumId, 'activate');
    expect(res.body).toMatchObject({ is_active: true });
    expect((await audits('rate_plan', premiumId))[0]).toMatchObject({
      action: 'rate_plan.activate',
      changes: { isActive: [false, true] },
    });
    const buyer = await studentToken();
    expect(idsOf((await catalogCard(buyer, course.productId)).rate_plans)).toEqual([standardId, premiumId]);
    const added = await post(t.app, '/cart/', { product: course.productId, rate_plan: premiumId }, { token: buyer });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  });

  it('a subscription keeps renewing under it, while upgrades no longer offer it', async () => {
    const next = await addSaleProduct(t.db, course, { startsInDays: 18 });
    const user = await buildUser(t.db);
    const token = await accessTokenFor(user);
    const accessUntil = new Date(Date.now() + 16 * DAY);
    await grantAccess(t.db, user.id, course, { from: new Date(Date.now() - 14 * DAY), to: accessUntil });
    await startSubscription(t.db, {
      userId: user.id,
      productTypeId: course.productTypeId,
      ratePlanId: standardId,
      price: STANDARD,
      accessUntil,
    });
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const path = `/v2/subscriptions/${subscription!.id}`;
    expect((await get(t.app, `${path}/upgrade/`, { token })).body.options).toHaveLength(1);

    await sale(PLANS, standardId, 'deactivate');
    await sale(PLANS, premiumId, 'deactivate');
    const quote = await get(t.app, `${path}/renewal/`, { token });
    expect(quote.body).toMatchObject({
      product: { id: next.productId },
      rate_plan: { id: standardId },
      price: STANDARD,
    });
    const renewal = await post(t.app, `${path}/renewal/`, {}, { token });
    expect(renewal.status, JSON.stringify(renewal.body)).toBe(201);
    const cart = await get(t.app, `/cart/standalone/${renewal.body.cart_hash}/`, { token });
    expect(cart.body.items[0].product).toMatchObject({ price: STANDARD, rate_plan: { id: standardId } });
    expectError(await get(t.app, `${path}/upgrade/`, { token }), 400, { code: 'nothing_to_upgrade' });
    await sale(PLANS, standardId, 'activate');
    await sale(PLANS, premiumId, 'activate');
  });

  it('in use, delete still answers 409 in_use and points to taking it off sale', async () => {
    const res = await api(t.app, 'DELETE', `${PLANS}${premiumId}/`, { token: sales });
    expectError(res, 409, { code: 'in_use' });
    expect(JSON.stringify(res.body)).toContain('снять с продажи');
  });

  it('is for commerce staff only; a missing plan is 404', async () => {
    expectForbidden(await post(t.app, `${PLANS}${premiumId}/deactivate/`, {}, { token: inspector }));
    expectForbidden(await post(t.app, `${PLANS}${premiumId}/activate/`, {}, { token: inspector }));
    expectError(await sale(PLANS, 999_999, 'deactivate'), 404, { code: 'not_found' });
  });
});

describe('a pack off sale', () => {
  let lessons: SaleProduct;
  beforeAll(async () => {
    lessons = await buildSaleProduct(t.db, {
      courseType: 'individual',
      packs: [
        { title: '4 занятия', lessonsCount: 4, price: 1_200_000 },
        { title: '8 занятий', lessonsCount: 8, price: 2_000_000 },
      ],
    });
  });

  it('leaves the catalog and the pack list, cannot be added, and comes back; audited', async () => {
    const [small, large] = lessons.packs;
    const res = await sale(PACKS, small!.id, 'deactivate');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ is_active: false });
    expect((await audits('pack', small!.id))[0]).toMatchObject({ action: 'pack.deactivate' });

    const buyer = await studentToken();
    expect(idsOf((await catalogCard(buyer, lessons.productId)).packs)).toEqual([large!.id]);
    expect(idsOf((await get(t.app, `/products/${lessons.productId}/packs/`, { token: buyer })).body)).toEqual([
      large!.id,
    ]);
    const refused = await post(t.app, '/cart/', { product: lessons.productId, pack: small!.id }, { token: buyer });
    expectFieldError(refused, 'pack', 'not_on_sale');
    // Without a pick the smallest pack on sale is the default.
    expect((await post(t.app, '/cart/', { product: lessons.productId }, { token: buyer })).status).toBe(201);
    expect((await get(t.app, '/cart/', { token: buyer })).body.items[0].pack).toMatchObject({ id: large!.id });

    expect((await sale(PACKS, small!.id, 'activate')).body).toMatchObject({ is_active: true });
    expect((await audits('pack', small!.id))[0]).toMatchObject({ action: 'pack.activate' });
    expect(idsOf((await catalogCard(buyer, lessons.productId)).packs)).toEqual([small!.id, large!.id]);
    expectForbidden(await post(t.app, `${PACKS}${small!.id}/deactivate/`, {}, { token: inspector }));
    expectError(await sale(PACKS, 999_999, 'activate'), 404, { code: 'not_found' });
  });
});

describe("a bundle's banner flag (spec 2 §7 GET /settings/banner-bundle/)", () => {
  let first: SaleProduct;
  let second: SaleProduct;
  beforeAll(async () => {
    first = await buildSaleProduct(t.db, { price: 100_000 });
    second = await buildSaleProduct(t.db, { subject: 'Физика', price: 100_000 });
  });
  const body = (title: string, banner: boolean) => ({
    title,
    sys_course_type: 'master_group',
    discount_percent: 10,
    is_banner_bundle: banner,
    products: [{ product_id: first.productId }, { product_id: second.productId }],
  });
  const bannerId = async () => (await get(t.app, '/settings/banner-bundle/', { token: await studentToken() })).body?.id;

  it('makes the bundle the catalog banner; a new banner replaces the old one, audited', async () => {
    const plain = await post(t.app, BUNDLES, body('Без баннера', false), { token: sales });
    expect(plain.body).toMatchObject({ is_banner_bundle: false });
    const one = await post(t.app, BUNDLES, body('Баннер 1', true), { token: sales });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body).toMatchObject({ is_banner_bundle: true });
    expect(await bannerId()).toBe(one.body.id);

    const two = await post(t.app, BUNDLES, body('Баннер 2', false), { token: sales });
    const put = await api(t.app, 'PUT', `${BUNDLES}${two.body.id}/`, { body: body('Баннер 2', true), token: sales });
    expect(put.body).toMatchObject({ is_banner_bundle: true });
    expect(await bannerId()).toBe(two.body.id);
    expect((await audits('bundle', one.body.id))[0]).toMatchObject({
      action: 'bundle.update',
      changes: { isBannerBundle: [true, false] },
    });
    const listed = await get(t.app, BUNDLES, { token: sales });
    const banners = listed.body.results.filter((row: { is_banner_bundle: boolean }) => row.is_banner_bundle);
    expect(idsOf(banners)).toEqual([two.body.id]);

    await api(t.app, 'PUT', `${BUNDLES}${two.body.id}/`, { body: body('Баннер 2', false), token: sales });
    expect(await bannerId()).toBeUndefined();
  });

  it('a banner bundle taken off sale is not shown', async () => {
    const created = await post(t.app, BUNDLES, body('Баннер 3', true), { token: sales });
    expect(await bannerId()).toBe(created.body.id);
    await post(t.app, `${BUNDLES}${created.body.id}/deactivate/`, {}, { token: sales });
    expect(await bannerId()).toBeUndefined();
  });
});
