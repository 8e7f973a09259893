import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildCourse, type TestCourse } from '../../test/course-factories.js';
import { expectFieldError, expectForbidden, expectNotAuthenticated } from '../../test/expect-error.js';
import { multipartForm } from '../../test/multipart-form.js';
import { serverPath } from '../../paths.js';
import { detectVideo } from './lesson-video.js';

const patch = (t: TestApp, path: string, body: unknown, token: string) => api(t.app, 'PATCH', path, { body, token });

let t: TestApp;
let dataDir: string;
let methodist: string;
let teacher: string;
let sales: string;
let student: string;
let course: TestCourse;
let yearIds: number[];

/** The audit rows of one thing, newest first, as the heads of the school read them. */
async function auditOf(entity: string, id: number | string) {
  const admin = await accessTokenFor(await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE' }));
  const res = await get(t.app, `/staff/audit-log/?entity=${entity}&entity_id=${id}`, { token: admin });
  return res.body.results as { action: string; changes: Record<string, unknown> }[];
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'staff-content-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  methodist = await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_ROLE' }));
  teacher = await accessTokenFor(await buildUser(t.db, { role: 'TEACHER_ROLE' }));
  sales = await accessTokenFor(await buildUser(t.db, { role: 'SALE_MANAGER' }));
  student = await accessTokenFor(await buildUser(t.db, { role: 'STUDENT_ROLE' }));
  course = await buildCourse(t.db);
  yearIds = (await get(t.app, '/staff/content/class-years/', { token: methodist })).body.map(
    (y: { id: number }) => y.id,
  );
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('subjects and class years (staff content)', () => {
  it('creates, lists and edits a subject with its class years, audited', async () => {
    const created = await post(
      t.app,
      '/staff/content/subjects/',
      { title: 'Астрономия', color_base: '#112233', color_toxic: '#AABBCC', class_years: [yearIds[0]] },
      { token: methodist },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ title: 'Астрономия', color_base: '#112233', class_years: [yearIds[0]] });
    const id = created.body.id as number;

    const list = await get(t.app, '/staff/content/subjects/?search=астро', { token: teacher });
    expect(list.body.count).toBe(1);
    expect(list.body.results[0].id).toBe(id);

    const edited = await patch(t, `/staff/content/subjects/${id}/`, { class_years: yearIds, sort_order: 5 }, teacher);
    expect(edited.status).toBe(200);
    expect(edited.body.class_years).toEqual(yearIds);
    expect(edited.body.sort_order).toBe(5);
    // The student's reference list carries the new subject.
    const publicList = await get(t.app, '/v2/core/class-types/');
    expect(publicList.status).toBe(200);

    const audit = await auditOf('subject', id);
    expect(audit.map((row) => row.action)).toEqual(['subject.update', 'subject.create']);
    expect(audit[0]!.changes.sort_order).toEqual([0, 5]);
  });

  it('refuses a taken title, a bad colour and an unknown class year with the error body', async () => {
    const body = { title: 'Биология-2', color_base: '#000000', color_toxic: '#ffffff' };
    expect((await post(t.app, '/staff/content/subjects/', body, { token: methodist })).status).toBe(201);
    expectFieldError(await post(t.app, '/staff/content/subjects/', body, { token: methodist }), 'title', 'duplicate');
    expectFieldError(
      await post(t.app, '/staff/content/subjects/', { ...body, title: 'Х', color_base: 'red' }, { token: methodist }),
      'color_base',
    );
    expectFieldError(
      await post(
        t.app,
        '/staff/content/subjects/',
        { ...body, title: 'Y', class_years: [999999] },
        { token: methodist },
      ),
      'class_years',
      'not_found',
    );
    expect((await patch(t, '/staff/content/subjects/999999/', { sort_order: 1 }, methodist)).status).toBe(404);
  });

  it('adds a class year once', async () => {
    const created = await post(
      t.app,
      '/staff/content/class-years/',
      { title: '8 класс', value: 8 },
      { token: methodist },
    );
    expect(created.status).toBe(201);
    expectFieldError(
      await post(t.app, '/staff/content/class-years/', { title: '8 класс', value: 8 }, { token: methodist }),
      'value',
      'duplicate',
    );
    expect((await auditOf('class_year', created.body.id)).map((row) => row.action)).toEqual(['class_year.create']);
  });

  it('is for content staff only', async () => {
    expectForbidden(await get(t.app, '/staff/content/subjects/', { token: sales }));
    expectForbidden(await get(t.app, '/staff/content/subjects/', { token: student }));
    expectNotAuthenticated(await get(t.app, '/staff/content/subjects/'));
  });
});

