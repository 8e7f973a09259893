import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, api, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { GOOD_GRID, hours, linkClient, setAvailability } from '../../test/tutoring-factories.js';

let t: TestApp;
let tutor: TestUser;
let student: TestUser;
let manager: TestUser;
const token: Record<string, string> = {};

const put = (path: string, body: unknown, as: string) => api(t.app, 'PUT', path, { token: token[as], body });

beforeAll(async () => {
  t = await createTestApp();
  tutor = await buildUser(t.db, { role: 'TUTOR_ROLE', firstName: 'Иван', lastName: 'Репетиторов' });
  student = await buildUser(t.db, { role: 'STUDENT_ROLE', firstName: 'Аня', lastName: 'Ученикова' });
  manager = await buildUser(t.db, { role: 'MANAGER_CS' });
  for (const [name, user] of Object.entries({ tutor, student, manager })) token[name] = await accessTokenFor(user);
  await linkClient(t.db, tutor.id, student.id);
});
afterAll(() => t?.close());

describe('GET, PUT /tutor/slots/ (spec 3 §4, §5)', () => {
  it('is for tutors only', async () => {
    await expectSignInRequired(t.app, 'GET', '/tutor/slots/', tutor);
    expectForbidden(await get(t.app, '/tutor/slots/', { token: token.student }));
    expectForbidden(await get(t.app, '/tutor/slots/', { token: token.manager }));
    expectForbidden(await put('/tutor/slots/', { slots: GOOD_GRID }, 'manager'));
  });

  it('starts empty, in the tutor zone', async () => {
    const res = await get(t.app, '/tutor/slots/', { token: token.tutor });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      time_zone: 'Europe/Moscow',
      slots: [],
      double_lesson_days: [],
      booked_double_lesson_days: [],
      booked: [],
      prime_slots: 0,
      updated_at: null,
    });
  });

  it('refuses fewer than 20 slots or 12 in prime time, with the counts in Russian', async () => {
    const few = [...hours(1, 15, 21), ...hours(1, 15, 21), ...hours(2, 7, 15)];
    const res = await put('/tutor/slots/', { slots: few }, 'tutor');
    const body = expectFieldError(res, 'slots', 'too_few_slots');
    expect(body.errors.map((e) => e.detail)).toEqual([
      'Выберите не меньше 20 слотов, сейчас 14',
      'Выберите не меньше 12 слотов в прайм-тайм, сейчас 6',
    ]);
    const offPeak = [...hours(1, 0, 12), ...hours(2, 0, 12)];
    const prime = expectFieldError(
      await put('/tutor/slots/', { slots: offPeak }, 'tutor'),
      'slots',
      'too_few_prime_slots',
    );
    expect(prime.errors[0]!.detail).toBe('Выберите не меньше 12 слотов в прайм-тайм, сейчас 0');
  });

  it('refuses a double-lesson day with one slot', async () => {
    const res = await put(
      '/tutor/slots/',
      { slots: [...GOOD_GRID, { weekday: 6, hour: 12 }], double_lesson_days: [6] },
      'tutor',
    );
    const body = expectFieldError(res, 'double_lesson_days', 'double_lesson_day');
    expect(body.errors[0]!.detail).toBe('В день со сдвоенным уроком (суббота) нужно больше одного слота, сейчас 1');
  });

  it('answers bad input with 400, never a 500', async () => {
    expectFieldError(await put('/tutor/slots/', { slots: [{ weekday: 0, hour: 10 }] }, 'tutor'), 'slots.0.weekday');
    expectFieldError(await put('/tutor/slots/', { slots: [{ weekday: 1, hour: 24 }] }, 'tutor'), 'slots.0.hour');
    expectFieldError(await put('/tutor/slots/', { slots: 'все' }, 'tutor'), 'slots');
    expectFieldError(
      await put('/tutor/slots/', { slots: GOOD_GRID, double_lesson_days: [8] }, 'tutor'),
      'double_lesson_days.0',
    );
    const tooMany = Array.from({ length: 169 }, () => ({ weekday: 1, hour: 1 }));
    expectFieldError(await put('/tutor/slots/', { slots: tooMany }, 'tutor'), 'slots');
  });

  it('saves a good grid, each slot once, and reads it back in order', async () => {
    const res = await put(
      '/tutor/slots/',
      { slots: [...GOOD_GRID].reverse().concat(GOOD_GRID.slice(0, 3)), double_lesson_days: [1] },
      'tutor',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.slots).toEqual(GOOD_GRID);
    expect(res.body.prime_slots).toBe(18);
    expect(res.body.double_lesson_days).toEqual([1]);
    expect(res.body.updated_at).not.toBeNull();
    expect((await get(t.app, '/tutor/slots/', { token: token.tutor })).body.slots).toHaveLength(24);
  });
});

describe('GET, PUT /manager/clients/{id}/slots/', () => {
  const path = () => `/manager/clients/${student.id}/slots/`;

  it('is for managers only', async () => {
    expectForbidden(await get(t.app, path(), { token: token.tutor }));
    expectForbidden(await get(t.app, path(), { token: token.student }));
    expectForbidden(await put(path(), { slots: [] }, 'tutor'));
  });

  it("saves and reads the client's hours in the client zone", async () => {
    const res = await put(path(), { slots: [...hours(1, 16, 19), { weekday: 1, hour: 16 }] }, 'manager');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      client_id: student.id,
      time_zone: 'Europe/Moscow',
      slots: hours(1, 16, 19),
      busy: [],
    });
    expect((await get(t.app, path(), { token: token.manager })).body.slots).toEqual(hours(1, 16, 19));
  });

  it('answers 404 for a tutor or a missing id, 400 for bad input', async () => {
    expectError(await get(t.app, `/manager/clients/${tutor.id}/slots/`, { token: token.manager }), 404, {
      code: 'not_found',
    });
    expectError(await get(t.app, '/manager/clients/99999999/slots/', { token: token.manager }), 404, {
      code: 'not_found',
    });
    expectFieldError(await get(t.app, '/manager/clients/abc/slots/', { token: token.manager }), 'id');
    expectFieldError(await put(path(), { slots: [{ weekday: 1 }] }, 'manager'), 'slots.0.hour');
  });
});

describe('GET /manager/clients/{id}/free-slots/?tutor=', () => {
  it("lists the tutor's hours the client can study, in both zones", async () => {
    await setAvailability(t.db, tutor.id, GOOD_GRID);
    await setAvailability(t.db, student.id, [...hours(1, 16, 19), ...hours(5, 10, 12)]);
    const res = await get(t.app, `/manager/clients/${student.id}/free-slots/`, {
      token: token.manager,
      query: { tutor: String(tutor.id) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tutor_time_zone: 'Europe/Moscow',
      client_time_zone: 'Europe/Moscow',
      slots: hours(1, 16, 19).map((s) => ({ ...s, client_weekday: s.weekday, client_hour: s.hour })),
    });
  });

  it('needs a tutor id that is a tutor', async () => {
    expectFieldError(await get(t.app, `/manager/clients/${student.id}/free-slots/`, { token: token.manager }), 'tutor');
    expectError(
      await get(t.app, `/manager/clients/${student.id}/free-slots/`, {
        token: token.manager,
        query: { tutor: String(student.id) },
      }),
      404,
      { code: 'not_found' },
    );
    expectForbidden(
      await get(t.app, `/manager/clients/${student.id}/free-slots/`, {
        token: token.tutor,
        query: { tutor: String(tutor.id) },
      }),
    );
  });
});
