import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectGeneralError } from '../../test/expect-error.js';
import {
  GOOD_GRID,
  buildPaidPack,
  expireBooking,
  hours,
  linkClient,
  setAvailability,
} from '../../test/tutoring-factories.js';

let t: TestApp;
let tutor: TestUser;
let paid: TestUser;
let other: TestUser;
let unpaid: TestUser;
let stranger: TestUser;
let manager: TestUser;
let manager2: TestUser;
const token: Record<string, string> = {};

const BOOKINGS = '/manager/bookings/';
const book = (body: Record<string, unknown>, as = 'manager') =>
  post(t.app, BOOKINGS, { tutor_id: tutor.id, recurrence: 'REGULAR', kind: 'REGULAR', ...body }, { token: token[as] });
const confirm = (id: number, as = 'manager') =>
  post(t.app, `${BOOKINGS}${id}/confirm/`, undefined, { token: token[as] });

beforeAll(async () => {
  t = await createTestApp();
  tutor = await buildUser(t.db, { role: 'TUTOR_ROLE', firstName: 'Иван', lastName: 'Репетиторов' });
  paid = await buildUser(t.db, { firstName: 'Аня', lastName: 'Платная' });
  other = await buildUser(t.db, { firstName: 'Боря', lastName: 'Другой' });
  unpaid = await buildUser(t.db, { firstName: 'Вика', lastName: 'Безоплатная' });
  stranger = await buildUser(t.db, { firstName: 'Гоша', lastName: 'Чужой' });
  manager = await buildUser(t.db, { role: 'MANAGER_CS' });
  manager2 = await buildUser(t.db, { role: 'MANAGER_CS' });
  for (const [name, user] of Object.entries({ tutor, paid, other, unpaid, stranger, manager, manager2 })) {
    token[name] = await accessTokenFor(user);
  }
  await setAvailability(t.db, tutor.id, GOOD_GRID);
  for (const client of [paid, other, unpaid, stranger]) {
    await setAvailability(t.db, client.id, [...hours(1, 15, 21), ...hours(2, 15, 21)]);
  }
  for (const client of [paid, other, unpaid]) await linkClient(t.db, tutor.id, client.id);
  await buildPaidPack(t.db, paid.id, 4);
  await buildPaidPack(t.db, other.id, 8);
});
afterAll(() => t?.close());

describe('roles', () => {
  it('managers book; tutors and students are refused', async () => {
    for (const as of ['tutor', 'paid']) {
      expectForbidden(await book({ client_id: paid.id, slots: [{ weekday: 1, hour: 16 }] }, as));
      expectForbidden(await get(t.app, `/manager/clients/${paid.id}/`, { token: token[as] }));
      expectForbidden(await get(t.app, `/manager/tutors/${tutor.id}/`, { token: token[as] }));
      expectForbidden(await post(t.app, `${BOOKINGS}1/confirm/`, undefined, { token: token[as] }));
    }
    expectForbidden(await get(t.app, '/tutor/lessons/', { token: token.manager }));
  });
});

describe('POST /manager/bookings/ — refusals', () => {
  it('validates the body', async () => {
    expectFieldError(await book({ client_id: paid.id, slots: [] }), 'slots');
    expectFieldError(
      await book({ client_id: paid.id, slots: [{ weekday: 1, hour: 16 }], recurrence: 'DAILY' }),
      'recurrence',
    );
    expectFieldError(await book({ client_id: 'x', slots: [{ weekday: 1, hour: 16 }] }), 'client_id');
    expectFieldError(
      await book({ client_id: paid.id, slots: [{ weekday: 1, hour: 16 }], start_date: '2026-13-40' }),
      'start_date',
    );
    expectFieldError(await book({ client_id: paid.id, slots: [{ weekday: 1, hour: 16 }], kind: 'ONCE_PAYED' }), 'kind');
    expectFieldError(
      await book({ client_id: paid.id, slots: [{ weekday: 1, hour: 16 }], start_date: '2099-01-01' }),
      'start_date',
    );
  });

  it('answers 404 for a missing client or tutor', async () => {
    expectError(await book({ client_id: tutor.id, slots: [{ weekday: 1, hour: 16 }] }), 404, {
      detail: 'Клиент не найден.',
    });
    expectError(await book({ client_id: paid.id, tutor_id: paid.id, slots: [{ weekday: 1, hour: 16 }] }), 404, {
      detail: 'Репетитор не найден.',
    });
  });

  it("refuses a student who is not the tutor's client, and one without paid lessons", async () => {
    expectGeneralError(await book({ client_id: stranger.id, slots: [{ weekday: 1, hour: 16 }] }), 'not_a_client');
    expectGeneralError(await book({ client_id: unpaid.id, slots: [{ weekday: 1, hour: 16 }] }), 'no_paid_lessons');
  });

  it('refuses hours outside either grid: slot not available', async () => {
    expectError(await book({ client_id: paid.id, slots: [{ weekday: 4, hour: 9 }] }), 409, {
      code: 'slot_not_available',
      detail: 'Слот недоступен',
    });
    expectError(await book({ client_id: paid.id, slots: [{ weekday: 7, hour: 16 }] }), 409, {
      code: 'slot_not_available',
    });
  });
});

