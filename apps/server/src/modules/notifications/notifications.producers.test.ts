import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { buildChecker, buildHomeworkWorld, rightAnswers } from '../../test/homework-factories.js';
import { buildCourse, buildHomework, buildLesson, grantAccess } from '../../test/course-factories.js';
import { pay } from '../../test/reward-factories.js';
import { buildGivenWork } from '../../test/personal-works-factories.js';
import { GOOD_GRID, buildPaidPack, hours, linkClient, setAvailability } from '../../test/tutoring-factories.js';
import { notifications } from './notifications.schema.js';
import { remindLessonStarts } from './reminders/lesson-start.js';
import { remindProductEndings } from './reminders/product-ending.js';
import { remindUndoneHomework } from './reminders/homework-undone.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const notificationsOf = (userId: number, type?: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined));

describe('homework checked', () => {
  it("a curator's check notifies that student with the homework's action; a second check is a recheck", async () => {
    const w = await buildHomeworkWorld(t.db);
    await get(t.app, `/v2/homework/${w.homeworkId}/`, { token: w.token });
    for (const [taskId, value] of Object.entries(rightAnswers(w.tasks))) {
      await api(t.app, 'PUT', `/v2/homework/${w.homeworkId}/answers/${taskId}/`, {
        body: { value, revision: 1 },
        token: w.token,
      });
    }
    const submitted = await post(t.app, `/v2/homework/${w.homeworkId}/submit/`, {}, { token: w.token });
    const submissionId = submitted.body.submission.id as number;
    const curator = await buildChecker(t.db, [w.course.classTypeId]);
    const refuse = { decision: 'refuse', reason: 'Перепиши' };
    expect((await post(t.app, `/v2/homework/checking/${submissionId}/`, refuse, { token: curator.token })).status).toBe(
      200,
    );

    // Handing in paid umcoins too (a coins notification): only the check's is looked at.
    const list = await get(t.app, '/v2/notifications/', { token: w.token });
    expect(list.body.results.filter((n: { type: string }) => n.type.startsWith('homework'))).toEqual([
      expect.objectContaining({
        type: 'homework_checked',
        title: 'Домашка проверена',
        action: { type: 'homework', homework_id: w.homeworkId },
      }),
    ]);
    expect(await notificationsOf(curator.user.id)).toEqual([]);

    const shortAnswer = { value: rightAnswers(w.tasks)[w.tasks.short.id], revision: 2 };
    await api(t.app, 'PUT', `/v2/homework/${w.homeworkId}/answers/${w.tasks.short.id}/`, {
      body: shortAnswer,
      token: w.token,
    });
    const resent = await post(t.app, `/v2/homework/${w.homeworkId}/submit/`, {}, { token: w.token });
    expect(resent.body.submission.status, JSON.stringify(resent.body)).toBe('RESENT');
    const again = await post(t.app, `/v2/homework/checking/${submissionId}/`, refuse, { token: curator.token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await notificationsOf(w.student.id, 'homework_rechecked')).toHaveLength(1);
  });
});

describe('homework assigned', () => {
  it("a tutor's personal work notifies the student once, with the homework's action", async () => {
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    const student = await buildUser(t.db);
    const given = await buildGivenWork(t.db, tutor.id, student.id);
    const assigned = await notificationsOf(student.id, 'homework_assigned');
    expect(assigned).toEqual([
      expect.objectContaining({
        title: 'Новое задание от репетитора',
        action: { type: 'homework', homeworkId: given.homeworkId },
      }),
    ]);
    expect(await notificationsOf(tutor.id)).toEqual([]);
  });
});

describe('rewards', () => {
  it('a level up from the ledger notifies once, umcoins paid notify with the amount', async () => {
    const student = await buildUser(t.db);
    await pay(t.db, student.id, 850, { key: 'exp-1' });
    await pay(t.db, student.id, 850, { key: 'exp-1' });
    const levelUps = await notificationsOf(student.id, 'level_up');
    expect(levelUps).toHaveLength(1);
    expect(levelUps[0]!.text).toContain('уровень 3');
    await pay(t.db, student.id, 15, { currency: 'umcoins', key: 'coins-1' });
    await pay(t.db, student.id, 15, { currency: 'umcoins', key: 'coins-1' });
    const coins = await notificationsOf(student.id, 'coins');
    expect(coins.map((n) => n.text)).toEqual(['+15 умкоинов на твоём балансе.']);
  });
});

describe('password changed', () => {
  it('changing the password notifies the user; a wrong old password does not', async () => {
    const user = await buildUser(t.db);
    const token = await accessTokenFor(user);
    const change = (oldPassword: string) =>
      post(
        t.app,
        '/v2/auth/change-password/',
        { old_password: oldPassword, password: 'n3w-Passw0rd!', password2: 'n3w-Passw0rd!' },
        { token },
      );
    expect((await change('wrong-one')).status).toBe(400);
    expect(await notificationsOf(user.id, 'password_changed')).toHaveLength(0);
    expect((await change(DEFAULT_PASSWORD)).status).toBe(200);
    expect(await notificationsOf(user.id, 'password_changed')).toHaveLength(1);
  });
});

describe('sweeps', () => {
  it('a lesson of the student’s product starting within 10 minutes is announced once, urgent, with the lesson action', async () => {
    const course = await buildCourse(t.db);
    const soon = await buildLesson(t.db, course, { minutesFromNow: 8 });
    const later = await buildLesson(t.db, course, { minutesFromNow: 30 });
    const student = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    await grantAccess(t.db, student.id, course);
    await remindLessonStarts(t.db);
    await remindLessonStarts(t.db);
    const reminders = await notificationsOf(student.id, 'lesson_start');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ urgent: true, action: { type: 'lesson', lessonId: soon.id } });
    expect(reminders[0]!.text).toContain(soon.title);
    expect(reminders.some((n) => n.text.includes(later.title))).toBe(false);
    expect(await notificationsOf(stranger.id)).toEqual([]);
  });

  it('access ending within 3 days is announced once with the prolong action; ended access is kicked', async () => {
    const course = await buildCourse(t.db);
    const ending = await buildUser(t.db);
    const ended = await buildUser(t.db);
    const renewed = await buildUser(t.db);
    await grantAccess(t.db, ending.id, course, { to: new Date(Date.now() + 2 * DAY) });
    await grantAccess(t.db, ended.id, course, {
      from: new Date(Date.now() - 30 * DAY),
      to: new Date(Date.now() - DAY / 2),
    });
    await grantAccess(t.db, renewed.id, course, { to: new Date(Date.now() + 2 * DAY) });
    const next = await buildCourse(t.db);
    await grantAccess(t.db, renewed.id, next, { to: new Date(Date.now() + 40 * DAY) });
    await remindProductEndings(t.db);
    await remindProductEndings(t.db);
    const action = { type: 'catalog_prolong', productTypeId: course.productTypeId };
    expect(await notificationsOf(ending.id)).toEqual([
      expect.objectContaining({ type: 'product_group_ending', action }),
    ]);
    expect(await notificationsOf(ended.id)).toEqual([
      expect.objectContaining({ type: 'product_group_kicked', action }),
    ]);
    // The other product is of another type: only this one's access is ending.
    expect((await notificationsOf(renewed.id)).map((n) => n.type)).toEqual(['product_group_ending']);
  });

  it('a deadline passed without a hand-in is announced once', async () => {
    const course = await buildCourse(t.db);
    const lesson = await buildLesson(t.db, course);
    const lazy = await buildUser(t.db);
    const diligent = await buildUser(t.db);
    const deadline = new Date(Date.now() - 60 * 60 * 1000);
    await buildHomework(t.db, lesson, { deadline, studentId: lazy.id, status: 'UNDONE' });
    await buildHomework(t.db, lesson, { deadline, studentId: diligent.id, status: 'DONE' });
    await remindUndoneHomework(t.db);
    await remindUndoneHomework(t.db);
    expect(await notificationsOf(lazy.id, 'homework_undone')).toEqual([
      expect.objectContaining({ action: { type: 'homework_list' } }),
    ]);
    expect(await notificationsOf(diligent.id)).toEqual([]);
  });
});

