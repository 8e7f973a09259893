import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { staffAuditLog } from '../../db/schema.js';

const PLANS = '/staff/commerce/rate-plans/';
const PACKS = '/staff/commerce/packs/';

let t: TestApp;
let sales: string;
let head: string;
let inspector: string;
let course: SaleProduct;
let lessons: SaleProduct;

const patch = (path: string, body: unknown, token: string) => api(t.app, 'PATCH', path, { body, token });
const del = (path: string, token: string) => api(t.app, 'DELETE', path, { token });

async function auditOf(entity: string, entityId: number) {
  return t.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entity, entity), eq(staffAuditLog.entityId, String(entityId))))
    .orderBy(desc(staffAuditLog.id));
}

async function studentToken() {
  return accessTokenFor(await buildUser(t.db));
}

/** What the student's catalog offers for a product (spec 2 §3). */
async function catalogCard(token: string, productId: number) {
  const res = await get(t.app, '/products/catalog/', { token });
  expect(res.status).toBe(200);
  return res.body.results.find((card: { id: number }) => card.id === productId);
}

beforeAll(async () => {
  t = await createTestApp();
  sales = await accessTokenFor(await buildUser(t.db, { role: 'SALE_MANAGER' }));
  head = await accessTokenFor(await buildUser(t.db, { role: 'HEAD_MANAGER_ROLE' }));
  inspector = await accessTokenFor(await buildUser(t.db, { role: 'PAY_INSPECTOR' }));
  course = await buildSaleProduct(t.db, {
    price: 200_000,
    ratePlans: [{ title: 'Стандарт', sysName: 'standard', price: 300_000 }],
  });
  lessons = await buildSaleProduct(t.db, {
    courseType: 'individual',
    packs: [{ title: '4 занятия', lessonsCount: 4, price: 1_200_000 }],
  });
});
afterAll(() => t?.close());

describe('rate plans (docs/staff-commerce.md "Rate plans and packs")', () => {
  const body = () => ({
    product_type_id: course.productTypeId,
    title: 'Премиум',
    sys_name: 'premium',
    price: 500_000,
    order: 1,
  });

  it('adds a plan the student catalog offers at once, audited', async () => {
    const res = await post(t.app, PLANS, body(), { token: sales });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Премиум',
      sys_name: 'premium',
      price: 500_000,
      order: 1,
      currency: 'RUB',
      product_type: { id: course.productTypeId },
    });
    const [audit] = await auditOf('rate_plan', res.body.id);
    expect(audit).toMatchObject({ action: 'rate_plan.create', actorRole: 'SALE_MANAGER' });
    const card = await catalogCard(await studentToken(), course.productId);
    expect(card.rate_plans.map((plan: { title: string; price: number }) => [plan.title, plan.price])).toEqual([
      ['Стандарт', 300_000],
      ['Премиум', 500_000],
    ]);
  });

  it('lists the plans of a programme in the catalog order', async () => {
    const res = await get(t.app, PLANS, { token: head, query: { product_type: String(course.productTypeId) } });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results.map((plan: { sys_name: string }) => plan.sys_name)).toEqual(['standard', 'premium']);
  });

  it('changes title, price and order, audited as [before, after]; the catalog reprices', async () => {
    const [plan] = course.ratePlans;
    const res = await patch(`${PLANS}${plan!.id}/`, { price: 320_000, order: 5 }, sales);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price: 320_000, order: 5, sys_name: 'standard' });
    const [audit] = await auditOf('rate_plan', plan!.id);
    expect(audit).toMatchObject({ action: 'rate_plan.update', changes: { price: [300_000, 320_000], order: [0, 5] } });
    const card = await catalogCard(await studentToken(), course.productId);
    expect(card.rate_plans.at(-1)).toMatchObject({ title: 'Стандарт', price: 320_000 });
  });

  it('refuses bad input and a system name the programme has', async () => {
    expectFieldError(await post(t.app, PLANS, { ...body(), price: -1 }, { token: sales }), 'price');
    expectFieldError(await post(t.app, PLANS, { ...body(), sys_name: 'Премиум' }, { token: sales }), 'sys_name');
    expectFieldError(await post(t.app, PLANS, { ...body(), title: ' ' }, { token: sales }), 'title');
    expectFieldError(await post(t.app, PLANS, { ...body(), order: -1 }, { token: sales }), 'order');
    expectFieldError(
      await post(t.app, PLANS, { ...body(), product_type_id: 999_999 }, { token: sales }),
      'product_type_id',
    );
    const taken = await post(t.app, PLANS, body(), { token: sales });
    expectError(taken, 409, { code: 'sys_name_taken', attr: 'sys_name' });
    expectError(await patch(`${PLANS}999999/`, { price: 1 }, sales), 404, { code: 'not_found' });
  });

  it('removes a plan nobody chose; one in a cart answers 409 in_use and stays', async () => {
    const spare = (await post(t.app, PLANS, { ...body(), sys_name: 'spare' }, { token: sales })).body;
    expect((await del(`${PLANS}${spare.id}/`, sales)).status).toBe(200);
    const [audit] = await auditOf('rate_plan', spare.id);
    expect(audit).toMatchObject({ action: 'rate_plan.delete' });

    const [plan] = course.ratePlans;
    const buyer = await studentToken();
    const added = await post(t.app, '/cart/', { product: course.productId, rate_plan: plan!.id }, { token: buyer });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expectError(await del(`${PLANS}${plan!.id}/`, sales), 409, { code: 'in_use' });
    const list = await get(t.app, PLANS, { token: sales, query: { product_type: String(course.productTypeId) } });
    expect(list.body.results.map((row: { id: number }) => row.id)).toContain(plan!.id);
    expect((await auditOf('rate_plan', plan!.id)).map((row) => row.action)).not.toContain('rate_plan.delete');
  });

  it('is for commerce staff only', async () => {
    expectForbidden(await get(t.app, PLANS, { token: inspector }));
    expectForbidden(await post(t.app, PLANS, body(), { token: inspector }));
  });
});

