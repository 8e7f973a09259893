import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, expiredAccessToken } from '../../test/factories.js';
import { expectError, expectFieldError, expectSignInRequired } from '../../test/expect-error.js';
import { banners } from './core.schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('reference data (open to everyone)', () => {
  it('GET /v1/multilingual/site-languages/ lists ru, kk, en in order', async () => {
    const res = await get(t.app, '/v1/multilingual/site-languages/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { code: 'ru', title: 'Русский' },
      { code: 'kk', title: 'Қазақша' },
      { code: 'en', title: 'English' },
    ]);
  });

  it('an expired or broken token does not stop an open endpoint', async () => {
    const user = await buildUser(t.db);
    expect(
      (await get(t.app, '/v1/multilingual/site-languages/', { token: await expiredAccessToken(user) })).status,
    ).toBe(200);
    expect((await get(t.app, '/v2/core/class-years/', { token: 'garbage' })).status).toBe(200);
  });

  it('GET /v2/core/class-years/ lists the years by value', async () => {
    const res = await get(t.app, '/v2/core/class-years/');
    expect(res.status).toBe(200);
    expect(res.body.map((y: { value: number }) => y.value)).toEqual([9, 10, 11]);
    expect(res.body[0]).toEqual({ id: expect.any(Number), title: '9 класс', value: 9 });
  });

  it('GET /v2/core/class-types/ lists subjects with colours and years; class_year filters them', async () => {
    const years = (await get(t.app, '/v2/core/class-years/')).body as { id: number; value: number }[];
    const idOf = (value: number) => years.find((y) => y.value === value)?.id ?? 0;
    const all = await get(t.app, '/v2/core/class-types/');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(5);
    expect(all.body[0]).toEqual({
      id: expect.any(Number),
      title: 'Математика',
      color: { base: '#7048e8', toxic: '#9775fa' },
      class_years: [idOf(9), idOf(10), idOf(11)],
    });
    const tenth = await get(t.app, '/v2/core/class-types/', { query: { class_year: String(idOf(10)) } });
    expect(tenth.body.map((c: { title: string }) => c.title)).toEqual(['Математика', 'Русский язык', 'Физика']);
    const ninth = await get(t.app, '/v2/core/class-types/', { query: { class_year: String(idOf(9)) } });
    expect(ninth.body).toHaveLength(5);
    expect((await get(t.app, '/v2/core/class-types/', { query: { class_year: '99999' } })).body).toEqual([]);
  });

  it('refuses a class_year that is not a positive whole number', async () => {
    for (const [value, code] of [
      ['abc', 'invalid_type'],
      ['0', 'too_small'],
      ['-3', 'too_small'],
      ['1.5', 'invalid_type'],
    ]) {
      expectFieldError(
        await get(t.app, '/v2/core/class-types/', { query: { class_year: value ?? '' } }),
        'class_year',
        code,
      );
    }
  });

  it('GET /settings/documents/public/ answers the five links in snake_case', async () => {
    const res = await get(t.app, '/settings/documents/public/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      terms_of_use: '/docs/terms-of-use.html',
      politics: '/docs/privacy-policy.html',
      oferta: '/docs/public-offer.html',
      apartment_lottery: '/docs/apartment-lottery.html',
      mailing: '/docs/mailing-consent.html',
    });
  });
});

describe('banners', () => {
  it('GET /core/banner/ lists active banners in snake_case', async () => {
    const user = await buildUser(t.db);
    const res = await get(t.app, '/core/banner/', { token: await accessTokenFor(user) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        title: 'Пробный экзамен в субботу',
        text: expect.any(String),
        link: '/schedule/month',
        link_text: 'Открыть расписание',
        color: 'violet',
      },
    ]);
  });

  it('POST /core/banner/close/ hides the banner for that user only, and may be repeated', async () => {
    const [banner] = await t.db.insert(banners).values({ title: 'Закрой меня', text: 'Текст' }).returning();
    const user = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    const other = await buildUser(t.db);
    const token = await accessTokenFor(user);
    const close = () => post(t.app, '/core/banner/close/', { id: banner?.id }, { token });
    expect(await close()).toMatchObject({ status: 200, body: {} });
    expect((await close()).status).toBe(200);
    const mine = (await get(t.app, '/core/banner/', { token })).body as { id: number }[];
    expect(mine.map((b) => b.id)).not.toContain(banner?.id);
    const theirs = (await get(t.app, '/core/banner/', { token: await accessTokenFor(other) })).body as { id: number }[];
    expect(theirs.map((b) => b.id)).toContain(banner?.id);
  });

  it('does not list or close an inactive banner', async () => {
    const [banner] = await t.db.insert(banners).values({ title: 'Старый', text: 'Текст', isActive: false }).returning();
    const token = await accessTokenFor(await buildUser(t.db));
    const list = (await get(t.app, '/core/banner/', { token })).body as { id: number }[];
    expect(list.map((b) => b.id)).not.toContain(banner?.id);
    expectError(await post(t.app, '/core/banner/close/', { id: banner?.id }, { token }), 404, { code: 'not_found' });
  });

  it('closing an unknown banner answers 404', async () => {
    const token = await accessTokenFor(await buildUser(t.db));
    const res = await post(t.app, '/core/banner/close/', { id: 987654 }, { token });
    expectError(res, 404, { attr: null, code: 'not_found', detail: 'Баннер не найден.' });
  });

  it('validates the close body', async () => {
    const token = await accessTokenFor(await buildUser(t.db));
    const close = (body: unknown) => post(t.app, '/core/banner/close/', body, { token });
    expectFieldError(await close({}), 'id', 'invalid_type');
    expectFieldError(await close({ id: '1' }), 'id', 'invalid_type');
    expectFieldError(await close({ id: 1.5 }), 'id', 'invalid_type');
    expectFieldError(await close({ id: -1 }), 'id', 'too_small');
    // Larger than any id the database can hold: a validation error, not a database error.
    expectFieldError(await close({ id: 2 ** 40 }), 'id', 'too_big');
  });

  it('both need a signed-in user', async () => {
    const user = await buildUser(t.db);
    await expectSignInRequired(t.app, 'GET', '/core/banner/', user);
    await expectSignInRequired(t.app, 'POST', '/core/banner/close/', user, { body: { id: 1 } });
  });
});
