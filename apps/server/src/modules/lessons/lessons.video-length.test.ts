import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildCourse, buildLesson, grantAccess, type TestCourse } from '../../test/course-factories.js';
import { lessons } from '../../db/schema.js';

/** Issue 7 item 8, docs/domain.md "Video length": a student's player report is theirs alone. */
let t: TestApp;
let course: TestCourse;
let reporter: string;
let classmate: string;

beforeAll(async () => {
  t = await createTestApp();
  course = await buildCourse(t.db);
  const [first, second] = [await buildUser(t.db), await buildUser(t.db)];
  for (const student of [first, second]) await grantAccess(t.db, student.id, course);
  reporter = await accessTokenFor(first);
  classmate = await accessTokenFor(second);
});
afterAll(() => t?.close());

const setLength = (token: string, id: number, seconds: number) =>
  api(t.app, 'PATCH', `/lessons/${id}/set-video-length/`, { token, body: { video_length: seconds } });
const watch = (token: string, id: number, time: number) =>
  post(t.app, '/lessons/submissions/', { lesson: id, time }, { token });
const detail = async (token: string, id: number) => (await get(t.app, `/v2/lessons/${id}/`, { token })).body;
const exp = async (token: string) => (await get(t.app, '/v2/students/student-balance/', { token })).body.balance.exp;

/** A 90-minute webinar whose recording is on a CDN and whose length nobody has told us. */
const remoteLesson = () => buildLesson(t.db, course, { videoUrl: 'https://cdn.example/rec.mp4', videoLength: null });

describe("a student's 1-second video length", () => {
  it('changes nothing for another student: neither the length they see nor what they are answered', async () => {
    const lesson = await remoteLesson();
    expect((await setLength(reporter, lesson.id, 1)).body).toEqual({ video_length: 1 });
    expect((await detail(classmate, lesson.id)).video_length).toBeNull();
    expect((await setLength(classmate, lesson.id, 5400)).body).toEqual({ video_length: 5400 });
    expect((await detail(classmate, lesson.id)).video_length).toBe(5400);
    expect((await detail(reporter, lesson.id)).video_length).toBe(1);
    const [row] = await t.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(row?.videoLength).toBeNull();
  });

  it('does not let the reporter mark the lesson viewed or earn experience after 1 s of watching', async () => {
    const lesson = await remoteLesson();
    const before = await exp(reporter);
    await setLength(reporter, lesson.id, 1);
    expect((await watch(reporter, lesson.id, 1)).status).toBe(201);
    expect((await detail(reporter, lesson.id)).viewed).toBe(false);
    expect(await exp(reporter)).toBe(before);
  });

  it('leaves the threshold at 80 % of the planned duration (90 min: 4320 s)', async () => {
    const lesson = await remoteLesson();
    await setLength(reporter, lesson.id, 1);
    await watch(reporter, lesson.id, 4319);
    expect((await detail(reporter, lesson.id)).viewed).toBe(false);
    await watch(reporter, lesson.id, 1);
    expect((await detail(reporter, lesson.id)).viewed).toBe(true);
  });

  it("a report longer than the planned duration raises only the reporter's own threshold", async () => {
    const lesson = await remoteLesson();
    await setLength(reporter, lesson.id, 6000);
    await watch(reporter, lesson.id, 4320);
    expect((await detail(reporter, lesson.id)).viewed).toBe(false);
    await watch(classmate, lesson.id, 4320);
    expect((await detail(classmate, lesson.id)).viewed).toBe(true);
  });
});

describe('a lesson whose video is one of our media files', () => {
  const localLesson = () => buildLesson(t.db, course, { videoUrl: '/media/sample-lesson.webm', videoLength: null });

  it("answers the file's real length (72 s) instead of the report, and stores it for everyone", async () => {
    const lesson = await localLesson();
    expect((await setLength(reporter, lesson.id, 1)).body).toEqual({ video_length: 72 });
    expect((await detail(classmate, lesson.id)).video_length).toBe(72);
    const [row] = await t.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(row?.videoLength).toBe(72);
  });

  it('measures watching against the real length: viewed at 80 % of 72 s', async () => {
    const lesson = await localLesson();
    await watch(reporter, lesson.id, 57);
    expect((await detail(reporter, lesson.id)).viewed).toBe(false);
    await watch(reporter, lesson.id, 1);
    expect((await detail(reporter, lesson.id)).viewed).toBe(true);
  });

  it('never reads outside the media folder', async () => {
    const lesson = await buildLesson(t.db, course, { videoUrl: '/media/../package.json', videoLength: null });
    expect((await setLength(reporter, lesson.id, 300)).body).toEqual({ video_length: 300 });
  });
});
