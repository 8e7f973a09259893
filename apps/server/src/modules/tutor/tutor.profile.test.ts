import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { listClassTypes } from '../core/core.service.js';

const PROFILE = '/tutor/profile/';

let t: TestApp;
let tutor: TestUser;
let otherTutor: TestUser;
let tutorToken: string;
let math: number;
let physics: number;

beforeAll(async () => {
  t = await createTestApp();
  const types = await listClassTypes(t.db);
  math = types[0]!.id;
  physics = types[2]!.id;
  tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
  otherTutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
  tutorToken = await accessTokenFor(tutor);
});
afterAll(() => t?.close());
describe('/tutor/profile/', () => {
  const patch = (body: unknown, token = tutorToken) => api(t.app, 'PATCH', PROFILE, { token, body });

  it('answers defaults before the first change', async () => {
    const res = await get(t.app, PROFILE, { token: await accessTokenFor(otherTutor) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: otherTutor.id,
      first_name: 'Тест',
      last_name: 'Тестов',
      email: otherTutor.email,
      avatar: null,
      bio: '',
      subjects: [],
      experience_years: 0,
      hourly_rate: null,
      phone: null,
      time_zone: 'Europe/Moscow',
    });
  });

  it('changes only the fields given', async () => {
    const first = await patch({ bio: '  Готовлю к ЕГЭ.  ', subjects: [math, physics, math], hourly_rate: 150000 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ bio: 'Готовлю к ЕГЭ.', subjects: [math, physics], hourly_rate: 150000 });
    const second = await patch({ experience_years: 7, time_zone: 'Asia/Almaty', phone: '+79035550101' });
    expect(second.body).toMatchObject({
      bio: 'Готовлю к ЕГЭ.',
      subjects: [math, physics],
      experience_years: 7,
      time_zone: 'Asia/Almaty',
      phone: '+79035550101',
    });
    const cleared = await patch({ hourly_rate: null, phone: null });
    expect(cleared.body).toMatchObject({ hourly_rate: null, phone: null, experience_years: 7 });
    const read = await get(t.app, PROFILE, { token: tutorToken });
    expect(read.body).toEqual(cleared.body);
    // Another tutor's profile is untouched.
    const other = await get(t.app, PROFILE, { token: await accessTokenFor(otherTutor) });
    expect(other.body.bio).toBe('');
  });

  it('an empty patch changes nothing', async () => {
    const before = await get(t.app, PROFILE, { token: tutorToken });
    const res = await patch({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual(before.body);
  });

  it('refuses a subject the platform does not teach', async () => {
    expectFieldError(await patch({ subjects: [math, 9999] }), 'subjects.1', 'does_not_exist');
  });

  it.each([
    ['bio', 'a'.repeat(2001)],
    ['bio', 42],
    ['subjects', 'math'],
    ['subjects', Array.from({ length: 11 }, (_, i) => i + 1)],
    ['experience_years', '5'],
    ['experience_years', -1],
    ['experience_years', 61],
    ['hourly_rate', -100],
    ['hourly_rate', 10.5],
    ['phone', '12345'],
    ['phone', 'x'.repeat(300)],
    ['time_zone', 'Mars/Olympus'],
  ])('refuses %s = %j', async (name, value) => {
    const res = await patch({ [name]: value });
    const body = expectError(res, 400, {});
    expect(body.type).toBe('validation_error');
    expect(body.errors[0]?.attr?.startsWith(name)).toBe(true);
  });

  it('refuses a body that is not an object', async () => {
    expectError(await patch([1, 2]), 400, {});
  });

  it('needs a tutor', async () => {
    await expectSignInRequired(t.app, 'GET', PROFILE, tutor);
    await expectSignInRequired(t.app, 'PATCH', PROFILE, tutor, { body: { bio: 'x' } });
    const manager = await buildUser(t.db, { role: 'MANAGER_CS' });
    const managerToken = await accessTokenFor(manager);
    expectForbidden(await get(t.app, PROFILE, { token: managerToken }));
    expectForbidden(await patch({ bio: 'x' }, managerToken));
  });
});
