import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../test/test-app.js';
import { accessTokenFor } from '../test/factories.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers } from './seed.js';

let t: TestApp;
const tokenOf = async (email: string) => {
  const user = await findUserByEmail(t.db, email);
  return accessTokenFor({ id: user!.id, role: user!.role as 'STUDENT_ROLE' });
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  // A second start adds nothing.
  await seedDemoUsers(t.db);
});
afterAll(() => t?.close());

describe('demo curator rooms', () => {
  it('gives student@ a room per subject with answers to read and a rating to give', async () => {
    const token = await tokenOf('student@example.com');
    const rooms = (await get(t.app, '/v2/chat/rooms/', { token })).body.results;
    const byName = Object.fromEntries(rooms.map((room: { name: string }) => [room.name, room]));
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(['Математика', 'Физика', 'Русский язык']));
    expect(byName['Математика']).toMatchObject({ unread_count: 2, active: true });
    expect(byName['Физика'].unread_count).toBe(0);
    const math = await get(t.app, `/v2/chat/rooms/${byName['Математика'].id}/messages/`, { token });
    expect(math.body.results).toHaveLength(7);
    expect(math.body.results[0]).toMatchObject({ type: 'feedback', extra: { rating: null } });
    expect(math.body.results.map((m: { type: string }) => m.type)).toContain('system');
    expect((await get(t.app, '/v2/chat/rooms/unread-count/', { token })).body.count).toBe(2);
  });

  it('gives curator@ the questions of several students, unread first', async () => {
    const token = await tokenOf('curator@example.com');
    const rooms = (await get(t.app, '/v2/chat/rooms/', { token })).body.results as {
      name: string;
      unread_count: number;
    }[];
    const waiting = rooms.filter((room) => room.unread_count > 0);
    expect(waiting.map((room) => room.name).sort()).toEqual(
      ['Алиса Смирнова', 'Дарья Кузнецова', 'Кирилл Соколов', 'Максим Попов'].sort(),
    );
    expect(rooms.slice(0, waiting.length)).toEqual(waiting);
    expect((await get(t.app, '/v2/chat/rooms/unread-count/', { token })).body.count).toBe(5);
  });
});
