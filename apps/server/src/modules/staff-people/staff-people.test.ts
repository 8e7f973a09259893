import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, loginAs, randomIp, type TestUser } from '../../test/factories.js';
import { buildCourse, grantAccess } from '../../test/course-factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { carts, orderItems, orders, staffAuditLog, studentProducts } from '../../db/schema.js';

const BASE = '/staff/people/students/';
const DAY = 86_400_000;

let t: TestApp;
let support: string;
let supportUser: TestUser;
let headCurator: string;
let admin: string;
let student: TestUser;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

async function auditOf(action: string, entityId: number) {
  return t.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.entityId, String(entityId))));
}

beforeAll(async () => {
  t = await createTestApp();
  supportUser = await buildUser(t.db, { role: 'SUPPORT_MANAGER' });
  support = await accessTokenFor(supportUser);
  headCurator = await accessTokenFor(await buildUser(t.db, { role: 'HEAD_CURATOR' }));
  admin = await accessTokenFor(await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE' }));
  student = await buildUser(t.db, { email: 'Zoya.Poiskova@example.com', firstName: 'Зоя', lastName: 'Поискова' });
  await buildUser(t.db, { firstName: 'Пётр', lastName: 'Поисков' });
  await buildUser(t.db, { firstName: 'Анна', lastName: 'Другая' });
  // A staff member of the same name is not a student: the search lists students only.
  await buildUser(t.db, { role: 'TEACHER_ROLE', firstName: 'Зоя', lastName: 'Поискова' });
});
afterAll(() => t?.close());

describe('GET /staff/people/students/ (find a student)', () => {
  it('finds by the start of the last name in any case, by name, students only', async () => {
    const res = await get(t.app, `${BASE}?search=поиск`, { token: support });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results.map((row: { last_name: string }) => row.last_name)).toEqual(['Поисков', 'Поискова']);
    const both = await get(t.app, `${BASE}?search=Зоя Поиск`, { token: support });
    expect(both.body.results.map((row: { id: number }) => row.id)).toEqual([student.id]);
    const descending = await get(t.app, `${BASE}?search=Поиск&ordering=-last_name`, { token: support });
    expect(descending.body.results[0].last_name).toBe('Поискова');
  });

  it('finds by the start of the e-mail, in any case', async () => {
    const res = await get(t.app, `${BASE}?search=ZOYA.POISK`, { token: headCurator });
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0]).toMatchObject({ id: student.id, email: 'Zoya.Poiskova@example.com', is_active: true });
    const middle = await get(t.app, `${BASE}?search=poiskova@`, { token: support });
    expect(middle.body.count).toBe(0);
  });

  it('finds by phone digits', async () => {
    const withPhone = await buildUser(t.db, { lastName: 'Телефонов' });
    const { updateUser } = await import('../users/users.service.js');
    await updateUser(t.db, withPhone.id, { phone: '79161234567' });
    const res = await get(t.app, `${BASE}?search=${encodeURIComponent('+7 (916) 123')}`, { token: support });
    expect(res.body.results.map((row: { id: number }) => row.id)).toEqual([withPhone.id]);
  });

  it('pages on the server and refuses bad input and other roles', async () => {
    const page = await get(t.app, `${BASE}?limit=1&offset=1`, { token: support });
    expect(page.body.results).toHaveLength(1);
    expect(page.body.count).toBeGreaterThan(2);
    expectFieldError(await get(t.app, `${BASE}?limit=500`, { token: support }), 'limit');
    expectFieldError(await get(t.app, `${BASE}?search=${'x'.repeat(101)}`, { token: support }), 'search');
    expectFieldError(await get(t.app, `${BASE}?ordering=email`, { token: support }), 'ordering');
    const sales = await accessTokenFor(await buildUser(t.db, { role: 'SALE_MANAGER' }));
    expectForbidden(await get(t.app, BASE, { token: sales }));
    expectForbidden(await get(t.app, BASE, { token: await accessTokenFor(student) }));
  });
});

