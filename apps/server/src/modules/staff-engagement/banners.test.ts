import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildCourse } from '../../test/course-factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { auditRowsOf } from '../../test/audit-rows.js';

const SITE = '/staff/engagement/banners/site/';
const PRODUCT = '/staff/engagement/banners/product/';

let t: TestApp;
let manager: string;
let managerId: number;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.db, { role: 'HEAD_MANAGER_ROLE' });
  managerId = user.id;
  manager = await accessTokenFor(user);
  student = await accessTokenFor(await buildUser(t.db));
});
afterAll(() => t?.close());

const patch = (path: string, body: unknown, token = manager) => api(t.app, 'PATCH', path, { token, body });
const create = (path: string, body: unknown, token = manager) => post(t.app, path, body, { token });
const activate = (path: string, isActive: boolean) =>
  post(t.app, `${path}activation/`, { is_active: isActive }, { token: manager });

const auditOf = (entity: string, entityId: number | string) => auditRowsOf(t.db, entity, entityId);

const titlesOf = (body: { title: string }[]) => body.map((banner) => banner.title);

describe('site banners (docs/staff-engagement.md "Banners")', () => {
  it('creates a banner hidden, and the student sees it on the home page once it is switched on', async () => {
    const res = await create(SITE, {
      title: 'Пробный ЕНТ',
      text: 'В субботу в 10:00',
      link: '/schedule',
      link_text: 'В расписание',
      color: 'teal',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'site',
      title: 'Пробный ЕНТ',
      is_active: false,
      link: '/schedule',
      color: 'teal',
    });
    const id = res.body.id;
    expect(titlesOf((await get(t.app, '/core/banner/', { token: student })).body)).not.toContain('Пробный ЕНТ');

    expect((await activate(`${SITE}${id}/`, true)).body.is_active).toBe(true);
    const shown = await get(t.app, '/core/banner/', { token: student });
    expect(shown.body).toContainEqual({
      id,
      title: 'Пробный ЕНТ',
      text: 'В субботу в 10:00',
      link: '/schedule',
      link_text: 'В расписание',
      color: 'teal',
    });

    await patch(`${SITE}${id}/`, { title: 'Пробный ЕНТ в субботу' });
    // An edit that changes nothing answers the banner as it is and records nothing.
    for (const same of [{}, { title: 'Пробный ЕНТ в субботу' }]) {
      const unchanged = await patch(`${SITE}${id}/`, same);
      expect(unchanged.status).toBe(200);
      expect(unchanged.body).toMatchObject({ id, title: 'Пробный ЕНТ в субботу', link: '/schedule' });
    }
    expect(titlesOf((await get(t.app, '/core/banner/', { token: student })).body)).toContain('Пробный ЕНТ в субботу');
    await activate(`${SITE}${id}/`, true); // nothing changes, nothing recorded
    await activate(`${SITE}${id}/`, false);
    expect(titlesOf((await get(t.app, '/core/banner/', { token: student })).body)).not.toContain(
      'Пробный ЕНТ в субботу',
    );

    const audit = await auditOf('banner', id);
    expect(audit.map((row) => row.action)).toEqual([
      'banner.create',
      'banner.activate',
      'banner.update',
      'banner.deactivate',
    ]);
    expect(audit[0]!.actorId).toBe(managerId);
    expect(audit[2]!.changes).toEqual({ title: ['Пробный ЕНТ', 'Пробный ЕНТ в субботу'] });
  });

  it('refuses bad input with the error body', async () => {
    expectFieldError(await create(SITE, { text: 'x' }), 'title');
    expectFieldError(await create(SITE, { title: 'x', text: '' }), 'text');
    expectFieldError(await create(SITE, { title: 'x', text: 'y', color: 'url(evil)' }), 'color');
    expectFieldError(await create(SITE, { title: 'x', text: 'y', link: 'javascript:alert(1)' }), 'link');
    expectFieldError(await create(SITE, { title: 'x', text: 'y', link: '//evil.example' }), 'link');
    expectFieldError(await create(SITE, { title: 'x', text: 'y', link: '/\\evil.example' }), 'link');
    expectFieldError(await create(SITE, { title: 'x', text: 'y', link: '/home\\..' }), 'link');
    expectFieldError(await create(SITE, { title: 'x', text: 'y', product_type_id: 1 }), 'product_type_id');
    expectFieldError(await get(t.app, `${SITE}?ordering=title`, { token: manager }), 'ordering');
    expectFieldError(await get(t.app, '/staff/engagement/banners/other/', { token: manager }), 'kind');
    expectError(await patch(`${SITE}999999/`, { title: 'x' }), 404, {});
    expectError(await activate(`${SITE}999999/`, true), 404, {});
  });

  it('lists by state and title, newest first, a page at a time', async () => {
    for (const title of ['Список 1', 'Список 2', 'Список 3']) await create(SITE, { title, text: 'x', is_active: true });
    await create(SITE, { title: 'Список скрытый', text: 'x' });
    const page = await get(t.app, `${SITE}?search=${encodeURIComponent('список')}&active=true&limit=2`, {
      token: manager,
    });
    expect(page.body.count).toBe(3);
    expect(titlesOf(page.body.results)).toEqual(['Список 3', 'Список 2']);
    // `%` is a character to find, not a pattern.
    expect((await get(t.app, `${SITE}?search=${encodeURIComponent('%')}`, { token: manager })).body.count).toBe(0);
  });
});

describe('product banners', () => {
  it('aims a banner at a product type; the catalog shows it to students', async () => {
    const course = await buildCourse(t.db);
    const res = await create(PRODUCT, {
      title: 'Скидка на курс',
      text: 'Только неделю',
      product_type_id: course.productTypeId,
      is_active: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'product', product_type_id: course.productTypeId, link: null });
    const catalog = await get(t.app, '/products/banner/', { token: student });
    expect(catalog.body).toContainEqual(
      expect.objectContaining({ id: res.body.id, title: 'Скидка на курс', product_type_id: course.productTypeId }),
    );
    const edited = await patch(`${PRODUCT}${res.body.id}/`, { product_type_id: null });
    expect(edited.body.product_type_id).toBeNull();
    const audit = await auditOf('product_banner', res.body.id);
    expect(audit.map((row) => row.action)).toEqual(['banner.create', 'banner.update']);
    expect(audit[1]!.changes).toEqual({ productTypeId: [course.productTypeId, null] });
  });

  it('refuses a link and an unknown product type', async () => {
    expectFieldError(await create(PRODUCT, { title: 'x', text: 'y', link: '/catalog' }), 'link');
    expectFieldError(await create(PRODUCT, { title: 'x', text: 'y', product_type_id: 999999 }), 'product_type_id');
  });
});

it('refuses roles outside engagement', async () => {
  for (const role of ['SALE_MANAGER', 'TEACHER_ROLE', 'SUPPORT_MANAGER', 'STUDENT_ROLE'] as const) {
    const token = await accessTokenFor(await buildUser(t.db, { role }));
    expectForbidden(await get(t.app, SITE, { token }));
    expectForbidden(await create(PRODUCT, { title: 'x', text: 'y' }, token));
  }
});
