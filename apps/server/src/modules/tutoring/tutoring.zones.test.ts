import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { GOOD_GRID, buildPaidPack, hours, linkClient, setAvailability } from '../../test/tutoring-factories.js';
import { setStudentTimeZone } from '../users/users.service.js';

/** A client four hours ahead of a Moscow tutor: the same hour of the week, two readings. */
let t: TestApp;
let tutor: TestUser;
let client: TestUser;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
  client = await buildUser(t.db);
  const manager = await buildUser(t.db, { role: 'MANAGER_CS' });
  token.manager = await accessTokenFor(manager);
  token.client = await accessTokenFor(client);
  await setStudentTimeZone(t.db, client.id, 'Asia/Novosibirsk');
  await setAvailability(t.db, tutor.id, GOOD_GRID);
  // 20:00–23:00 in Novosibirsk on Monday is 16:00–19:00 in Moscow.
  await setAvailability(t.db, client.id, hours(1, 20, 23));
  await linkClient(t.db, tutor.id, client.id);
  await buildPaidPack(t.db, client.id, 4);
});
afterAll(() => t?.close());

describe('time zones', () => {
  it("matches the tutor's Moscow hours with the client's Novosibirsk hours", async () => {
    const res = await get(t.app, `/manager/clients/${client.id}/free-slots/`, {
      token: token.manager,
      query: { tutor: String(tutor.id) },
    });
    expect(res.body).toEqual({
      tutor_time_zone: 'Europe/Moscow',
      client_time_zone: 'Asia/Novosibirsk',
      slots: [16, 17, 18].map((hour) => ({ weekday: 1, hour, client_weekday: 1, client_hour: hour + 4 })),
    });
  });

  it("books the tutor's hour and shows it busy in the client's zone", async () => {
    const hold = await post(
      t.app,
      '/manager/bookings/',
      {
        client_id: client.id,
        tutor_id: tutor.id,
        slots: [{ weekday: 1, hour: 17 }],
        recurrence: 'REGULAR',
        kind: 'REGULAR',
      },
      { token: token.manager },
    );
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    // Monday 17:00 in Moscow is 14:00 UTC.
    for (const start of hold.body.lesson_starts) expect(start).toMatch(/T14:00:00\.000Z$/);
    const confirmed = await post(t.app, `/manager/bookings/${hold.body.id}/confirm/`, undefined, {
      token: token.manager,
    });
    expect(confirmed.status).toBe(200);
    const slots = await get(t.app, `/manager/clients/${client.id}/slots/`, { token: token.manager });
    expect(slots.body.busy).toEqual([
      { weekday: 1, hour: 21, reason: 'schedule', schedule_id: confirmed.body.id, with_name: 'Тестов Тест' },
    ]);
  });
});
