import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildCourse, buildLesson, type TestCourse } from '../../test/course-factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { setSubmission } from '../homework/homework.service.js';

const TASKS = '/staff/content/tasks/';
const put = (t: TestApp, path: string, body: unknown, token: string) => api(t.app, 'PUT', path, { body, token });

let t: TestApp;
let methodist: string;
let admin: string;
let sales: string;
let student: { id: number };
let course: TestCourse;
let otherCourse: TestCourse;

const single = (classType: number, statement = '<p>Сколько будет $2+2$?</p>') => ({
  class_type: classType,
  type: 'SINGLE',
  statement_html: statement,
  options: [
    { id: 'a', html: '3' },
    { id: 'b', html: '4' },
  ],
  correct: { type: 'SINGLE', choice: 'b' },
  max_points: 2,
});
const extended = (classType: number) => ({
  class_type: classType,
  type: 'EXTENDED',
  statement_html: '<p>Докажите <script>alert(1)</script>теорему</p>',
  criteria: [
    { title: 'Идея', max_points: 2 },
    { title: 'Выкладки', max_points: 3 },
  ],
});

async function audit(entity: string, id: number | string) {
  const res = await get(t.app, `/staff/audit-log/?entity=${entity}&entity_id=${id}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.results as { action: string; changes: Record<string, unknown> }[];
}

beforeAll(async () => {
  t = await createTestApp();
  methodist = await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_ROLE' }));
  admin = await accessTokenFor(await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE' }));
  sales = await accessTokenFor(await buildUser(t.db, { role: 'SALE_MANAGER' }));
  student = await buildUser(t.db, { role: 'STUDENT_ROLE' });
  course = await buildCourse(t.db);
  otherCourse = await buildCourse(t.db, { subject: 'Физика' }).catch(() => buildCourse(t.db));
});
afterAll(() => t?.close());

describe('the task bank for staff', () => {
  it('creates public tasks with the tutor’s checks, cleans HTML and audits', async () => {
    const res = await post(t.app, TASKS, single(course.classTypeId), { token: methodist });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'SINGLE',
      correct: { type: 'SINGLE', choice: 'b' },
      max_points: 2,
      homework_count: 0,
      is_frozen: false,
    });
    expect((await audit('task', res.body.id)).map((a) => a.action)).toEqual(['task.create']);

    const ext = await post(t.app, TASKS, extended(course.classTypeId), { token: methodist });
    expect(ext.status).toBe(201);
    expect(ext.body.statement_html).not.toContain('script');
    expect(ext.body.max_points).toBe(5);
    expect(ext.body.criteria.map((c: { title: string }) => c.title)).toEqual(['Идея', 'Выкладки']);
  });

  it('refuses a bad task with the field and a role outside content', async () => {
    expectFieldError(
      await post(
        t.app,
        TASKS,
        { ...single(course.classTypeId), correct: { type: 'SINGLE', choice: 'z' } },
        { token: methodist },
      ),
      'correct',
    );
    expectFieldError(
      await post(t.app, TASKS, { ...single(course.classTypeId), statement_html: '<p> </p>' }, { token: methodist }),
      'statement_html',
    );
    expectFieldError(await post(t.app, TASKS, { type: 'NOPE' }, { token: methodist }), 'class_type');
    expectForbidden(await post(t.app, TASKS, single(course.classTypeId), { token: sales }));
    expectForbidden(await get(t.app, TASKS, { token: sales }));
  });

  it('lists the public bank with filters, search and pagination, never tutors’ own tasks', async () => {
    await post(t.app, TASKS, single(course.classTypeId, '<p>Уникальное слово зебра</p>'), { token: methodist });
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    const own = await post(t.app, '/v2/materials/tasks/', single(course.classTypeId, '<p>Зебра репетитора</p>'), {
      token: tutor,
    });
    expect(own.status).toBe(201);

    const found = await get(t.app, `${TASKS}?search=зебра`, { token: methodist });
    expect(found.body.count).toBe(1);
    expect(found.body.results[0].statement_html).toContain('Уникальное');
    const byType = await get(t.app, `${TASKS}?type=EXTENDED&class_type=${course.classTypeId}`, { token: methodist });
    expect(byType.body.results.every((r: { type: string }) => r.type === 'EXTENDED')).toBe(true);
    const page = await get(t.app, `${TASKS}?limit=1&ordering=id`, { token: methodist });
    expect(page.body.results).toHaveLength(1);
    expect(page.body.count).toBeGreaterThan(1);
    expectFieldError(await get(t.app, `${TASKS}?ordering=statement`, { token: methodist }), 'ordering');
    expectFieldError(await get(t.app, `${TASKS}?search=${'я'.repeat(101)}`, { token: methodist }), 'search');
  });

  it('edits a task, audits the change, and refuses one a student has started', async () => {
    const created = await post(t.app, TASKS, single(course.classTypeId), { token: methodist });
    const id = created.body.id as number;
    const edited = await put(t, `${TASKS}${id}/`, { ...single(course.classTypeId), max_points: 3 }, methodist);
    expect(edited.status).toBe(200);
    expect(edited.body.max_points).toBe(3);
    const rows = await audit('task', id);
    expect(rows[0]).toMatchObject({ action: 'task.update', changes: { max_points: [2, 3] } });
    expectError(await put(t, `${TASKS}999999/`, single(course.classTypeId), methodist), 404, { code: 'not_found' });

    const lesson = await buildLesson(t.db, course);
    const set = await put(
      t,
      `/staff/content/lessons/${lesson.id}/homework/`,
      { title: 'ДЗ', deadline: new Date(Date.now() + 86_400_000).toISOString(), tasks: [id] },
      methodist,
    );
    expect(set.status).toBe(200);
    await setSubmission(t.db, { homeworkId: set.body.homework.id, studentId: student.id, status: 'UNDONE' });
    expectError(await put(t, `${TASKS}${id}/`, single(course.classTypeId), methodist), 409, { code: 'task_in_use' });
  });
});

describe('the homework of a lesson', () => {
  it('builds a homework from bank tasks with its totals, then changes order and audits', async () => {
    const lesson = await buildLesson(t.db, course);
    const path = `/staff/content/lessons/${lesson.id}/homework/`;
    expect((await get(t.app, path, { token: methodist })).body.homework).toBeNull();
    const a = (await post(t.app, TASKS, single(course.classTypeId), { token: methodist })).body;
    const b = (await post(t.app, TASKS, extended(course.classTypeId), { token: methodist })).body;
    const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();

    const res = await put(
      t,
      path,
      { title: 'Домашка', deadline, time_limit_minutes: 45, tasks: [a.id, b.id] },
      methodist,
    );
    expect(res.status).toBe(200);
    expect(res.body.homework).toMatchObject({
      title: 'Домашка',
      tasks_total: 2,
      max_score: 7,
      time_limit_minutes: 45,
      submissions: 0,
    });
    expect(res.body.homework.tasks.map((x: { id: number }) => x.id)).toEqual([a.id, b.id]);
    const hwId = res.body.homework.id as number;
    expect((await audit('homework', hwId))[0]!.action).toBe('homework.create');

    const again = await put(t, path, { title: 'Домашка 2', deadline, tasks: [b.id] }, methodist);
    expect(again.body.homework).toMatchObject({ id: hwId, tasks_total: 1, max_score: 5, time_limit_minutes: null });
    expect((await audit('homework', hwId))[0]).toMatchObject({ action: 'homework.update' });

    // The student sees it as their lesson's homework.
    const sees = await get(t.app, path, { token: methodist });
    expect(sees.body.homework.tasks).toHaveLength(1);
  });

  it('refuses bad input, other subjects, unknown lessons and other roles', async () => {
    const lesson = await buildLesson(t.db, course);
    const path = `/staff/content/lessons/${lesson.id}/homework/`;
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    const a = (await post(t.app, TASKS, single(course.classTypeId), { token: methodist })).body;
    expectFieldError(await put(t, path, { title: '', deadline, tasks: [a.id] }, methodist), 'title');
    expectFieldError(await put(t, path, { title: 'X', deadline, tasks: [] }, methodist), 'tasks');
    expectFieldError(await put(t, path, { title: 'X', deadline: 'завтра', tasks: [a.id] }, methodist), 'deadline');
    expectFieldError(await put(t, path, { title: 'X', deadline, tasks: [a.id, a.id] }, methodist), 'tasks');
    expectFieldError(await put(t, path, { title: 'X', deadline, tasks: [a.id, 999_999] }, methodist), 'tasks.1');
    if (otherCourse.classTypeId !== course.classTypeId) {
      const other = (await post(t.app, TASKS, single(otherCourse.classTypeId), { token: methodist })).body;
      expectFieldError(
        await put(t, path, { title: 'X', deadline, tasks: [other.id] }, methodist),
        'tasks.0',
        'wrong_subject',
      );
    }
    expectError(await get(t.app, '/staff/content/lessons/999999/homework/', { token: methodist }), 404, {
      code: 'not_found',
    });
    expectForbidden(await put(t, path, { title: 'X', deadline, tasks: [a.id] }, sales));
  });

  it('freezes the task list once a student has a submission (409) but lets the deadline move', async () => {
    const lesson = await buildLesson(t.db, course);
    const path = `/staff/content/lessons/${lesson.id}/homework/`;
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    const a = (await post(t.app, TASKS, single(course.classTypeId), { token: methodist })).body;
    const b = (await post(t.app, TASKS, single(course.classTypeId), { token: methodist })).body;
    const res = await put(t, path, { title: 'X', deadline, tasks: [a.id] }, methodist);
    await setSubmission(t.db, { homeworkId: res.body.homework.id, studentId: student.id, status: 'UNDONE' });
    const refused = await put(t, path, { title: 'X', deadline, tasks: [a.id, b.id] }, methodist);
    expectError(refused, 409, { code: 'homework_started' });
    expect(refused.body.errors[0].detail).toMatch(/начали ученики/);
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const moved = await put(t, path, { title: 'X', deadline: later, tasks: [a.id] }, methodist);
    expect(moved.status).toBe(200);
    expect(moved.body.homework).toMatchObject({ deadline: later, submissions: 1, tasks_total: 1 });
  });
});

describe('bulk import', () => {
  const PREVIEW = '/staff/content/import/preview/';
  const COMMIT = '/staff/content/import/commit/';
  const lessonsCsv = [
    'title,kind,start_at,lesson_number,duration_minutes,video_url',
    'Производная,THEORY,2026-09-01 15:00,101,90,https://video.example.com/1.mp4',
    'Практика,practice,2026-09-03T15:00:00+05:00,102,,',
  ].join('\n');
  const badCsv = `${lessonsCsv}\n,LECTURE,вчера,0,,ftp://x`;
  const count = async () =>
    (await get(t.app, `/staff/audit-log/?action=lesson.import`, { token: admin })).body.count as number;

  it('previews every row with its errors and writes nothing', async () => {
    const before = await count();
    const res = await post(
      t.app,
      PREVIEW,
      { kind: 'lessons', format: 'csv', text: badCsv, product: course.productId },
      { token: methodist },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: 2, invalid: 1, file_errors: [] });
    const bad = res.body.rows[2];
    expect(bad.row).toBe(3);
    expect(bad.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['kind', 'lesson_number', 'start_at', 'title', 'video_url'].sort(),
    );
    expect(bad.errors.find((e: { field: string }) => e.field === 'kind').message).toMatch(/THEORY/);
    expect(await count()).toBe(before);
    const refused = await post(
      t.app,
      COMMIT,
      { kind: 'lessons', format: 'csv', text: badCsv, product: course.productId },
      { token: methodist },
    );
    expectError(refused, 400, { code: 'import_has_errors' });
    expect(await count()).toBe(before);
  });

  it('commits lessons as drafts in one go, with one audit row', async () => {
    const res = await post(
      t.app,
      COMMIT,
      { kind: 'lessons', format: 'csv', text: lessonsCsv, product: course.productId },
      { token: methodist },
    );
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(2);
    const hw = await get(t.app, `/staff/content/lessons/${res.body.ids[0]}/homework/`, { token: methodist });
    expect(hw.body.lesson).toMatchObject({
      title: 'Производная',
      is_published: false,
      start_at: '2026-09-01T10:00:00.000Z',
    });
    const log = await get(t.app, `/staff/audit-log/?action=lesson.import&entity_id=${course.productId}`, {
      token: admin,
    });
    expect(log.body.count).toBe(1);
    expect(log.body.results[0].changes).toMatchObject({ created: 2 });
  });

  it('imports tasks of every type from JSON and CSV', async () => {
    const rows = [
      { type: 'SHORT', statement: 'Корень из 16?', correct: '4|четыре' },
      { type: 'SINGLE', statement: '$2+2$', options: '3|4|5', correct: 'b', max_points: 2 },
      { type: 'MULTIPLE', statement: 'Чётные', options: ['1', '2', '4'], correct: '2|3' },
      { type: 'ORDER', statement: 'По возрастанию', options: '1|2|3' },
      { type: 'MATCH', statement: 'Сопоставьте', match_items: 'x²|x³', options: '2x|3x²', correct: '1=a|2=b' },
      { type: 'EXTENDED', statement: 'Докажите', criteria: 'Идея:2|Выкладки:3' },
    ];
    const body = { kind: 'tasks', format: 'json', text: JSON.stringify(rows), class_type: course.classTypeId };
    const preview = await post(t.app, PREVIEW, body, { token: methodist });
    expect(preview.body.rows.flatMap((r: { errors: unknown[] }) => r.errors)).toEqual([]);
    const res = await post(t.app, COMMIT, body, { token: methodist });
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(6);
    const ext = await get(t.app, `${TASKS}${res.body.ids[5]}/`, { token: methodist });
    expect(ext.body).toMatchObject({ type: 'EXTENDED', max_points: 5 });

    const csv = 'type,statement,options,correct\nSINGLE,Вопрос,да|нет,c\nSHORT,,,1';
    const bad = await post(
      t.app,
      PREVIEW,
      { kind: 'tasks', format: 'csv', text: csv, class_type: course.classTypeId },
      { token: methodist },
    );
    expect(bad.body.invalid).toBe(2);
    expect(bad.body.rows[0].errors[0]).toMatchObject({ field: 'correct' });
    expect(bad.body.rows[1].errors[0]).toMatchObject({ field: 'statement' });
  });

  it('refuses a file without rows, bad JSON, a missing product and other roles', async () => {
    const empty = await post(
      t.app,
      PREVIEW,
      { kind: 'lessons', format: 'json', text: '{', product: course.productId },
      { token: methodist },
    );
    expect(empty.body.file_errors).toEqual(['Файл не читается как JSON.']);
    expectFieldError(
      await post(t.app, PREVIEW, { kind: 'lessons', format: 'csv', text: lessonsCsv }, { token: methodist }),
      'product',
    );
    expectFieldError(
      await post(t.app, PREVIEW, { kind: 'tasks', format: 'csv', text: 'a' }, { token: methodist }),
      'class_type',
    );
    expectFieldError(
      await post(t.app, PREVIEW, { kind: 'posts', format: 'csv', text: 'a' }, { token: methodist }),
      'kind',
    );
    expectForbidden(
      await post(
        t.app,
        COMMIT,
        { kind: 'lessons', format: 'csv', text: lessonsCsv, product: course.productId },
        { token: sales },
      ),
    );
  });
});
