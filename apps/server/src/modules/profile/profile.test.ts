import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, uniqueEmail, type TestUser } from '../../test/factories.js';
import { expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';

let t: TestApp;
let student: TestUser;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db, { firstName: 'Алиса', lastName: 'Смирнова' });
  token = await accessTokenFor(student);
});
afterAll(() => t?.close());

const patch = (body: unknown, auth = token) => api(t.app, 'PATCH', '/v2/core/users/profile/', { token: auth, body });

describe('GET /v2/core/users/profile/', () => {
  it("answers the student's own profile with what RU lets them change (spec 1 §6)", async () => {
    const res = await get(t.app, '/v2/core/users/profile/', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: student.id,
      first_name: 'Алиса',
      last_name: 'Смирнова',
      email: student.email,
      avatar: null,
      is_phone_confirmed: false,
      birthday: null,
      social_accounts: [],
      editable: {
        phone: false,
        email: false,
        birthday: true,
        vk: true,
        telegram: false,
        nickname: true,
        documents: true,
      },
    });
  });

  it('follows the KZ column of the variant matrix', async () => {
    const kz = await createTestApp({ VARIANT: 'KZ' });
    try {
      const res = await get(kz.app, '/v2/core/users/profile/', { token: await accessTokenFor(await buildUser(kz.db)) });
      expect(res.body.editable).toEqual({
        phone: true,
        email: true,
        birthday: false,
        vk: false,
        telegram: true,
        nickname: false,
        documents: false,
      });
    } finally {
      await kz.close();
    }
  });

  it('is for signed-in students only', async () => {
    await expectSignInRequired(t.app, 'GET', '/v2/core/users/profile/', student);
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await get(t.app, '/v2/core/users/profile/', { token: tutor }));
    expectForbidden(await patch({ first_name: 'Вера' }, tutor));
  });
});

