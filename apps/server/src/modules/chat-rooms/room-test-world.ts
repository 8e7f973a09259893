import type { Db } from '../../db/client.js';
import { buildChecker } from '../../test/homework-factories.js';
import { buildCourse, grantAccess, type TestCourse } from '../../test/course-factories.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { get, post, type TestApp } from '../../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

/** A student owning a math and a physics product, and a curator of math only (tests of the curator rooms). */
export async function buildRoomWorld(db: Db, options: { physicsEndsAt?: Date } = {}) {
  const math = await buildCourse(db, { subject: 'Математика' });
  const physics = await buildCourse(db, { subject: 'Физика' });
  const student = await buildUser(db, { firstName: 'Ира', lastName: 'Учащаяся' });
  await grantAccess(db, student.id, math);
  await grantAccess(db, student.id, physics, {
    from: new Date(Date.now() - 60 * DAY),
    to: options.physicsEndsAt ?? new Date(Date.now() + 10 * DAY),
  });
  const curator = await buildChecker(db, [math.classTypeId]);
  return { math, physics, student, studentToken: await accessTokenFor(student), curator };
}
export type RoomWorld = Awaited<ReturnType<typeof buildRoomWorld>>;

/** The student's room of a course's subject (opening the list makes the rooms). */
export async function roomOf(t: TestApp, token: string, course: Pick<TestCourse, 'classTypeId'>): Promise<number> {
  const list = await get(t.app, '/v2/chat/rooms/', { token });
  const room = (list.body.results as { id: number; class_type_id: number }[]).find(
    (r) => r.class_type_id === course.classTypeId,
  );
  if (!room) throw new Error(`no room of subject ${course.classTypeId}: ${JSON.stringify(list.body)}`);
  return room.id;
}

export const send = (t: TestApp, token: string, roomId: number, text: string) =>
  post(t.app, `/v2/chat/rooms/${roomId}/messages/`, { text }, { token });
