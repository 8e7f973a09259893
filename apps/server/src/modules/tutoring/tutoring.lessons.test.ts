import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import {
  GOOD_GRID,
  buildPaidPack,
  hours,
  linkClient,
  setAvailability,
  startLessonAgo,
} from '../../test/tutoring-factories.js';

let t: TestApp;
let tutor: TestUser;
let otherTutor: TestUser;
let client: TestUser;
let manager: TestUser;
let tutorClientId: number;
let scheduleId: number;
let lessons: { id: number; starts_at: string; status: string }[];
const token: Record<string, string> = {};

const patchAs = (as: string, id: number, body: unknown, who: 'tutor' | 'manager' = 'tutor') =>
  api(t.app, 'PATCH', who === 'tutor' ? `/tutor/lessons/${id}/` : `/manager/lessons/${id}/`, {
    token: token[as],
    body,
  });
const balance = async () => (await get(t.app, `/manager/clients/${client.id}/balance/`, { token: token.manager })).body;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await buildUser(t.db, { role: 'TUTOR_ROLE', firstName: 'Иван', lastName: 'Репетиторов' });
  otherTutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
  client = await buildUser(t.db, { firstName: 'Аня', lastName: 'Платная' });
  manager = await buildUser(t.db, { role: 'MANAGER_CS' });
  for (const [name, user] of Object.entries({ tutor, otherTutor, client, manager }))
    token[name] = await accessTokenFor(user);
  await setAvailability(t.db, tutor.id, GOOD_GRID);
  await setAvailability(t.db, client.id, [...hours(1, 15, 21), ...hours(3, 15, 21)]);
  tutorClientId = (await linkClient(t.db, tutor.id, client.id)).id;
  await buildPaidPack(t.db, client.id, 4);
  await buildPaidPack(t.db, client.id, 8);
  const hold = await post(
    t.app,
    '/manager/bookings/',
    {
      client_id: client.id,
      tutor_id: tutor.id,
      slots: [{ weekday: 3, hour: 16 }],
      recurrence: 'REGULAR',
      kind: 'REGULAR',
    },
    { token: token.manager },
  );
  const confirmed = await post(t.app, `/manager/bookings/${hold.body.id}/confirm/`, undefined, {
    token: token.manager,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  scheduleId = confirmed.body.id;
  lessons = (await get(t.app, '/tutor/lessons/', { token: token.tutor, query: { from: new Date().toISOString() } }))
    .body;
});
afterAll(() => t?.close());