describe('GET /staff/people/students/:id/ (the card)', () => {
  it('shows profile, purchases, access, rewards and sessions', async () => {
    const course = await buildCourse(t.db);
    await grantAccess(t.db, student.id, course);
    const [cart] = await t.db
      .insert(carts)
      .values({ hash: `h${student.id}`, userId: student.id })
      .returning();
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: student.id,
        cartId: cart!.id,
        amount: 4900,
        initialAmount: 4900,
        discount: 0,
        currency: 'RUB',
        status: 'paid',
        holderName: 'Зоя',
        email: student.email,
        phone: '79160000000',
        paidAt: new Date(),
      })
      .returning();
    await t.db.insert(orderItems).values({ orderId: order!.id, productId: course.productId, price: 4900 });
    await loginAs(t.app, student);

    const res = await get(t.app, `${BASE}${student.id}/`, { token: support });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ id: student.id, first_name: 'Зоя', is_active: true });
    expect(res.body.purchases).toEqual([
      expect.objectContaining({ id: order!.id, status: 'paid', amount: 4900, currency: 'RUB' }),
    ]);
    expect(res.body.purchases[0].products[0]).toMatchObject({ id: course.productId });
    expect(res.body.access).toEqual([
      expect.objectContaining({ product_id: course.productId, source: 'manual', current: true }),
    ]);
    expect(res.body.rewards).toMatchObject({ umcoins: 0, level_title: expect.any(String) });
    expect(res.body.homework).toEqual([]);
    expect(res.body.sessions).toHaveLength(1);
  });

  it('answers 404 for a missing user and for someone who is not a student', async () => {
    expectError(await get(t.app, `${BASE}999999/`, { token: support }), 404, { code: 'not_found' });
    expectError(await get(t.app, `${BASE}${supportUser.id}/`, { token: support }), 404, { code: 'not_found' });
    expectFieldError(await get(t.app, `${BASE}abc/`, { token: support }), 'id');
  });
});