describe('PATCH /v2/core/users/profile/', () => {
  it('changes names, birthday and nickname of the caller only', async () => {
    const other = await buildUser(t.db, { firstName: 'Борис', lastName: 'Новиков' });
    const res = await patch({
      first_name: 'Анна-Мария',
      last_name: 'Ёлкина',
      birthday: '2009-05-17',
      nickname: 'Звезда',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Анна-Мария',
      last_name: 'Ёлкина',
      birthday: '2009-05-17',
      nickname: 'Звезда',
    });
    expect((await get(t.app, '/v2/core/users/profile/', { token })).body.birthday).toBe('2009-05-17');
    const theirs = await get(t.app, '/v2/core/users/profile/', { token: await accessTokenFor(other) });
    expect(theirs.body).toMatchObject({ first_name: 'Борис', birthday: null, nickname: null });
  });

  it('refuses names against spec 1 §5 with its messages', async () => {
    const latin = expectFieldError(await patch({ first_name: 'Alice' }), 'first_name');
    expect(latin.errors[0]?.detail).toBe('Поле может содержать только русские буквы и дефис');
    const short = expectFieldError(await patch({ last_name: 'Я' }), 'last_name');
    expect(short.errors[0]?.detail).toBe('Части имени должны содержать от 2 до 40 символов');
    // Kazakh letters are for the KZ variant only.
    expectFieldError(await patch({ first_name: 'Әлия' }), 'first_name');
    expectFieldError(await patch({ first_name: 'Анна--Мария' }), 'first_name');
  });

  it('refuses what RU does not let a student change, and bad values', async () => {
    expectFieldError(await patch({ email: uniqueEmail() }), 'email', 'not_editable');
    expectFieldError(await patch({ phone: '79161234567' }), 'phone', 'not_editable');
    expectFieldError(await patch({ telegram: 'alice_s' }), 'telegram', 'not_editable');
    expectFieldError(await patch({ birthday: '2999-01-01' }), 'birthday');
    expectFieldError(await patch({ birthday: '17.05.2009' }), 'birthday');
    expectFieldError(await patch({ class_year: 999_999 }), 'class_year', 'unknown_class_year');
    expectFieldError(await patch({ accepted_personal_data: false }), 'accepted_personal_data');
    const unchanged = await get(t.app, '/v2/core/users/profile/', { token });
    expect(unchanged.body.email).toBe(student.email);
  });

  it('writes nothing of a patch with one bad field', async () => {
    const before = (await get(t.app, '/v2/core/users/profile/', { token })).body;
    expectFieldError(await patch({ nickname: 'Новый', birthday: '1900-01-01' }), 'birthday');
    expect((await get(t.app, '/v2/core/users/profile/', { token })).body.nickname).toBe(before.nickname);
  });

  it('lets KZ change e-mail and phone, not to an address another account has', async () => {
    const kz = await createTestApp({ VARIANT: 'KZ' });
    try {
      const me = await buildUser(kz.db);
      const taken = await buildUser(kz.db);
      const kzToken = await accessTokenFor(me);
      const email = uniqueEmail('kz');
      const res = await api(kz.app, 'PATCH', '/v2/core/users/profile/', {
        token: kzToken,
        body: { email, phone: '77011234567', telegram: 'aigerim_s' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ email, phone: '77011234567', telegram: 'aigerim_s', is_phone_confirmed: false });
      const clash = await api(kz.app, 'PATCH', '/v2/core/users/profile/', {
        token: kzToken,
        body: { email: taken.email.toUpperCase() },
      });
      expectFieldError(clash, 'email', 'email_taken');
      // The KZ variant forces KZ numbers (spec 1 §5).
      const russian = await api(kz.app, 'PATCH', '/v2/core/users/profile/', {
        token: kzToken,
        body: { phone: '79161234567' },
      });
      expectFieldError(russian, 'phone');
      const badTelegram = await api(kz.app, 'PATCH', '/v2/core/users/profile/', {
        token: kzToken,
        body: { telegram: '1abc' },
      });
      expect(expectFieldError(badTelegram, 'telegram').errors[0]?.detail).toBe('username is incorrect');
    } finally {
      await kz.close();
    }
  });

  it('records the personal-data agreement', async () => {
    const res = await patch({ accepted_personal_data: true, accepted_apartment_lottery: true });
    expect(res.body).toMatchObject({ accepted_personal_data: true, accepted_apartment_lottery: true });
  });
});

describe('/v2/core/users/additional-info/', () => {
  const path = '/v2/core/users/additional-info/';
  it('starts empty, then keeps what the student wrote', async () => {
    const me = await accessTokenFor(await buildUser(t.db));
    expect((await get(t.app, path, { token: me })).body).toEqual({
      city: null,
      school: null,
      parent_full_name: null,
      parent_phone: null,
    });
    const res = await api(t.app, 'PATCH', path, {
      token: me,
      body: { city: 'Казань', parent_full_name: 'Смирнова Ольга Петровна', parent_phone: '79161112233' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      city: 'Казань',
      school: null,
      parent_full_name: 'Смирнова Ольга Петровна',
      parent_phone: '79161112233',
    });
    expect((await get(t.app, path, { token })).body.city).toBeNull();
  });

  it('checks the full name and the phone of spec 1 §5', async () => {
    const one = await api(t.app, 'PATCH', path, { token, body: { parent_full_name: 'Ольга' } });
    expect(expectFieldError(one, 'parent_full_name').errors[0]?.detail).toBe('Укажи фамилию и имя');
    expectFieldError(
      await api(t.app, 'PATCH', path, { token, body: { parent_full_name: 'Smith John' } }),
      'parent_full_name',
    );
    const phone = await api(t.app, 'PATCH', path, { token, body: { parent_phone: '12345' } });
    expect(expectFieldError(phone, 'parent_phone').errors[0]?.detail).toBe('Введите корректный номер телефона');
    expectForbidden(
      await get(t.app, path, { token: await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' })) }),
    );
  });
});
