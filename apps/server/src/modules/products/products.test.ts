import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentGifts, studentProducts, studyGroupMembers } from '../../db/schema.js';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildGift, buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { grantAccess } from '../../test/course-factories.js';
import { addToCart, notifySandbox, startPayment } from '../../test/payment-factories.js';
import { expectError, expectFieldError, expectGeneralError, expectSignInRequired } from '../../test/expect-error.js';
import { itRaces } from '../../test/races.js';
import { createStudyGroup, pickGroup } from './products.service.js';

let t: TestApp;
let math: SaleProduct;
let physicsGift: SaleProduct;
let free: SaleProduct;

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db, { price: 349_000 });
  physicsGift = await buildSaleProduct(t.db, { subject: 'Физика', courseType: 'course', price: 50_000 });
  await buildGift(t.db, physicsGift.productId, { productId: math.productId });
  free = await buildSaleProduct(t.db, { subject: 'Физика', courseType: 'course', price: 0 });
});
afterAll(() => t?.close());

async function student() {
  const user = await buildUser(t.db);
  return { user, token: await accessTokenFor(user) };
}

/** A student who paid for maths: the physics gift came with it. */
async function buyer() {
  const { user, token } = await student();
  await addToCart(t.app, token, math.productId);
  const uuid = await startPayment(t.app, token);
  const paid = await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount: 349_000 });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { user, token, uuid };
}

const accessOf = (studentId: number, productId: number) =>
  t.db
    .select()
    .from(studentProducts)
    .where(and(eq(studentProducts.studentId, studentId), eq(studentProducts.productId, productId)));

describe('GET /products/gifts/', () => {
  it('answers the gifts received with a purchase: what, from which order and transaction, until when', async () => {
    const { token, uuid } = await buyer();
    const res = await get(t.app, '/products/gifts/', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.count).toBe(1);
    const [gift] = res.body.results;
    expect(gift).toMatchObject({
      status: 'available',
      product: { id: physicsGift.productId, class_type: { title: 'Физика' } },
      purchase: { transaction_uuid: uuid, product_title: expect.stringMatching(/^Продукт/) },
      opened_at: null,
    });
    expect(new Date(gift.available_until).getTime()).toBeGreaterThan(Date.now() + 30 * 24 * 3600 * 1000);
    // The status and subject filters.
    expect((await get(t.app, '/products/gifts/', { token, query: { status: 'opened' } })).body.count).toBe(0);
    const other = await get(t.app, '/products/gifts/', { token, query: { class_type: String(math.classTypeId) } });
    expect(other.body.count).toBe(0);
    const physics = await get(t.app, '/products/gifts/', {
      token,
      query: { class_type: String(physicsGift.classTypeId) },
    });
    expect(physics.body.count).toBe(1);
  });

  it('is for signed-in students only and refuses a bad filter with 400', async () => {
    const { user, token } = await student();
    await expectSignInRequired(t.app, 'GET', '/products/gifts/', user);
    expectFieldError(await get(t.app, '/products/gifts/', { token, query: { status: 'lost' } }), 'status');
  });
});

describe('GET /products/student-class-types/', () => {
  it('answers the subjects of owned products and received gifts, nothing else', async () => {
    const { token } = await buyer();
    const res = await get(t.app, '/products/student-class-types/', { token });
    expect(res.status).toBe(200);
    expect(res.body.map((type: { id: number }) => type.id).sort()).toEqual(
      [math.classTypeId, physicsGift.classTypeId].sort(),
    );
    const { token: newcomer } = await student();
    expect((await get(t.app, '/products/student-class-types/', { token: newcomer })).body).toEqual([]);
  });
});