describe('tutoring lessons', () => {
  it('a confirmed booking tells the student their lessons are set; a reschedule tells them it moved', async () => {
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    const client = await buildUser(t.db);
    const manager = await buildUser(t.db, { role: 'MANAGER_CS' });
    const token = await accessTokenFor(manager);
    await setAvailability(t.db, tutor.id, GOOD_GRID);
    await setAvailability(t.db, client.id, hours(3, 15, 21));
    await linkClient(t.db, tutor.id, client.id);
    await buildPaidPack(t.db, client.id, 4);
    const booking = {
      client_id: client.id,
      tutor_id: tutor.id,
      slots: [{ weekday: 3, hour: 16 }],
      recurrence: 'REGULAR',
      kind: 'REGULAR',
    };
    const hold = await post(t.app, '/manager/bookings/', booking, { token });
    const confirmed = await post(t.app, `/manager/bookings/${hold.body.id}/confirm/`, undefined, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const created = await notificationsOf(client.id, 'lesson_created');
    expect(created).toHaveLength(1);
    expect(created[0]!.text).toMatch(/^Первое занятие — \d+ [а-я]+ в \d\d:\d\d\.$/);
    expect(await notificationsOf(tutor.id)).toEqual([]);

    const lessons = await get(t.app, `/manager/clients/${client.id}/lessons/`, {
      token,
      query: { from: new Date().toISOString() },
    });
    const lesson = lessons.body[0];
    const later = new Date(new Date(lesson.starts_at).getTime() + 2 * 3_600_000).toISOString();
    const moved = await post(t.app, `/manager/lessons/${lesson.id}/reschedule/`, { starts_at: later }, { token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await notificationsOf(client.id, 'lesson_moved')).toHaveLength(1);
  });
});