describe('hold, confirm, lessons', () => {
  let bookingId: number;
  let scheduleId: number;

  it('holds the hours for ten minutes with the lessons it will make', async () => {
    const res = await book({
      client_id: paid.id,
      slots: [
        { weekday: 1, hour: 16 },
        { weekday: 2, hour: 17 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    bookingId = res.body.id;
    expect(res.body).toMatchObject({ status: 'open', client_id: paid.id, tutor_id: tutor.id, schedule_id: null });
    const ttl = new Date(res.body.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect(res.body.lesson_starts.length).toBeGreaterThanOrEqual(15);
    expect((await get(t.app, `${BOOKINGS}${bookingId}/`, { token: token.manager })).body.status).toBe('open');
  });

  it('refuses the held hour to another client and a second session with the same client', async () => {
    expectError(await book({ client_id: other.id, slots: [{ weekday: 1, hour: 16 }] }, 'manager2'), 409, {
      detail: 'Слот недоступен',
    });
    expectError(await book({ client_id: paid.id, slots: [{ weekday: 1, hour: 18 }] }, 'manager2'), 409, {
      code: 'open_session_exists',
      detail: 'Открытая сессия с клиентом уже существует',
    });
  });

  it("shows the hold on the tutor's card", async () => {
    const res = await get(t.app, `/manager/tutors/${tutor.id}/`, { token: token.manager });
    expect(res.status).toBe(200);
    expect(res.body.busy).toContainEqual({
      weekday: 1,
      hour: 16,
      reason: 'hold',
      schedule_id: null,
      with_name: 'Платная Аня',
    });
  });

  it("another manager's session is not found", async () => {
    expectError(await confirm(bookingId, 'manager2'), 404, { code: 'not_found' });
    expectError(await get(t.app, `${BOOKINGS}${bookingId}/`, { token: token.manager2 }), 404, { code: 'not_found' });
  });

  it('confirms into a REGULAR schedule with its lessons', async () => {
    const res = await confirm(bookingId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    scheduleId = res.body.id;
    expect(res.body).toMatchObject({
      kind: 'REGULAR',
      recurrence: 'REGULAR',
      state: 'ACTIVE',
      slots: [
        { weekday: 1, hour: 16 },
        { weekday: 2, hour: 17 },
      ],
      tutor: { id: tutor.id, full_name: 'Репетиторов Иван' },
      client: { id: paid.id, full_name: 'Платная Аня' },
    });
    expect(res.body.rrule).toContain('FREQ=WEEKLY');
    expect(res.body.call_url).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect((await get(t.app, `${BOOKINGS}${bookingId}/`, { token: token.manager })).body).toMatchObject({
      status: 'confirmed',
      schedule_id: scheduleId,
    });
    expectError(await confirm(bookingId), 409, { code: 'booking_closed' });
  });

  it('the tutor and the client see the lessons', async () => {
    const lessons = await get(t.app, '/tutor/lessons/', {
      token: token.tutor,
      query: { from: new Date().toISOString() },
    });
    expect(lessons.status).toBe(200);
    expect(lessons.body.length).toBeGreaterThanOrEqual(8);
    expect(lessons.body[0]).toMatchObject({
      schedule_id: scheduleId,
      status: 'SCHEDULED',
      kind: 'REGULAR',
      written_off: false,
    });
    const first = new Date(lessons.body[0].starts_at);
    const timetable = await get(t.app, '/students/timetable/', {
      token: token.paid,
      query: { year: String(first.getUTCFullYear()), month: String(first.getUTCMonth() + 1) },
    });
    expect(timetable.status).toBe(200);
    const items = timetable.body.flatMap((day: { items: unknown[] }) => day.items);
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'lesson',
        id: lessons.body[0].id,
        start_datetime: lessons.body[0].starts_at,
        individual: expect.objectContaining({ tutor_name: 'Репетиторов Иван', status: 'SCHEDULED' }),
      }),
    );
  });

  it('the booked hours cannot be taken out of the grid, nor booked again', async () => {
    const res = await api(t.app, 'PUT', '/tutor/slots/', {
      token: token.tutor,
      body: { slots: GOOD_GRID.filter((s) => !(s.weekday === 1 && s.hour === 16)) },
    });
    expect(expectFieldError(res, 'slots', 'slot_booked').errors[0]!.detail).toBe(
      'Занятые расписанием часы нельзя убрать: пн 16:00',
    );
    const grid = await get(t.app, '/tutor/slots/', { token: token.tutor });
    expect(grid.body.booked).toEqual([
      { weekday: 1, hour: 16 },
      { weekday: 2, hour: 17 },
    ]);
    expectError(await book({ client_id: other.id, slots: [{ weekday: 1, hour: 16 }] }), 409, {
      code: 'slot_not_available',
    });
    const free = await get(t.app, `/manager/clients/${other.id}/free-slots/`, {
      token: token.manager,
      query: { tutor: String(tutor.id) },
    });
    expect(free.body.slots.map((s: { weekday: number; hour: number }) => s.weekday * 100 + s.hour)).not.toContain(116);
  });

  it("the client's card: tutors, schedules, balance, upcoming lessons", async () => {
    const res = await get(t.app, `/manager/clients/${paid.id}/`, { token: token.manager });
    expect(res.status).toBe(200);
    expect(res.body.tutors).toEqual([
      expect.objectContaining({ id: tutor.id, full_name: 'Репетиторов Иван', status: 'active' }),
    ]);
    expect(res.body.schedules).toHaveLength(1);
    expect(res.body.schedules[0].next_lesson_at).not.toBeNull();
    expect(res.body.balance).toMatchObject({ bought: 4, written_off: 0, left: 4 });
    expect(res.body.upcoming_lessons.length).toBeGreaterThan(0);
    expectError(await get(t.app, `/manager/clients/${tutor.id}/`, { token: token.manager }), 404, {
      code: 'not_found',
    });
    expectError(await get(t.app, `/manager/tutors/${paid.id}/`, { token: token.manager }), 404, { code: 'not_found' });
  });
});

describe('expiry', () => {
  it('an expired hold is refused on confirm and frees the client for a new session', async () => {
    const res = await book({ client_id: other.id, slots: [{ weekday: 1, hour: 18 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await expireBooking(t.db, res.body.id);
    expect((await get(t.app, `${BOOKINGS}${res.body.id}/`, { token: token.manager })).body.status).toBe('expired');
    expectError(await confirm(res.body.id), 409, {
      code: 'booking_expired',
      detail: 'Время бронирования истекло, выберите слоты клиента заново',
    });
    expect((await get(t.app, `${BOOKINGS}${res.body.id}/`, { token: token.manager })).body.status).toBe('expired');
    expectError(await confirm(res.body.id), 409, { code: 'booking_expired' });
    // The hour and the client are free again.
    const again = await book({ client_id: other.id, slots: [{ weekday: 1, hour: 18 }] }, 'manager2');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it("the new hold shows on the tutor's card with the client's name", async () => {
    const open = await get(t.app, `/manager/tutors/${tutor.id}/`, { token: token.manager });
    const hold = open.body.busy.find((b: { reason: string }) => b.reason === 'hold');
    expect(hold).toMatchObject({ weekday: 1, hour: 18, with_name: 'Другой Боря' });
  });

  it('a held hour the client took out of their grid meanwhile is refused on confirm', async () => {
    const res = await book({ client_id: paid.id, slots: [{ weekday: 2, hour: 15 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const path = `/manager/clients/${paid.id}/slots/`;
    const grid = await api(t.app, 'PUT', path, { token: token.manager, body: { slots: hours(1, 15, 21) } });
    expect(grid.status).toBe(200);
    expectError(await confirm(res.body.id), 409, { code: 'slot_not_available' });
    await api(t.app, 'PUT', path, {
      token: token.manager,
      body: { slots: [...hours(1, 15, 21), ...hours(2, 15, 21)] },
    });
    expect((await api(t.app, 'DELETE', `${BOOKINGS}${res.body.id}/`, { token: token.manager })).status).toBe(200);
  });

  it('a cancelled session lets the hours go', async () => {
    const res = await book({ client_id: paid.id, slots: [{ weekday: 1, hour: 19 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await api(t.app, 'DELETE', `${BOOKINGS}${res.body.id}/`, { token: token.manager })).status).toBe(200);
    expectError(await api(t.app, 'DELETE', `${BOOKINGS}${res.body.id}/`, { token: token.manager }), 409, {
      code: 'booking_closed',
    });
    expectError(await confirm(res.body.id), 409, { code: 'booking_closed' });
  });
});

describe('ONCE bookings', () => {
  it('a free trial makes one PREVIEW lesson for a client without paid lessons', async () => {
    const res = await book({
      client_id: unpaid.id,
      slots: [{ weekday: 2, hour: 19 }],
      recurrence: 'ONCE',
      kind: 'ONCE_FREE',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.lesson_starts).toHaveLength(1);
    const schedule = await confirm(res.body.id);
    expect(schedule.status).toBe(200);
    const lessons = await get(t.app, `/manager/clients/${unpaid.id}/lessons/`, {
      token: token.manager,
      query: { from: new Date().toISOString() },
    });
    expect(lessons.body).toEqual([
      expect.objectContaining({ kind: 'ONCE_FREE', status: 'PREVIEW', schedule_id: schedule.body.id }),
    ]);
  });
});
