import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildCourse, buildHomework, buildLesson, grantAccess, type TestCourse } from '../../test/course-factories.js';
import { remindLessonStarts } from '../notifications/reminders/lesson-start.js';

// Issue 16: "a student never sees a half-made lesson" — every student-facing list and page.

let t: TestApp;
let methodist: string;
let student: string;
let studentId: number;
let course: TestCourse;

beforeAll(async () => {
  t = await createTestApp();
  methodist = await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_ROLE' }));
  const user = await buildUser(t.db, { role: 'STUDENT_ROLE' });
  studentId = user.id;
  student = await accessTokenFor(user);
  course = await buildCourse(t.db);
  await grantAccess(t.db, studentId, course);
});
afterAll(() => t?.close());

const ids = (body: { results?: { id: number }[] } | { id: number }[]) =>
  (Array.isArray(body) ? body : (body.results ?? [])).map((item) => item.id);

/** Everything a student reads that lists or opens lessons, for one lesson. */
async function seenByStudent(lesson: { id: number; accessHash: string; startAt: Date }) {
  const month = { year: String(lesson.startAt.getUTCFullYear()), month: String(lesson.startAt.getUTCMonth() + 1) };
  const [list, today, detail, byHash, materials, timetable, homework, mine] = await Promise.all([
    get(t.app, `/v3/lessons/?product_type=${course.productTypeId}&limit=100`, { token: student }),
    get(t.app, '/lessons/today/', { token: student }),
    get(t.app, `/v2/lessons/${lesson.id}/`, { token: student }),
    get(t.app, `/lessons/access/${lesson.accessHash}/`, { token: student }),
    get(t.app, `/lessons/${lesson.id}/materials/`, { token: student }),
    get(t.app, '/students/timetable/', { token: student, query: { type: 'lesson', ...month } }),
    get(t.app, '/v2/homework/', { token: student }),
    get(t.app, '/products/my/new/', { token: student }),
  ]);
  const timetableIds = (timetable.body as { items: { id: number }[] }[]).flatMap((day) =>
    day.items.map((item) => item.id),
  );
  return {
    list: ids(list.body).includes(lesson.id),
    today: ids(today.body).includes(lesson.id),
    detail: detail.status,
    byHash: byHash.status,
    materials: materials.status,
    timetable: timetableIds.includes(lesson.id),
    homework: (homework.body.results as { lesson_id: number | null }[]).some((h) => h.lesson_id === lesson.id),
    lessonsTotal: (mine.body as { product_type: { id: number }; lessons_total: number }[]).find(
      (entry) => entry.product_type.id === course.productTypeId,
    )?.lessons_total,
  };
}

describe('draft lessons (issue 16)', () => {
  it('are in no student list and answer 404, until published', async () => {
    const published = await buildLesson(t.db, course, { minutesFromNow: 5 });
    const draft = await buildLesson(t.db, course, { minutesFromNow: 6, isPublished: false });
    await buildHomework(t.db, draft);

    const hidden = await seenByStudent(draft);
    expect(hidden).toEqual({
      list: false,
      today: false,
      detail: 404,
      byHash: 404,
      materials: 404,
      timetable: false,
      homework: false,
      lessonsTotal: 1,
    });
    expect((await seenByStudent(published)).list).toBe(true);
    // Staff still open it.
    expect((await get(t.app, `/staff/content/lessons/${draft.id}/`, { token: methodist })).status).toBe(200);

    expect(
      (await post(t.app, `/staff/content/lessons/${draft.id}/publish/`, undefined, { token: methodist })).status,
    ).toBe(200);
    expect(await seenByStudent(draft)).toEqual({
      list: true,
      today: expect.any(Boolean),
      detail: 200,
      byHash: 200,
      materials: 200,
      timetable: true,
      homework: true,
      lessonsTotal: 2,
    });
  });

  it('remind nobody of their start', async () => {
    const draft = await buildLesson(t.db, course, { minutesFromNow: 3, isPublished: false });
    const published = await buildLesson(t.db, course, { minutesFromNow: 4 });
    await remindLessonStarts(t.db);
    const res = await get(t.app, '/v2/notifications/', { token: student });
    const lessonIds = JSON.stringify(res.body);
    expect(lessonIds).toContain(`"lesson_id":${published.id}`);
    expect(lessonIds).not.toContain(`"lesson_id":${draft.id}`);
  });
});