describe('POST /staff/people/students/:id/access/ (grant or extend)', () => {
  it('grants a product with a reason, visible to the student, audited', async () => {
    const course = await buildCourse(t.db);
    const learner = await buildUser(t.db);
    const res = await post(
      t.app,
      `${BASE}${learner.id}/access/`,
      { product: course.productId, ends_at: day(40), reason: 'Компенсация за сбой' },
      { token: headCurator },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ product_id: course.productId, source: 'staff', current: true });
    const mine = await get(t.app, '/products/my/new/', { token: await accessTokenFor(learner) });
    expect(mine.body.map((row: { product_type: { id: number } }) => row.product_type.id)).toContain(
      course.productTypeId,
    );
    const [audit] = await auditOf('access.grant', learner.id);
    expect(audit).toMatchObject({ entity: 'student', actorRole: 'HEAD_CURATOR' });
    expect(audit!.changes).toMatchObject({ product: course.productId, reason: 'Компенсация за сбой' });
  });

  it('extends an existing access, keeping its source and start; never shortens it', async () => {
    const course = await buildCourse(t.db);
    const learner = await buildUser(t.db);
    const from = new Date(Date.now() - 5 * DAY);
    await grantAccess(t.db, learner.id, course, { from, to: new Date(Date.now() + 10 * DAY) });
    const url = `${BASE}${learner.id}/access/`;
    const res = await post(
      t.app,
      url,
      { product: course.productId, ends_at: day(60), reason: 'Продление' },
      { token: support },
    );
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('manual');
    expect(new Date(res.body.starts_at).getTime()).toBe(from.getTime());
    expect(new Date(res.body.ends_at).getTime()).toBeGreaterThan(Date.now() + 59 * DAY);
    expect(await auditOf('access.extend', learner.id)).toHaveLength(1);
    expectFieldError(
      await post(t.app, url, { product: course.productId, ends_at: day(30), reason: 'Короче' }, { token: support }),
      'ends_at',
      'not_later',
    );
  });

  it('refuses an end in the past, a missing product, a non-student, no reason, other roles', async () => {
    const course = await buildCourse(t.db);
    const url = `${BASE}${student.id}/access/`;
    const body = { product: course.productId, ends_at: day(30), reason: 'Причина' };
    expectFieldError(await post(t.app, url, { ...body, ends_at: day(-2) }, { token: support }), 'ends_at', 'in_past');
    expectFieldError(await post(t.app, url, { ...body, product: 999999 }, { token: support }), 'product');
    expectFieldError(await post(t.app, url, { ...body, reason: ' ' }, { token: support }), 'reason');
    expectFieldError(await post(t.app, url, { ...body, ends_at: '31.12.2030' }, { token: support }), 'ends_at');
    expectError(await post(t.app, `${BASE}${supportUser.id}/access/`, body, { token: support }), 404, {
      code: 'not_found',
    });
    const sales = await accessTokenFor(await buildUser(t.db, { role: 'SALE_MANAGER' }));
    expectForbidden(await post(t.app, url, body, { token: sales }));
    const rows = await t.db
      .select()
      .from(studentProducts)
      .where(and(eq(studentProducts.studentId, student.id), eq(studentProducts.productId, course.productId)));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /staff/people/students/:id/password-reset/', () => {
  it('answers the «Забыли пароль» link that sets a new password; audited without the token', async () => {
    const learner = await buildUser(t.db);
    const res = await post(t.app, `${BASE}${learner.id}/password-reset/`, { send_email: false }, { token: support });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.emailed).toBe(false);
    const link = new URL(res.body.link);
    expect(link.pathname).toBe('/id/create-password');
    expect(link.searchParams.get('client_id')).toBe('web');
    const token = link.searchParams.get('reset_token')!;
    const [audit] = await auditOf('password.reset_link', learner.id);
    expect(JSON.stringify(audit)).not.toContain(token);
    const confirm = await post(t.app, '/v2/auth/password-reset/confirm/', {
      token,
      password: 'newpass123',
      password2: 'newpass123',
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBeLessThan(300);
    await loginAs(t.app, { ...learner, password: 'newpass123' });
  });

  it('refuses a non-student and other roles', async () => {
    expectError(await post(t.app, `${BASE}${supportUser.id}/password-reset/`, {}, { token: support }), 404, {
      code: 'not_found',
    });
    const teacher = await accessTokenFor(await buildUser(t.db, { role: 'TEACHER_ROLE' }));
    expectForbidden(await post(t.app, `${BASE}${student.id}/password-reset/`, {}, { token: teacher }));
    expectFieldError(
      await post(t.app, `${BASE}${student.id}/password-reset/`, { send_email: 'yes' }, { token: support }),
      'send_email',
    );
  });
});

describe('POST /staff/people/students/:id/block/', () => {
  it('blocks: sign-in refused, the refresh token fails at once; unblock lets them in again', async () => {
    const learner = await buildUser(t.db);
    const tokens = await loginAs(t.app, learner);
    const url = `${BASE}${learner.id}/block/`;
    const res = await post(t.app, url, { blocked: true, reason: 'Передача аккаунта' }, { token: support });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.is_active).toBe(false);
    const refresh = await post(t.app, '/v3/auth/refresh/', { refresh: tokens.refresh });
    expect(refresh.status).toBe(401);
    const login = await post(
      t.app,
      '/v3/auth/login/',
      { email: learner.email, password: learner.password },
      { ip: randomIp() },
    );
    expect(login.status).toBe(400);
    const card = await get(t.app, `${BASE}${learner.id}/`, { token: support });
    expect(card.body.sessions).toEqual([]);
    expect(card.body.profile.is_active).toBe(false);
    const [audit] = await auditOf('user.block', learner.id);
    expect(audit!.changes).toMatchObject({ isActive: [true, false], reason: 'Передача аккаунта' });

    const unblock = await post(t.app, url, { blocked: false, reason: 'Разобрались' }, { token: admin });
    expect(unblock.body.is_active).toBe(true);
    expect(await auditOf('user.unblock', learner.id)).toHaveLength(1);
    await loginAs(t.app, learner);
  });

  it('refuses self, the administrator, console staff unless by the administrator, head curators, bad input', async () => {
    const url = (id: number) => `${BASE}${id}/block/`;
    const body = { blocked: true, reason: 'Проверка' };
    expectForbidden(await post(t.app, url(supportUser.id), body, { token: support }));
    const main = await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE' });
    expectForbidden(await post(t.app, url(main.id), body, { token: support }));
    const teacher = await buildUser(t.db, { role: 'TEACHER_ROLE' });
    expectForbidden(await post(t.app, url(teacher.id), body, { token: support }));
    expect((await post(t.app, url(teacher.id), body, { token: admin })).status).toBe(200);
    expectForbidden(await post(t.app, url(student.id), body, { token: headCurator }));
    expectFieldError(await post(t.app, url(student.id), { reason: 'Проверка' }, { token: support }), 'blocked');
    expectFieldError(await post(t.app, url(student.id), { blocked: true }, { token: support }), 'reason');
    expectError(await post(t.app, url(999999), body, { token: support }), 404, { code: 'not_found' });
  });
});

describe('GET /staff/people/products/', () => {
  it('lists products to grant by title', async () => {
    const course = await buildCourse(t.db);
    const res = await get(t.app, '/staff/people/products/?search=Продукт', { token: support });
    expect(res.status).toBe(200);
    expect(res.body.map((row: { id: number }) => row.id)).toContain(course.productId);
    expect(res.body.length).toBeLessThanOrEqual(20);
  });
});

describe('curators and the subjects they check', () => {
  it('lists curators with subjects; a head curator adds and removes one, audited', async () => {
    const { listClassTypes } = await import('../core/core.service.js');
    const [subject] = await listClassTypes(t.db);
    const curator = await buildUser(t.db, { role: 'CURATOR_ROLE', firstName: 'Кира', lastName: 'Кураторова' });
    const url = `/staff/people/checkers/${curator.id}/subjects/`;
    const added = await post(t.app, url, { class_type: subject!.id }, { token: headCurator });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.subjects).toEqual([{ id: subject!.id, title: subject!.title }]);
    const list = await get(t.app, '/staff/people/checkers/?limit=100', { token: support });
    expect(list.body.results.find((row: { id: number }) => row.id === curator.id).subjects).toHaveLength(1);
    const [audit] = await auditOf('checker.subject_add', curator.id);
    expect(audit!.changes).toMatchObject({ classType: subject!.id });

    const removed = await api(t.app, 'DELETE', `${url}${subject!.id}/`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.subjects).toEqual([]);
    expect(await auditOf('checker.subject_remove', curator.id)).toHaveLength(1);
    expectError(await api(t.app, 'DELETE', `${url}${subject!.id}/`, { token: admin }), 404, { code: 'not_found' });
  });

  it('refuses support (reads only), a student as checker, an unknown subject', async () => {
    const curator = await buildUser(t.db, { role: 'CURATOR_ROLE' });
    expectForbidden(
      await post(t.app, `/staff/people/checkers/${curator.id}/subjects/`, { class_type: 1 }, { token: support }),
    );
    expectFieldError(
      await post(
        t.app,
        `/staff/people/checkers/${curator.id}/subjects/`,
        { class_type: 99999 },
        { token: headCurator },
      ),
      'class_type',
    );
    expectError(
      await post(t.app, `/staff/people/checkers/${student.id}/subjects/`, { class_type: 1 }, { token: headCurator }),
      404,
      { code: 'not_found' },
    );
    expectFieldError(await get(t.app, '/staff/people/checkers/?role=STUDENT_ROLE', { token: support }), 'role');
  });
});
