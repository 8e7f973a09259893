import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildCourse, buildHomework, buildLesson } from '../../test/course-factories.js';
import { buildChecker } from '../../test/homework-factories.js';
import { expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { dashboard } from './staff-dashboard.service.js';

const URL = '/staff/dashboard/';
/** A fixed "now" far from the other tests' rows: 2021-03-10 12:00 in Moscow. */
const NOW = new Date('2021-03-10T09:00:00Z');
const ZONE = { timeZone: 'Europe/Moscow', currency: 'RUB' };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessTokenFor(await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE' }));
});
afterAll(() => t?.close());

describe('GET /staff/dashboard/ (docs/staff-dashboard.md)', () => {
  it('answers every console role a period of days, today last', async () => {
    for (const role of ['MAIN_MANAGER_ROLE', 'TEACHER_ROLE', 'PAY_INSPECTOR', 'HEAD_MODERATOR'] as const) {
      const token = await accessTokenFor(await buildUser(t.db, { role }));
      const res = await get(t.app, `${URL}?days=7`, { token });
      expect(res.status).toBe(200);
      expect(res.body.days).toHaveLength(7);
      expect(res.body.time_zone).toBe('Europe/Moscow');
    }
    const res = await get(t.app, URL, { token: admin });
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days[29].date).toBe(res.body.to);
  });

  it('refuses a period outside 7..90 days and roles outside the console', async () => {
    expectFieldError(await get(t.app, `${URL}?days=1000`, { token: admin }), 'days');
    expectFieldError(await get(t.app, `${URL}?days=3`, { token: admin }), 'days');
    expectFieldError(await get(t.app, `${URL}?days=abc`, { token: admin }), 'days');
    for (const role of ['STUDENT_ROLE', 'CURATOR_ROLE', 'TUTOR_ROLE'] as const) {
      expectForbidden(await get(t.app, URL, { token: await accessTokenFor(await buildUser(t.db, { role })) }));
    }
  });

  it('counts each figure on the day of the school zone it happened', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const staff = await buildUser(t.db, { role: 'MANAGER_ROLE' });
    // 2021-03-09 22:30 UTC is already 2021-03-10 in Moscow; 20:30 UTC is still the 9th.
    const today = '2021-03-09T22:30:00Z';
    const yesterday = '2021-03-09T20:30:00Z';
    const view = (userId: number | string, at: string) =>
      t.db.execute(sql`insert into analytics_events (type, event, user_id, payload, received_at)
        values ('page', 'page_view', ${String(userId)}, '{}', ${at})`);
    await view(a.id, today);
    await view(a.id, today); // the same student twice: one active student
    await view(b.id, today);
    await view(b.id, yesterday);
    await view(staff.id, today); // staff are not students
    const course = await buildCourse(t.db);
    const lesson = await buildLesson(t.db, course);
    const report = (studentId: number, at: string) =>
      t.db.execute(sql`insert into lesson_submissions (student_id, lesson_id, time, is_live, created_at)
        values (${studentId}, ${lesson.id}, 60, false, ${at})`);
    await report(a.id, today);
    await report(a.id, today); // two reports of one lesson: one lesson watched
    await report(b.id, yesterday);
    const { submission } = await buildHomework(t.db, lesson, { studentId: a.id, status: 'CHECKED_BY_CURATOR' });
    await t.db.execute(sql`update homework_submissions set submitted_at = ${today} where id = ${submission!.id}`);
    await t.db.execute(sql`insert into homework_events (submission_id, student_id, kind, actor_id, status, created_at)
      values (${submission!.id}, ${a.id}, 'checked', ${staff.id}, 'CHECKED_BY_CURATOR', ${today})`);
    const cart = await t.db.execute(sql`insert into carts (user_id, hash) values (${a.id}, 'dash-test') returning id`);
    const cartId = (cart as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const order = (currency: string) =>
      t.db
        .execute(sql`insert into orders (user_id, cart_id, amount, initial_amount, discount, currency, status, holder_name, email, phone)
        values (${a.id}, ${cartId}, 150000, 150000, 0, ${currency}, 'paid', 'A', 'a@example.com', '+70000000000') returning id`);
    const pay = async (amount: number, at: string, status = 'succeeded', currency = 'RUB') => {
      const id = ((await order(currency)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
      await t.db
        .execute(sql`insert into transactions (uuid, order_id, payment_system, status, amount, currency, completed_at)
        values (gen_random_uuid(), ${id}, 'sandbox', ${status}, ${amount}, ${currency}, ${at})`);
      return id;
    };
    const refunded = await pay(150000, today);
    await pay(50000, today);
    await pay(70000, yesterday);
    await pay(99900, today, 'declined');
    await pay(10000, today, 'succeeded', 'KZT'); // another currency is not added up
    await t.db.execute(sql`insert into refunds (order_id, amount, currency, reason, keep_access, created_at)
      values (${refunded}, 150000, 'RUB', 'test', false, ${today})`);

    const result = await dashboard(t.db, 7, ZONE, NOW);
    expect(result.from).toBe('2021-03-04');
    expect(result.to).toBe('2021-03-10');
    const day = (date: string) => result.days.find((row) => row.date === date);
    expect(day('2021-03-10')).toEqual({
      date: '2021-03-10',
      activeStudents: 2,
      lessonsWatched: 1,
      homeworkSubmitted: 1,
      homeworkChecked: 1,
      payments: 2,
      paymentsAmount: 200000,
      refunds: 1,
      refundsAmount: 150000,
    });
    expect(day('2021-03-09')).toMatchObject({
      activeStudents: 1,
      lessonsWatched: 1,
      payments: 1,
      paymentsAmount: 70000,
    });
    expect(day('2021-03-08')).toMatchObject({ activeStudents: 0, payments: 0 });
    expect(result.backlog.find((row) => row.checker.id === staff.id)).toBeUndefined();
  });

  it('shows the checking backlog per checker: their subjects, a head curator the whole queue', async () => {
    const course = await buildCourse(t.db);
    const lesson = await buildLesson(t.db, course);
    const student = await buildUser(t.db);
    const { submission } = await buildHomework(t.db, lesson, { studentId: student.id, status: 'DONE' });
    await t.db.execute(
      sql`update homework_submissions set submitted_at = now() - interval '1 day' where id = ${submission!.id}`,
    );
    const task = await t.db.execute(
      sql`insert into tasks (class_type_id, type, statement_html, max_points) values (${course.classTypeId}, 'EXTENDED', 'x', 2) returning id`,
    );
    const taskId = (task as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await t.db.execute(
      sql`insert into homework_answers (submission_id, task_id, state) values (${submission!.id}, ${taskId}, 'CHECKING')`,
    );
    const curator = await buildChecker(t.db, [course.classTypeId]);
    const another = await t.db.execute(sql`select id from class_types where id <> ${course.classTypeId} limit 1`);
    const other = await buildChecker(t.db, [(another as unknown as { rows: { id: number }[] }).rows[0]!.id]);
    const res = await get(t.app, `${URL}?days=7`, { token: admin });
    expect(res.status).toBe(200);
    const row = (id: number) => res.body.backlog.find((item: { checker: { id: number } }) => item.checker.id === id);
    expect(row(curator.user.id)).toMatchObject({ subjects: 1, waiting: 1 });
    expect(row(curator.user.id).oldest_submitted_at).not.toBeNull();
    expect(row(other.user.id)).toMatchObject({ waiting: 0, oldest_submitted_at: null });
    expect(res.body.waiting_total).toBeGreaterThanOrEqual(1);
    const head = res.body.backlog.find((item: { subjects: number | null }) => item.subjects === null);
    if (head) expect(head.waiting).toBe(res.body.waiting_total);
  });
});
