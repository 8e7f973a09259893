import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { buildCourse, buildLesson } from '../../test/course-factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { chatBans, staffAuditLog } from '../../db/schema.js';
import { listClassTypes } from '../core/core.service.js';

let t: TestApp;
let support: string;
let headModerator: string;
let admin: string;
let tutor: TestUser;
let tutorToken: string;
let student: TestUser;
let subject: number;

async function auditOf(action: string, entityId: number) {
  return t.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.entityId, String(entityId))));
}

beforeAll(async () => {
  t = await createTestApp();
  support = await accessTokenFor(await buildUser(t.db, { role: 'SUPPORT_MANAGER' }));
  headModerator = await accessTokenFor(await buildUser(t.db, { role: 'HEAD_MODERATOR' }));
  admin = await accessTokenFor(await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE' }));
  tutor = await buildUser(t.db, { role: 'TUTOR_ROLE', firstName: 'Ольга', lastName: 'Репетиторова' });
  tutorToken = await accessTokenFor(tutor);
  student = await buildUser(t.db, { firstName: 'Ваня', lastName: 'Ученик' });
  subject = (await listClassTypes(t.db))[0]!.id;
});
afterAll(() => t?.close());

describe('tutors and their clients', () => {
  const clients = () => `/staff/people/tutors/${tutor.id}/clients/`;

  it('lists tutors by name with active clients', async () => {
    const res = await get(t.app, '/staff/people/tutors/?search=Репетиторова', { token: support });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([expect.objectContaining({ id: tutor.id, active_clients: 0, is_active: true })]);
    expectFieldError(await get(t.app, '/staff/people/tutors/?limit=0', { token: support }), 'limit');
    expectForbidden(await get(t.app, '/staff/people/tutors/', { token: headModerator }));
    expectForbidden(await get(t.app, '/staff/people/tutors/', { token: tutorToken }));
  });

  it('assigns a student to a tutor: the tutor sees the client; audited', async () => {
    const body = { student: student.id, class_type: subject, class_year: 10, lessons_per_week: 2 };
    const res = await post(t.app, clients(), body, { token: support });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      student: { id: student.id },
      class_type_id: subject,
      class_year: 10,
      status: 'active',
    });
    const own = await get(t.app, '/tutor/clients/', { token: tutorToken });
    expect(own.body.results.map((row: { id: number }) => row.id)).toEqual([res.body.id]);
    const [audit] = await auditOf('tutor.client_assign', res.body.id);
    expect(audit!.changes).toMatchObject({ tutor: tutor.id, student: student.id, classYear: 10 });
    const listed = await get(t.app, clients(), { token: admin });
    expect(listed.body.count).toBe(1);
    expect((await get(t.app, `/staff/people/tutors/${tutor.id}/`, { token: support })).body.active_clients).toBe(1);
    expectError(await post(t.app, clients(), body, { token: support }), 409, { code: 'already_assigned' });
  });

  it('ends the pair: the tutor sees it finished; resuming reuses the row', async () => {
    const [client] = (await get(t.app, clients(), { token: support })).body.results;
    const ended = await post(t.app, `${clients()}${client.id}/end/`, undefined, { token: support });
    expect(ended.status).toBe(200);
    expect(ended.body.status).toBe('finished');
    const own = await get(t.app, '/tutor/clients/?status=finished', { token: tutorToken });
    expect(own.body.results.map((row: { id: number }) => row.id)).toEqual([client.id]);
    expect((await auditOf('tutor.client_end', client.id))[0]!.changes).toMatchObject({
      status: ['active', 'finished'],
    });
    expectError(await post(t.app, `${clients()}${client.id}/end/`, undefined, { token: support }), 409, {
      code: 'already_finished',
    });
    const resumed = await post(
      t.app,
      clients(),
      { student: student.id, class_type: subject, class_year: 11 },
      { token: support },
    );
    expect(resumed.body).toMatchObject({ id: client.id, status: 'active', class_year: 11, lessons_per_week: 1 });
    expect((await auditOf('tutor.client_resume', client.id))[0]!.changes).toMatchObject({
      status: ['finished', 'active'],
      classYear: [10, 11],
    });
  });

  it('refuses bad input, strangers and other roles', async () => {
    const body = { student: student.id, class_type: subject, class_year: 10 };
    expectFieldError(await post(t.app, clients(), { ...body, class_year: 8 }, { token: support }), 'class_year');
    expectFieldError(
      await post(t.app, clients(), { ...body, lessons_per_week: 99 }, { token: support }),
      'lessons_per_week',
    );
    expectFieldError(await post(t.app, clients(), { ...body, class_type: 999_999 }, { token: support }), 'class_type');
    const staff = await buildUser(t.db, { role: 'TEACHER_ROLE' });
    expectFieldError(await post(t.app, clients(), { ...body, student: staff.id }, { token: support }), 'student');
    expectError(await post(t.app, `/staff/people/tutors/${staff.id}/clients/`, body, { token: support }), 404, {
      code: 'not_found',
    });
    expectError(await post(t.app, `${clients()}999999/end/`, undefined, { token: support }), 404, {
      code: 'not_found',
    });
    expectForbidden(await post(t.app, clients(), body, { token: headModerator }));
    expectForbidden(await post(t.app, clients(), body, { token: tutorToken }));
  });
});

describe('moderators and their bans', () => {
  it('lists moderators with their bans; bans page newest first', async () => {
    const moderator = await buildUser(t.db, { role: 'CHAT_MODERATOR', firstName: 'Мира', lastName: 'Модерова' });
    const course = await buildCourse(t.db);
    const lesson = await buildLesson(t.db, course);
    const other = await buildUser(t.db, { firstName: 'Петя', lastName: 'Шумный' });
    await t.db.insert(chatBans).values({
      lessonId: lesson.id,
      userId: student.id,
      byUserId: moderator.id,
      until: null,
      reason: 'флуд',
    });
    await t.db.insert(chatBans).values({
      lessonId: lesson.id,
      userId: other.id,
      byUserId: moderator.id,
      until: new Date(Date.now() - 60_000),
      reason: null,
    });
    const res = await get(t.app, '/staff/people/moderators/?search=Модерова', { token: headModerator });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      expect.objectContaining({ id: moderator.id, role: 'CHAT_MODERATOR', recent_bans: 2, bans_in_force: 1 }),
    ]);
    expect(res.body.results[0].last_ban_at).not.toBeNull();
    const bans = await get(t.app, `/staff/people/moderators/${moderator.id}/bans/`, { token: admin });
    expect(bans.body.count).toBe(2);
    expect(bans.body.results[1]).toMatchObject({
      lesson_id: lesson.id,
      lesson_title: lesson.title,
      student: { id: student.id, last_name: 'Ученик' },
      reason: 'флуд',
      until: null,
    });
  });

  it('refuses other roles and non-moderators', async () => {
    expectForbidden(await get(t.app, '/staff/people/moderators/', { token: support }));
    expectFieldError(await get(t.app, '/staff/people/moderators/?limit=101', { token: headModerator }), 'limit');
    expectError(await get(t.app, `/staff/people/moderators/${tutor.id}/bans/`, { token: headModerator }), 404, {
      code: 'not_found',
    });
  });
});