describe('POST /products/open-products-access/{id}/', () => {
  const open = (token: string, id: number) =>
    post(t.app, `/products/open-products-access/${id}/`, undefined, { token });

  it('opens a received gift once: access until the gift’s date, then 400 already_opened', async () => {
    const { user, token } = await buyer();
    expect(await accessOf(user.id, physicsGift.productId)).toEqual([]);
    const res = await open(token, physicsGift.productId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ product: physicsGift.productId, source: 'gift' });
    const [access] = await accessOf(user.id, physicsGift.productId);
    expect(access?.source).toBe('gift');
    const gifts = await get(t.app, '/products/gifts/', { token });
    expect(gifts.body.results[0].status).toBe('opened');
    expect(access?.endsAt.toISOString()).toBe(gifts.body.results[0].available_until);
    expectGeneralError(await open(token, physicsGift.productId), 'already_opened');
  });

  it('refuses a gift whose date has passed', async () => {
    const { user, token } = await buyer();
    await t.db
      .update(studentGifts)
      .set({ availableUntil: new Date(Date.now() - 1000) })
      .where(eq(studentGifts.studentId, user.id));
    expectGeneralError(await open(token, physicsGift.productId), 'gift_expired');
    expect(await accessOf(user.id, physicsGift.productId)).toEqual([]);
  });

  it('opens a free product once and refuses a paid one the student was not given', async () => {
    const { user, token } = await student();
    const res = await open(token, free.productId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.source).toBe('free');
    expect(await accessOf(user.id, free.productId)).toHaveLength(1);
    expectGeneralError(await open(token, free.productId), 'already_opened');
    expectGeneralError(await open(token, math.productId), 'not_entitled');
    expect(await accessOf(user.id, math.productId)).toEqual([]);
    expectError(await open(token, 2_000_000), 404, { code: 'not_found' });
  });

  itRaces('opens a gift exactly once when two requests race', async () => {
    const { user, token } = await buyer();
    const answers = await Promise.all([open(token, physicsGift.productId), open(token, physicsGift.productId)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(await accessOf(user.id, physicsGift.productId)).toHaveLength(1);
  });
});

describe('POST /v2/students/distribute-to-group/', () => {
  const distribute = (token: string, product: number) =>
    post(t.app, '/v2/students/distribute-to-group/', { product }, { token });

  it('fills the smallest group first (ties by id), keeps a student in their group, refuses when full', async () => {
    const mg = await buildSaleProduct(t.db, { price: 100_000 });
    const curator = await buildUser(t.db, { role: 'CURATOR_ROLE', firstName: 'Анна', lastName: 'Кураторова' });
    const a = await createStudyGroup(t.db, {
      productTypeId: mg.productTypeId,
      name: 'Группа А',
      curatorId: curator.id,
      capacity: 2,
    });
    const b = await createStudyGroup(t.db, {
      productTypeId: mg.productTypeId,
      name: 'Группа Б',
      curatorId: curator.id,
      capacity: 1,
    });
    const placed: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { user, token } = await student();
      await grantAccess(t.db, user.id, mg);
      const res = await distribute(token, mg.productId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      placed.push(res.body.id);
      if (index === 0) {
        expect(res.body).toMatchObject({
          name: 'Группа А',
          curator: { full_name: 'Анна Кураторова' },
          members_count: 1,
        });
        // Idempotent: the same group again, nobody added.
        expect((await distribute(token, mg.productId)).body).toMatchObject({ id: a.id, members_count: 1 });
      }
    }
    expect(placed).toEqual([a.id, b.id, a.id]);
    const { user, token } = await student();
    await grantAccess(t.db, user.id, mg);
    expectError(await distribute(token, mg.productId), 409, { code: 'groups_full' });
  });

  it('refuses a product the student does not own, or one that is not a master group', async () => {
    const { token } = await student();
    expectFieldError(await distribute(token, math.productId), 'product', 'not_owned');
    const { user, token: owner } = await student();
    await grantAccess(t.db, user.id, physicsGift);
    expectFieldError(await distribute(owner, physicsGift.productId), 'product', 'not_master_group');
    expectFieldError(await distribute(owner, 2_000_000), 'product', 'does_not_exist');
    expectFieldError(await post(t.app, '/v2/students/distribute-to-group/', { product: 'x' }, { token }), 'product');
  });

  itRaces('never overfills a group when students are placed at once', async () => {
    const mg = await buildSaleProduct(t.db, { price: 100_000 });
    const curator = await buildUser(t.db, { role: 'CURATOR_ROLE' });
    const group = await createStudyGroup(t.db, {
      productTypeId: mg.productTypeId,
      name: 'Одна',
      curatorId: curator.id,
      capacity: 3,
    });
    const tokens: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const { user, token } = await student();
      await grantAccess(t.db, user.id, mg);
      tokens.push(token);
    }
    const answers = await Promise.all(tokens.map((token) => distribute(token, mg.productId)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(3);
    const members = await t.db.select().from(studyGroupMembers).where(eq(studyGroupMembers.groupId, group.id));
    expect(members).toHaveLength(3);
  });
});

describe('pickGroup', () => {
  it('takes the least filled group with room, the smaller id on a tie', () => {
    const groups = [
      { id: 3, capacity: 5 },
      { id: 1, capacity: 5 },
      { id: 2, capacity: 1 },
    ];
    expect(pickGroup(groups, new Map([[2, 1]]))?.id).toBe(1);
    expect(
      pickGroup(
        groups,
        new Map([
          [1, 2],
          [3, 1],
          [2, 0],
        ]),
      )?.id,
    ).toBe(2);
    expect(
      pickGroup(
        groups,
        new Map([
          [1, 5],
          [3, 5],
          [2, 1],
        ]),
      ),
    ).toBeUndefined();
  });
});