describe('GET /tutor/lessons/', () => {
  it("filters by the tutor's client id; another tutor's client is 404", async () => {
    const mine = await get(t.app, '/tutor/lessons/', {
      token: token.tutor,
      query: { client: String(tutorClientId), from: new Date().toISOString() },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.map((l: { id: number }) => l.id)).toEqual(lessons.map((l) => l.id));
    expect(mine.body[0].tutor_client_id).toBe(tutorClientId);
    expectError(
      await get(t.app, '/tutor/lessons/', { token: token.otherTutor, query: { client: String(tutorClientId) } }),
      404,
      {
        detail: 'Клиент не найден.',
      },
    );
    expect((await get(t.app, '/tutor/lessons/', { token: token.otherTutor })).body).toEqual([]);
  });

  it('checks the window', async () => {
    expectFieldError(await get(t.app, '/tutor/lessons/', { token: token.tutor, query: { from: 'вчера' } }), 'from');
    const from = new Date();
    const back = new Date(from.getTime() - 1000).toISOString();
    expectFieldError(
      await get(t.app, '/tutor/lessons/', { token: token.tutor, query: { from: from.toISOString(), to: back } }),
      'to',
      'invalid_range',
    );
    const far = new Date(from.getTime() + 200 * 86_400_000).toISOString();
    expectFieldError(
      await get(t.app, '/tutor/lessons/', { token: token.tutor, query: { from: from.toISOString(), to: far } }),
      'to',
      'range_too_long',
    );
    expectFieldError(await get(t.app, '/tutor/lessons/', { token: token.tutor, query: { status: 'DONE' } }), 'status');
  });
});

describe('PATCH /tutor/lessons/{id}/ — statuses and write-offs', () => {
  it("another tutor's lesson is not found; a missing one too", async () => {
    expectError(await patchAs('otherTutor', lessons[0]!.id, { status: 'PASSED' }), 404, { detail: 'Урок не найден.' });
    expectError(await patchAs('tutor', 99_999_999, { status: 'PASSED' }), 404, { code: 'not_found' });
    expectForbidden(await patchAs('client', lessons[0]!.id, { status: 'PASSED' }));
    expectForbidden(await patchAs('manager', lessons[0]!.id, { status: 'PASSED' }));
    expectFieldError(await patchAs('tutor', lessons[0]!.id, { status: 'DONE' }), 'status');
    expectFieldError(await patchAs('tutor', lessons[0]!.id, { status: 'PASSED', reason: 'x'.repeat(501) }), 'reason');
  });

  it('a lesson not yet started cannot have passed', async () => {
    expectError(await patchAs('tutor', lessons[0]!.id, { status: 'PASSED' }), 409, { code: 'lesson_not_started' });
  });

  it('PASSED writes one paid lesson off', async () => {
    await startLessonAgo(t.db, lessons[0]!.id, 90);
    const res = await patchAs('tutor', lessons[0]!.id, { status: 'PASSED', reason: 'Разобрали производные' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'PASSED', written_off: true, reason: 'Разобрали производные' });
    expect(await balance()).toMatchObject({ bought: 12, written_off: 1, left: 11 });
  });

  it('an illegal move is refused in Russian (409)', async () => {
    const body = expectError(await patchAs('tutor', lessons[0]!.id, { status: 'CANCELED_TUTOR_TECHNICAL' }), 409, {
      code: 'invalid_transition',
    });
    expect(body.errors[0]!.detail).toBe(
      'Нельзя перевести урок из статуса «Проведён» в «Отменён: технические причины».',
    );
  });

  it("a tutor's cancellation costs nothing", async () => {
    const res = await patchAs('tutor', lessons[1]!.id, { status: 'CANCELED_TUTOR_NO_WRITEOFF', reason: 'Болею' });
    expect(res.body).toMatchObject({ status: 'CANCELED_TUTOR_NO_WRITEOFF', written_off: false });
    expect(await balance()).toMatchObject({ written_off: 1 });
  });

  it("the manager passes on a client's late cancellation; the tutor settles it with a write-off", async () => {
    expectError(await patchAs('manager', lessons[2]!.id, { status: 'PASSED' }, 'manager'), 409, {
      code: 'invalid_transition',
    });
    const waiting = await patchAs(
      'manager',
      lessons[2]!.id,
      { status: 'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR' },
      'manager',
    );
    expect(waiting.body).toMatchObject({ status: 'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR', written_off: false });
    const settled = await patchAs('tutor', lessons[2]!.id, { status: 'CANCELED_CLIENT_WRITEOFF' });
    expect(settled.body).toMatchObject({ status: 'CANCELED_CLIENT_WRITEOFF', written_off: true });
    expect(await balance()).toMatchObject({ bought: 12, written_off: 2, left: 10 });
  });
});

describe('rescheduling and schedule states', () => {
  it('moves one lesson to a free hour (RESCHEDULED); a taken or odd hour is refused', async () => {
    const lesson = lessons[3]!;
    const start = new Date(lesson.starts_at);
    const later = new Date(start.getTime() + 2 * 3_600_000).toISOString();
    const res = await post(
      t.app,
      `/manager/lessons/${lesson.id}/reschedule/`,
      { starts_at: later },
      { token: token.manager },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'RESCHEDULED', starts_at: later });
    const taken = lessons[4]!.starts_at;
    expectError(
      await post(t.app, `/manager/lessons/${lesson.id}/reschedule/`, { starts_at: taken }, { token: token.manager }),
      409,
      {
        code: 'slot_not_available',
      },
    );
    const odd = new Date(start.getTime() + 30 * 60_000).toISOString();
    expectFieldError(
      await post(t.app, `/manager/lessons/${lesson.id}/reschedule/`, { starts_at: odd }, { token: token.manager }),
      'starts_at',
    );
    expectError(
      await post(
        t.app,
        `/manager/lessons/${lessons[0]!.id}/reschedule/`,
        { starts_at: later },
        { token: token.manager },
      ),
      409,
      {
        code: 'invalid_transition',
      },
    );
    expectForbidden(
      await post(t.app, `/manager/lessons/${lesson.id}/reschedule/`, { starts_at: later }, { token: token.tutor }),
    );
  });

  it('cancelling a schedule takes its upcoming lessons away and frees the hour; restoring brings them back', async () => {
    const path = `/manager/schedules/${scheduleId}/`;
    expectForbidden(await api(t.app, 'PATCH', path, { token: token.tutor, body: { state: 'CANCELED' } }));
    expectFieldError(await api(t.app, 'PATCH', path, { token: token.manager, body: { state: 'ACTIVE' } }), 'state');
    expectError(
      await api(t.app, 'PATCH', '/manager/schedules/99999999/', { token: token.manager, body: { state: 'CANCELED' } }),
      404,
      {
        code: 'not_found',
      },
    );
    const canceled = await api(t.app, 'PATCH', path, { token: token.manager, body: { state: 'CANCELED' } });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.state).toBe('CANCELED');
    const left = (
      await get(t.app, '/tutor/lessons/', { token: token.tutor, query: { from: new Date().toISOString() } })
    ).body;
    expect(left.filter((l: { status: string }) => ['SCHEDULED', 'RESCHEDULED'].includes(l.status))).toEqual([]);
    expect((await get(t.app, '/tutor/slots/', { token: token.tutor })).body.booked).toEqual([]);
    expectError(await api(t.app, 'PATCH', path, { token: token.manager, body: { state: 'CANCELED' } }), 409, {
      code: 'invalid_state',
    });

    const restored = await api(t.app, 'PATCH', path, { token: token.manager, body: { state: 'RESTORED' } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.state).toBe('RESTORED');
    const to = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const back = (
      await get(t.app, '/tutor/lessons/', { token: token.tutor, query: { from: new Date().toISOString(), to } })
    ).body;
    // Eight weeks ahead again, less the two lessons cancelled before (they keep their hour and status).
    expect(back.filter((l: { status: string }) => l.status === 'SCHEDULED').length).toBeGreaterThanOrEqual(6);
    expect((await get(t.app, '/tutor/slots/', { token: token.tutor })).body.booked).toEqual([{ weekday: 3, hour: 16 }]);
  });

  it("lists the client's schedules and the tutor's lessons for the manager", async () => {
    const schedules = await get(t.app, `/manager/clients/${client.id}/schedules/`, { token: token.manager });
    expect(schedules.body).toEqual([expect.objectContaining({ id: scheduleId, state: 'RESTORED' })]);
    const tutorLessons = await get(t.app, `/manager/tutors/${tutor.id}/lessons/`, { token: token.manager });
    expect(tutorLessons.status).toBe(200);
    expect(tutorLessons.body.length).toBeGreaterThan(0);
    expectError(await get(t.app, `/manager/tutors/${client.id}/lessons/`, { token: token.manager }), 404, {
      code: 'not_found',
    });
    expectError(await get(t.app, `/manager/clients/${tutor.id}/balance/`, { token: token.manager }), 404, {
      code: 'not_found',
    });
  });
});
