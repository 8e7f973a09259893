import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { addProduct, buildCourse, grantAccess, type TestCourse } from '../../test/course-factories.js';
import { zonedParts } from '../../lib/zoned-time.js';
import { listClassTypes } from '../core/core.service.js';
import { startSubscription } from './subscriptions.service.js';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let student: TestUser;
let token: string;
let thisMonth: TestCourse;
let nextMonth: TestCourse;
let physics: TestCourse;
const pad = (n: number) => String(n).padStart(2, '0');
const { year, month } = zonedParts(new Date(), 'Europe/Moscow');
const monthDate = (offset: number) => {
  const at = new Date(Date.UTC(year, month - 1 + offset, 1));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-01`;
};

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
  const math = await buildCourse(t.db, { subject: 'Математика' });
  thisMonth = await addProduct(t.db, math, { mgMonth: true, month: monthDate(0) });
  nextMonth = await addProduct(t.db, math, { mgMonth: true, month: monthDate(1) });
  physics = await buildCourse(t.db, { subject: 'Физика', courseType: 'course' });
  // Maths of this month ends in 5 days; the physics course runs on.
  await grantAccess(t.db, student.id, thisMonth, { to: new Date(Date.now() + 5 * DAY) });
  await grantAccess(t.db, student.id, physics, { to: new Date(Date.now() + 90 * DAY) });
});
afterAll(() => t?.close());

describe('GET /products/menu/', () => {
  it('answers per month the products owned, the renewal offers and the goal subjects', async () => {
    const res = await get(t.app, '/products/menu/', { token, query: { dates: `${monthDate(0)},${monthDate(1)}` } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [current, next] = res.body;
    expect(current.date).toBe(monthDate(0));
    expect(current.products_purchased.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([thisMonth.productId]),
    );
    expect(current.products_renewal.map((p: { id: number }) => p.id)).toEqual([nextMonth.productId]);
    expect(current.products_purchased[0]).toMatchObject({
      full_title: expect.any(String),
      teacher: { full_name: expect.any(String) },
      product_type: { course_type: { sys_course_type: { title: expect.any(String) } } },
    });
    const subjects = await listClassTypes(t.db, current.umits_goal.class_year_id);
    const goalIds = current.umits_goal.goals.map((g: { class_type_id: number }) => g.class_type_id);
    expect(goalIds).not.toContain(thisMonth.classTypeId);
    expect(goalIds.length).toBeLessThan(subjects.length);
    // Next month: maths is not owned (access ends before), so it is neither purchased nor offered.
    expect(next.products_purchased.map((p: { id: number }) => p.id)).not.toContain(nextMonth.productId);
  });

  it('answers an empty month for a student who owns nothing', async () => {
    const other = await accessTokenFor(await buildUser(t.db));
    const res = await get(t.app, '/products/menu/', { token: other, query: { dates: monthDate(0) } });
    expect(res.body).toEqual([{ date: monthDate(0), products_purchased: [], products_renewal: [], umits_goal: null }]);
  });

  it('refuses bad dates, too many dates, guests and other roles', async () => {
    for (const dates of ['', '2026-01-15', 'soon', '2026-13-01']) {
      const body = expectError(await get(t.app, '/products/menu/', { token, query: { dates } }), 400, {});
      expect(body.errors[0]?.attr, dates).toMatch(/^dates/);
    }
    const many = Array.from({ length: 13 }, (_, i) => monthDate(i)).join(',');
    expectFieldError(await get(t.app, '/products/menu/', { token, query: { dates: many } }), 'dates');
    await expectSignInRequired(t.app, 'GET', '/products/menu/?dates=2026-01-01', student);
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await get(t.app, '/products/menu/', { token: tutor, query: { dates: monthDate(0) } }));
  });
});

describe('GET /products/ending/', () => {
  it('lists access ending within 14 days with the product that continues it', async () => {
    const res = await get(t.app, '/products/ending/', { token });
    expect(res.body).toEqual([
      {
        product_id: thisMonth.productId,
        title: expect.any(String),
        ends_at: expect.any(String),
        next_product_id: nextMonth.productId,
      },
    ]);
  });
});

describe('subscriptions', () => {
  it('lists, answers statuses and cancels; access stays until the period ends', async () => {
    const accessUntil = new Date(Date.now() + 20 * DAY);
    await startSubscription(t.db, {
      userId: student.id,
      productTypeId: thisMonth.productTypeId,
      ratePlanId: null,
      price: 349_000,
      accessUntil,
    });
    const list = await get(t.app, '/products/product-subscriptions/', { token });
    expect(list.body).toHaveLength(1);
    const [subscription] = list.body;
    expect(subscription).toMatchObject({ status: 'active', price: 349_000, access_until: accessUntil.toISOString() });
    const statuses = await get(t.app, '/products/subscription-statuses/', {
      token,
      query: { product_ids: `${thisMonth.productId},${physics.productId},999999` },
    });
    expect(statuses.body).toEqual([
      { product_id: thisMonth.productId, status: 'active' },
      { product_id: physics.productId, status: null },
      { product_id: 999999, status: null },
    ]);

    const other = await accessTokenFor(await buildUser(t.db));
    const path = `/products/product-subscriptions/${subscription.id}/`;
    expectError(await api(t.app, 'DELETE', path, { token: other }), 404, { code: 'not_found' });
    const cancelled = await api(t.app, 'DELETE', path, { token });
    expect(cancelled.body).toMatchObject({ id: subscription.id, status: 'cancelled', next_charge_at: null });
    // Cancelling again changes nothing.
    expect((await api(t.app, 'DELETE', path, { token })).body.status).toBe('cancelled');
    expectFieldError(await api(t.app, 'DELETE', '/products/product-subscriptions/abc/', { token }), 'id');
    await expectSignInRequired(t.app, 'DELETE', path, student);
  });
});