describe('packs (docs/staff-commerce.md "Rate plans and packs")', () => {
  const body = () => ({ product_id: lessons.productId, title: '8 занятий', lessons_count: 8, price: 2_000_000 });

  it('adds a pack the catalog offers, audited; lists by programme and product', async () => {
    const res = await post(t.app, PACKS, body(), { token: sales });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      title: '8 занятий',
      lessons_count: 8,
      price: 2_000_000,
      product: { id: lessons.productId },
      product_type: { id: lessons.productTypeId },
    });
    expect((await auditOf('pack', res.body.id))[0]).toMatchObject({ action: 'pack.create' });
    const card = await catalogCard(await studentToken(), lessons.productId);
    expect(card.packs.map((pack: { lessons_count: number }) => pack.lessons_count)).toEqual([4, 8]);
    const byProduct = await get(t.app, PACKS, { token: sales, query: { product: String(lessons.productId) } });
    expect(byProduct.body).toMatchObject({ count: 2 });
    const byType = await get(t.app, PACKS, { token: sales, query: { product_type: String(course.productTypeId) } });
    expect(byType.body).toMatchObject({ count: 0, results: [] });
  });

  it('changes a pack, audited; bad input is refused', async () => {
    const [pack] = lessons.packs;
    const res = await patch(`${PACKS}${pack!.id}/`, { price: 1_100_000, title: '4 занятия · весна' }, sales);
    expect(res.status).toBe(200);
    expect((await auditOf('pack', pack!.id))[0]).toMatchObject({
      action: 'pack.update',
      changes: { price: [1_200_000, 1_100_000], title: ['4 занятия', '4 занятия · весна'] },
    });
    expectFieldError(await patch(`${PACKS}${pack!.id}/`, { lessons_count: 0 }, sales), 'lessons_count');
    expectFieldError(await post(t.app, PACKS, { ...body(), product_id: 999_999 }, { token: sales }), 'product_id');
    expectFieldError(await post(t.app, PACKS, { ...body(), price: 1.5 }, { token: sales }), 'price');
  });

  it('removes a pack nobody chose; one in a cart answers 409 in_use', async () => {
    const spare = (await post(t.app, PACKS, { ...body(), lessons_count: 12 }, { token: sales })).body;
    expect((await del(`${PACKS}${spare.id}/`, sales)).status).toBe(200);
    expect((await auditOf('pack', spare.id))[0]).toMatchObject({ action: 'pack.delete' });

    const [pack] = lessons.packs;
    const added = await post(
      t.app,
      '/cart/',
      { product: lessons.productId, pack: pack!.id },
      { token: await studentToken() },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expectError(await del(`${PACKS}${pack!.id}/`, head), 409, { code: 'in_use' });
    expectForbidden(await del(`${PACKS}${pack!.id}/`, inspector));
  });
});

