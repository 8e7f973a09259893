import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { itRaces } from '../../test/races.js';
import { GOOD_GRID, buildPaidPack, hours, linkClient, setAvailability } from '../../test/tutoring-factories.js';

/** Spec 3 §4 booking states under concurrency: run on PostgreSQL (`DATABASE_URL`), where transactions overlap. */
let t: TestApp;
let tutor: TestUser;
const clients: TestUser[] = [];
const managerTokens: string[] = [];
const RACERS = 50;

beforeAll(async () => {
  t = await createTestApp();
  if (!process.env.DATABASE_URL) return;
  tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
  await setAvailability(t.db, tutor.id, GOOD_GRID);
  for (let i = 0; i < RACERS; i++) {
    const client = await buildUser(t.db);
    await setAvailability(t.db, client.id, hours(1, 15, 21));
    await linkClient(t.db, tutor.id, client.id);
    await buildPaidPack(t.db, client.id, 4);
    clients.push(client);
  }
  for (let i = 0; i < 5; i++) managerTokens.push(await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_CS' })));
}, 120_000);
afterAll(() => t?.close());

const hold = (clientId: number, hour: number, i: number) =>
  post(
    t.app,
    '/manager/bookings/',
    { client_id: clientId, tutor_id: tutor.id, slots: [{ weekday: 1, hour }], recurrence: 'REGULAR', kind: 'REGULAR' },
    { token: managerTokens[i % managerTokens.length] },
  );

describe('concurrent bookings', () => {
  itRaces('50 managers hold one tutor hour for 50 clients at once: exactly one wins', async () => {
    const answers = await Promise.all(clients.map((client, i) => hold(client.id, 16, i)));
    const won = answers.filter((res) => res.status === 201);
    expect(won).toHaveLength(1);
    for (const res of answers.filter((res) => res.status !== 201)) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.errors[0]).toMatchObject({ code: 'slot_not_available', detail: 'Слот недоступен' });
    }
    // The winner confirms while the others retry the same hour: the schedule keeps it.
    const [confirmed, ...retries] = await Promise.all([
      post(t.app, `/manager/bookings/${won[0]!.body.id}/confirm/`, undefined, {
        token: managerTokens[answers.indexOf(won[0]!) % managerTokens.length],
      }),
      ...clients.slice(0, 10).map((client, i) => hold(client.id, 16, i)),
    ]);
    expect(confirmed!.status, JSON.stringify(confirmed!.body)).toBe(200);
    for (const res of retries) expect(res.status, JSON.stringify(res.body)).toBe(409);
  });

  itRaces('two sessions with one client at once: one holds, the other is told a session exists', async () => {
    const client = clients[RACERS - 1]!;
    const answers = await Promise.all([hold(client.id, 17, 0), hold(client.id, 18, 1), hold(client.id, 19, 2)]);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    for (const res of answers.filter((res) => res.status !== 201)) {
      expect(res.status).toBe(409);
      expect(res.body.errors[0]).toMatchObject({
        code: 'open_session_exists',
        detail: 'Открытая сессия с клиентом уже существует',
      });
    }
  });
});