describe('courses (product types) and their months', () => {
  it('creates a course, filters by subject, edits it and adds a month, audited', async () => {
    const subject = (await get(t.app, '/staff/content/subjects/?search=Астрономия', { token: methodist })).body
      .results[0];
    const created = await post(
      t.app,
      '/staff/content/courses/',
      {
        title: 'Астрономия · Мастер-группа',
        type: 'MG',
        kind: 'MG',
        class_type: subject.id,
        class_year: yearIds[0],
        course_type: 'master_group',
      },
      { token: methodist },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      type: 'MG',
      class_type: { id: subject.id, title: 'Астрономия' },
      course_type: { code: 'master_group' },
      months: [],
      products: [],
    });
    const id = created.body.id as number;

    const bySubject = await get(t.app, `/staff/content/courses/?class_type=${subject.id}`, { token: methodist });
    expect(bySubject.body.results.map((c: { id: number }) => c.id)).toEqual([id]);

    const edited = await patch(t, `/staff/content/courses/${id}/`, { description: 'Звёзды и планеты' }, methodist);
    expect(edited.body.description).toBe('Звёзды и планеты');

    const month = await post(
      t.app,
      `/staff/content/courses/${id}/months/`,
      { month: '2026-09', title: 'Сентябрь' },
      { token: methodist },
    );
    expect(month.status).toBe(201);
    expect(month.body).toMatchObject({ month: '2026-09-01', title: 'Сентябрь' });
    expectFieldError(
      await post(
        t.app,
        `/staff/content/courses/${id}/months/`,
        { month: '2026-09', title: 'Ещё' },
        { token: methodist },
      ),
      'month',
      'duplicate',
    );
    expect((await get(t.app, `/staff/content/courses/${id}/`, { token: methodist })).body.months).toHaveLength(1);
    expect((await auditOf('course', id)).map((row) => row.action)).toEqual(['course.update', 'course.create']);
    expect((await auditOf('mg_month', month.body.id)).map((row) => row.action)).toEqual(['mg_month.create']);
  });

  it('refuses an unknown type, subject or course type', async () => {
    const base = { title: 'Курс', type: 'MG', kind: 'MG', class_type: course.classTypeId, class_year: yearIds[0] };
    expectFieldError(
      await post(
        t.app,
        '/staff/content/courses/',
        { ...base, type: 'NOPE', course_type: 'course' },
        { token: methodist },
      ),
      'type',
    );
    expectFieldError(
      await post(
        t.app,
        '/staff/content/courses/',
        { ...base, class_type: 999999, course_type: 'course' },
        { token: methodist },
      ),
      'class_type',
      'not_found',
    );
    expectFieldError(
      await post(t.app, '/staff/content/courses/', { ...base, course_type: 'x' }, { token: methodist }),
      'course_type',
    );
    expectFieldError(await get(t.app, '/staff/content/courses/?ordering=price', { token: methodist }), 'ordering');
    expectForbidden(await post(t.app, '/staff/content/courses/', base, { token: sales }));
  });
});

const lessonBody = (productId: number, extra: Record<string, unknown> = {}) => ({
  product: productId,
  title: 'Кометы',
  kind: 'THEORY',
  lesson_number: 1,
  start_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  duration_minutes: 60,
  materials: [{ title: 'Конспект', url: '/media/materials/sample-summary.pdf', kind: 'summary' }],
  sub_lessons: [{ title: 'Разбор', video_url: 'https://video.example.com/1.mp4' }],
  ...extra,
});