describe('bundles (docs/staff-commerce.md "Bundles")', () => {
  const BUNDLES = '/staff/commerce/bundles/';
  let other: SaleProduct;
  beforeAll(async () => {
    other = await buildSaleProduct(t.db, { subject: 'Физика', price: 100_000 });
  });
  const body = () => ({
    title: 'Математика + физика',
    description: 'Два предмета со скидкой',
    sys_course_type: 'master_group',
    discount_percent: 10,
    products: [
      { product_id: course.productId, is_optional: false },
      { product_id: other.productId, is_optional: true },
    ],
  });
  const onSale = async () => {
    const res = await get(t.app, '/products/bundles/', { token: await studentToken() });
    expect(res.status).toBe(200);
    return res.body as { id: number; title: string; price: number }[];
  };

  it('makes a bundle the catalog sells, audited', async () => {
    const res = await post(t.app, BUNDLES, body(), { token: sales });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Математика + физика',
      discount_percent: 10,
      is_active: true,
      products: [
        { id: course.productId, is_optional: false },
        { id: other.productId, is_optional: true },
      ],
    });
    expect((await auditOf('bundle', res.body.id))[0]).toMatchObject({ action: 'bundle.create' });
    expect((await onSale()).map((bundle) => bundle.id)).toContain(res.body.id);
    const list = await get(t.app, BUNDLES, { token: head, query: { search: 'физика', active: 'true' } });
    expect(list.body.results.map((bundle: { id: number }) => bundle.id)).toEqual([res.body.id]);
  });

  it('changes terms and products, audited as [before, after]; the same list again changes nothing', async () => {
    const created = (await post(t.app, BUNDLES, body(), { token: sales })).body;
    const changed = {
      ...body(),
      discount_percent: 20,
      products: [
        { product_id: other.productId, is_optional: false },
        { product_id: course.productId, is_optional: false },
      ],
    };
    const res = await api(t.app, 'PUT', `${BUNDLES}${created.id}/`, { body: changed, token: sales });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.products.every((item: { is_optional: boolean }) => !item.is_optional)).toBe(true);
    const [audit] = await auditOf('bundle', created.id);
    expect(audit).toMatchObject({ action: 'bundle.update' });
    expect(Object.keys(audit!.changes as object).sort()).toEqual(['discountPercent', 'products']);
    await api(t.app, 'PUT', `${BUNDLES}${created.id}/`, { body: changed, token: sales });
    expect(await auditOf('bundle', created.id)).toHaveLength(2);
  });

  it('takes a bundle off sale: the student catalog no longer offers it', async () => {
    const created = (await post(t.app, BUNDLES, body(), { token: sales })).body;
    const res = await post(t.app, `${BUNDLES}${created.id}/deactivate/`, {}, { token: sales });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_active: false });
    expect((await auditOf('bundle', created.id))[0]).toMatchObject({ action: 'bundle.deactivate' });
    expect((await onSale()).map((bundle) => bundle.id)).not.toContain(created.id);
    expectError(await get(t.app, `/products/bundles/${created.id}/`, { token: await studentToken() }), 404, {
      code: 'not_found',
    });
  });

  it('refuses bad input, missing or foreign-type products, and other roles', async () => {
    expectFieldError(
      await post(t.app, BUNDLES, { ...body(), discount_percent: 100 }, { token: sales }),
      'discount_percent',
    );
    expectFieldError(
      await post(t.app, BUNDLES, { ...body(), products: body().products.slice(1) }, { token: sales }),
      'products',
    );
    expectFieldError(
      await post(t.app, BUNDLES, { ...body(), products: [body().products[0], body().products[0]] }, { token: sales }),
      'products',
    );
    expectFieldError(
      await post(t.app, BUNDLES, { ...body(), sys_course_type: 'nope' }, { token: sales }),
      'sys_course_type',
    );
    const missing = { ...body(), products: [body().products[0], { product_id: 999_999, is_optional: false }] };
    expectFieldError(await post(t.app, BUNDLES, missing, { token: sales }), 'products', 'not_found');
    const mixed = { ...body(), products: [body().products[0], { product_id: lessons.productId, is_optional: false }] };
    expectFieldError(await post(t.app, BUNDLES, mixed, { token: sales }), 'products', 'wrong_course_type');
    expectError(await post(t.app, `${BUNDLES}999999/deactivate/`, {}, { token: sales }), 404, { code: 'not_found' });
    expectForbidden(await get(t.app, BUNDLES, { token: inspector }));
    expectForbidden(await post(t.app, BUNDLES, body(), { token: inspector }));
  });
});

