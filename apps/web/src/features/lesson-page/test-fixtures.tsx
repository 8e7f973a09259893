import { vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { snakeKeys, type LessonDetail, type User } from '@school/contract';
import { setAppSettings } from '../../shared/config/app-settings';
import { sessionStore } from '../../shared/session/session-store';
import { renderAppRoute } from '../../test/render-route';

export const lessonFixture = (patch: Partial<LessonDetail> = {}): LessonDetail => ({
  id: 42,
  title: 'Квадратные уравнения',
  lessonNumber: 3,
  startDatetime: '2025-03-10T15:00:00Z',
  durationMinutes: 90,
  video: '/media/sample-lesson.webm',
  videoLength: 72,
  viewed: false,
  isLive: false,
  isAvailable: true,
  isPreparing: false,
  alwaysOpen: false,
  withoutVideo: false,
  startedAndNotFinishedView: false,
  lessonTag: null,
  lessonType: 'THEORY',
  sysCourseType: 'master_group',
  productTypeId: 7,
  classType: { id: 1, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' } },
  homework: null,
  view: { viewedOffline: 0, viewedOnline: 0 },
  description: 'Разбираем дискриминант и теорему Виета.',
  accessHash: 'share-hash-0001',
  productId: 1,
  productTypeTitle: 'Математика ЕГЭ · Мастер-группа',
  mgMonths: [{ id: 3, title: 'Март' }],
  teacher: { id: 5, fullName: 'Ирина Смирнова', avatar: null },
  openedByAccessLink: false,
  feedback: { visible: true, score: null },
  ...patch,
});

export const studentFixture: User = {
  id: 1,
  role: 'STUDENT_ROLE',
  firstName: 'Аня',
  lastName: 'Петрова',
  email: 'student@example.com',
  avatar: null,
  student: null,
};

export interface Sent {
  method: string;
  path: string;
  body: unknown;
  keepalive: boolean;
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? '' : JSON.stringify(snakeKeys(body)), {
    status,
    headers: { 'content-type': 'application/json' },
  });
export const failure = (status: number) =>
  new Response(JSON.stringify({ type: 'client_error', errors: [{ attr: null, detail: 'Нет', code: 'x' }] }), {
    status,
  });

/** Stubs fetch with answers by "METHOD /path"; records what was sent. */
export function serve(answers: Record<string, () => Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/\?.*/, '');
    sent.push({
      method,
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      keepalive: !!init.keepalive,
    });
    const answer = answers[`${method} ${path}`];
    return answer ? answer() : failure(404);
  });
  return sent;
}

export function prepare(user: User | null = studentFixture): void {
  setAppSettings({
    variant: 'RU',
    productName: 'Вектор',
    timeZone: 'Europe/Moscow',
    timeZoneLabel: 'МСК',
    currency: 'RUB',
    locale: 'ru-RU',
    supportPhone: '',
    flagsClientKey: 'sdk-web',
  });
  sessionStore.setUser(user);
  localStorage.clear();
}

/** Opens a lesson page in the app's route table (see `prepare` for the user). */
export async function renderLessonRoute(path: string) {
  return renderAppRoute(path);
}

export const video = () => document.querySelector('video');
export const findVideo = () =>
  waitFor(() => {
    const found = video();
    if (!found) throw new Error('no video yet');
    return found;
  });

/** Plays the page's video for `seconds` of fake time, its position moving with the clock. */
export async function watch(seconds: number) {
  const element = await findVideo();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const startedAt = Date.now();
  let playing = true;
  let stoppedAt = 0;
  Object.defineProperty(element, 'currentTime', {
    configurable: true,
    get: () => (playing ? (Date.now() - startedAt) / 1000 : stoppedAt),
    set: () => undefined,
  });
  Object.defineProperty(element, 'paused', { configurable: true, get: () => !playing });
  fireEvent.play(element);
  vi.advanceTimersByTime(seconds * 1000);
  stoppedAt = element.currentTime;
  playing = false;
  fireEvent.pause(element);
  vi.useRealTimers();
}