describe('lessons', () => {
  it('creates a draft, edits it, publishes and unpublishes it, audited', async () => {
    const created = await post(t.app, '/staff/content/lessons/', lessonBody(course.productId), { token: methodist });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      is_published: false,
      product_type_id: course.productTypeId,
      mg_month_id: course.mgMonthId,
      materials: [{ title: 'Конспект', kind: 'summary' }],
      sub_lessons: [{ title: 'Разбор' }],
    });
    const id = created.body.id as number;

    const edited = await patch(
      t,
      `/staff/content/lessons/${id}/`,
      {
        title: 'Кометы и астероиды',
        kind: 'PRACTICE',
        video_url: 'https://video.example.com/lesson.mp4',
        materials: [],
      },
      methodist,
    );
    expect(edited.body).toMatchObject({ title: 'Кометы и астероиды', kind: 'PRACTICE', materials: [] });

    const list = await get(t.app, `/staff/content/lessons/?course=${course.productTypeId}`, { token: teacher });
    expect(list.body.results.map((l: { id: number }) => l.id)).toContain(id);

    expect(
      (await post(t.app, `/staff/content/lessons/${id}/publish/`, undefined, { token: methodist })).body.is_published,
    ).toBe(true);
    expect(
      (await post(t.app, `/staff/content/lessons/${id}/unpublish/`, undefined, { token: methodist })).body.is_published,
    ).toBe(false);
    const audit = await auditOf('lesson', id);
    expect(audit.map((row) => row.action)).toEqual([
      'lesson.unpublish',
      'lesson.publish',
      'lesson.update',
      'lesson.create',
    ]);
    expect(audit[2]!.changes.title).toEqual(['Кометы', 'Кометы и астероиды']);
  });

  it('refuses bad input with the error body', async () => {
    expectFieldError(await post(t.app, '/staff/content/lessons/', {}, { token: methodist }), 'product');
    expectFieldError(
      await post(t.app, '/staff/content/lessons/', lessonBody(999999), { token: methodist }),
      'product',
      'not_found',
    );
    expectFieldError(
      await post(t.app, '/staff/content/lessons/', lessonBody(course.productId, { kind: 'LECTURE' }), {
        token: methodist,
      }),
      'kind',
    );
    expectFieldError(
      await post(t.app, '/staff/content/lessons/', lessonBody(course.productId, { video_url: 'javascript:alert(1)' }), {
        token: methodist,
      }),
      'video_url',
    );
    expectFieldError(
      await post(t.app, '/staff/content/lessons/', lessonBody(course.productId, { start_at: 'tomorrow' }), {
        token: methodist,
      }),
      'start_at',
    );
    expect((await post(t.app, '/staff/content/lessons/999999/publish/', undefined, { token: methodist })).status).toBe(
      404,
    );
    expectForbidden(await post(t.app, '/staff/content/lessons/', lessonBody(course.productId), { token: sales }));
    expectForbidden(await get(t.app, '/staff/content/lessons/', { token: student }));
  });
});

describe('lesson video upload', () => {
  const upload = async (id: number, file: Parameters<typeof multipartForm>[0], token = methodist) => {
    const form = multipartForm(file);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/content/lessons/${id}/video/`,
      headers: { 'content-type': form.contentType, authorization: `Bearer ${token}`, platform: 'newdesign' },
      payload: form.payload,
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  it('stores a WebM through the storage adapter and reads its length from the file', async () => {
    const lesson = await post(t.app, '/staff/content/lessons/', lessonBody(course.productId), { token: methodist });
    const bytes = await readFile(serverPath('media/sample-lesson.webm'));
    const res = await upload(lesson.body.id, { bytes, name: 'урок.webm', type: 'video/webm', field: 'video' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.video_url).toMatch(/^\/uploads\/lessons\/[0-9a-f]{32}\.webm$/);
    expect(res.body.video_length).toBeGreaterThan(0);
    expect(await readFile(join(dataDir, 'uploads', res.body.video_url.replace('/uploads/', '')))).toEqual(bytes);
    const audit = await auditOf('lesson', lesson.body.id);
    expect(audit[0]).toMatchObject({ action: 'lesson.video', changes: { file: 'урок.webm', bytes: bytes.length } });
  });

  it('refuses what is not a video, another field, a missing lesson and other roles', async () => {
    const lesson = await post(t.app, '/staff/content/lessons/', lessonBody(course.productId), { token: methodist });
    const text = Buffer.from('not a video at all, just text');
    expectFieldError(
      await upload(lesson.body.id, { bytes: text, name: 'a.mp4', type: 'video/mp4', field: 'video' }),
      'video',
      'not_video',
    );
    expectFieldError(
      await upload(lesson.body.id, { bytes: text, name: 'a.mp4', type: 'video/mp4', field: 'file' }),
      'file',
    );
    expectFieldError(
      await post(t.app, `/staff/content/lessons/${lesson.body.id}/video/`, {}, { token: methodist }),
      'video',
      'required',
    );
    const webm = await readFile(serverPath('media/sample-lesson.webm'));
    expect((await upload(999999, { bytes: webm, name: 'a.webm', type: 'video/webm', field: 'video' })).status).toBe(
      404,
    );
    expectForbidden(
      await upload(lesson.body.id, { bytes: webm, name: 'a.webm', type: 'video/webm', field: 'video' }, sales),
    );
  });

  it('knows MP4 and WebM by their bytes', () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
    expect(detectVideo(mp4)?.extension).toBe('mp4');
    expect(detectVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1]))?.extension).toBe('webm');
    expect(detectVideo(Buffer.from('%PDF-1.4 ....'))).toBeNull();
  });
});
