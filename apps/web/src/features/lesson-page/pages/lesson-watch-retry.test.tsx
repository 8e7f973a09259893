import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { failure, json, lessonFixture, prepare, renderLessonRoute, serve, watch } from '../test-fixtures';

const LESSON = { 'GET /api/v2/lessons/42/': () => json(lessonFixture()) };
const SUBMISSIONS = '/api/lessons/submissions/';
const pending = () => JSON.parse(localStorage.getItem('lesson-watch-pending') ?? '[]') as unknown[];

beforeEach(() => {
  prepare();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a watch-time report the server failed (issue 8; spec 3 §7)', { timeout: 15_000 }, () => {
  it('keeps the time and sends it when the lesson is opened again, after a reload', async () => {
    serve({ ...LESSON, [`POST ${SUBMISSIONS}`]: () => failure(500) });
    const first = await renderLessonRoute('/lesson/42');
    await watch(10);
    await waitFor(() => expect(pending()).toEqual([{ userId: 1, lesson: 42, viaAccessLink: false, time: 10 }]));
    first.unmount();

    const sent = serve({ ...LESSON, [`POST ${SUBMISSIONS}`]: () => json({ viewedOffline: 10, viewedOnline: 0 }, 201) });
    await renderLessonRoute('/lesson/42');
    await waitFor(() =>
      expect(sent.find((request) => request.path === SUBMISSIONS)?.body).toEqual({
        lesson: 42,
        time: 10,
        via_access_link: false,
      }),
    );
    await waitFor(() => expect(pending()).toEqual([]));
  });
});
