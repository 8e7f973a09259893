import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, loginAs, randomIp } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';

const ACCOUNTS = '/staff/accounts/';

let t: TestApp;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE' });
  admin = { id: user.id, token: await accessTokenFor(user) };
});
afterAll(() => t?.close());

const audit = async (entityId: number) =>
  (await get(t.app, `/staff/audit-log/?entity=user&entity_id=${entityId}`, { token: admin.token })).body.results;

describe('staff accounts (docs/staff.md)', () => {
  it('opens an account with a role and a password shown once, which signs in', async () => {
    const res = await post(
      t.app,
      ACCOUNTS,
      { email: ' Methodist.New@School.ru ', first_name: 'Мария', last_name: 'Новая', role: 'MANAGER_ROLE' },
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.account).toMatchObject({ email: 'methodist.new@school.ru', role: 'MANAGER_ROLE', is_active: true });
    expect(res.body.password).toMatch(/^[\w-]{18}$/);
    const login = await post(
      t.app,
      '/v3/auth/login/',
      { email: 'methodist.new@school.ru', password: res.body.password },
      { ip: randomIp() },
    );
    expect(login.status).toBe(200);
    expect(await audit(res.body.account.id)).toEqual([
      expect.objectContaining({
        action: 'account.create',
        changes: { email: 'methodist.new@school.ru', role: 'MANAGER_ROLE' },
      }),
    ]);
    const listed = await get(t.app, `${ACCOUNTS}?role=MANAGER_ROLE&search=methodist.new`, { token: admin.token });
    expect(listed.body.results.map((row: { email: string }) => row.email)).toEqual(['methodist.new@school.ru']);
  });

  it('refuses a taken e-mail (a student is never turned into staff), a student role and bad input', async () => {
    const student = await buildUser(t.db);
    const body = { email: student.email, first_name: 'А', last_name: 'Б', role: 'SALE_MANAGER' };
    expectFieldError(await post(t.app, ACCOUNTS, body, { token: admin.token }), 'email', 'unique');
    expectFieldError(
      await post(t.app, ACCOUNTS, { ...body, email: 'x@school.ru', role: 'STUDENT_ROLE' }, { token: admin.token }),
      'role',
    );
    expectFieldError(await post(t.app, ACCOUNTS, { ...body, email: 'not-an-email' }, { token: admin.token }), 'email');
    expectFieldError(await get(t.app, `${ACCOUNTS}?role=GUEST`, { token: admin.token }), 'role');
  });

  it('changes a role, closes an account and ends its sessions; never the own account or a student', async () => {
    const sales = await buildUser(t.db, { role: 'SALE_MANAGER' });
    const session = await loginAs(t.app, sales);
    const changed = await api(t.app, 'PATCH', `${ACCOUNTS}${sales.id}/`, {
      token: admin.token,
      body: { role: 'HEAD_MANAGER_ROLE' },
    });
    expect(changed.body).toMatchObject({ role: 'HEAD_MANAGER_ROLE', is_active: true });
    const closed = await api(t.app, 'PATCH', `${ACCOUNTS}${sales.id}/`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(closed.body.is_active).toBe(false);
    expect((await post(t.app, '/v3/auth/refresh/', { refresh: session.refresh })).status).toBe(401);
    expect((await audit(sales.id)).map((row: { changes: unknown }) => row.changes)).toEqual([
      { is_active: [true, false] },
      { role: ['SALE_MANAGER', 'HEAD_MANAGER_ROLE'] },
    ]);

    expectError(
      await api(t.app, 'PATCH', `${ACCOUNTS}${admin.id}/`, { token: admin.token, body: { is_active: false } }),
      409,
      {
        code: 'own_account',
      },
    );
    const student = await buildUser(t.db);
    expectError(
      await api(t.app, 'PATCH', `${ACCOUNTS}${student.id}/`, { token: admin.token, body: { role: 'SALE_MANAGER' } }),
      404,
      {
        code: 'not_found',
      },
    );
    expectFieldError(
      await api(t.app, 'PATCH', `${ACCOUNTS}${sales.id}/`, { token: admin.token, body: {} }),
      'non_field_errors',
    );
  });

  it('is the administrator’s alone', async () => {
    const head = await accessTokenFor(await buildUser(t.db, { role: 'HEAD_MANAGER_ROLE' }));
    expectForbidden(await get(t.app, ACCOUNTS, { token: head }));
  });
});