describe('gifts (docs/staff-commerce.md "Gifts")', () => {
  const GIFTS = '/staff/commerce/gifts/';
  let present: SaleProduct;
  beforeAll(async () => {
    present = await buildSaleProduct(t.db, { subject: 'Физика' });
  });

  it('gives a product with a product: the cart shows it; removal stops it, audited', async () => {
    const res = await post(
      t.app,
      GIFTS,
      { product_id: lessons.productId, gift_product_id: present.productId, optional: true },
      { token: sales },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ product_id: lessons.productId, gift: { id: present.productId }, optional: true });
    expect((await auditOf('gift', res.body.id))[0]).toMatchObject({ action: 'gift.create' });
    const listed = await get(t.app, GIFTS, { token: head, query: { product: String(lessons.productId) } });
    expect(listed.body.map((gift: { id: number }) => gift.id)).toEqual([res.body.id]);

    const buyer = await studentToken();
    const cart = await post(t.app, '/cart/', { product: lessons.productId, replace: true }, { token: buyer });
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    const item = () => get(t.app, '/cart/', { token: buyer }).then((r) => r.body.items[0]);
    expect((await item()).optional_gifts.map((gift: { id: number }) => gift.id)).toEqual([res.body.id]);

    expect((await del(`${GIFTS}${res.body.id}/`, sales)).status).toBe(200);
    expect((await auditOf('gift', res.body.id))[0]).toMatchObject({ action: 'gift.delete' });
    expect((await item()).optional_gifts).toEqual([]);
  });

  it('refuses a repeated gift, a gift to itself, no or two owners, missing rows, other roles', async () => {
    const body = { product_id: course.productId, gift_product_id: present.productId };
    expect((await post(t.app, GIFTS, body, { token: sales })).status).toBe(201);
    expectError(await post(t.app, GIFTS, body, { token: sales }), 409, { code: 'gift_taken', attr: 'gift_product_id' });
    expectFieldError(
      await post(t.app, GIFTS, { product_id: course.productId, gift_product_id: course.productId }, { token: sales }),
      'gift_product_id',
    );
    expectFieldError(await post(t.app, GIFTS, { gift_product_id: present.productId }, { token: sales }), 'product_id');
    expectFieldError(
      await post(t.app, GIFTS, { product_id: 999_999, gift_product_id: present.productId }, { token: sales }),
      'product_id',
    );
    expectFieldError(
      await post(t.app, GIFTS, { bundle_id: 999_999, gift_product_id: present.productId }, { token: sales }),
      'bundle_id',
    );
    expectFieldError(await get(t.app, GIFTS, { token: sales }), 'product');
    expectError(await del(`${GIFTS}999999/`, sales), 404, { code: 'not_found' });
    expectForbidden(await get(t.app, GIFTS, { token: inspector, query: { product: String(course.productId) } }));
  });
});
