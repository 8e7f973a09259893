import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  failure,
  findVideo,
  json,
  lessonFixture,
  prepare,
  renderLessonRoute,
  serve,
  video,
  watch,
} from '../test-fixtures';

const LESSON = 'GET /api/v2/lessons/42/';
const MATERIALS = 'GET /api/lessons/42/materials/';
const SUB_LESSONS = 'GET /api/v3/lessons/42/sub-lessons/';
const HOMEWORK = 'GET /api/v2/lessons/42/homework/';

const materials = {
  results: [
    { id: 1, title: 'Рабочая тетрадь к уроку 3', url: 'https://files.example/wb.pdf', kind: 'workbook' },
    { id: 2, title: 'Конспект', url: 'https://files.example/sum.pdf', kind: 'summary' },
  ],
};
const subLessons = {
  results: [{ id: 9, title: 'Разбор задачи 12', video: '/media/part-2.webm', videoLength: 30 }],
};
const homework = {
  homeworkId: 11,
  title: 'ДЗ к уроку 3',
  submissionId: 4,
  status: 'UNDONE',
  tasksTotal: 5,
  tasksDone: 3,
  deadline: '2025-03-17T20:59:00Z',
};

function standardAnswers(lesson = lessonFixture()) {
  return {
    [LESSON]: () => json(lesson),
    [MATERIALS]: () => json(materials),
    [SUB_LESSONS]: () => json(subLessons),
    [HOMEWORK]: () => json(homework),
  };
}

beforeEach(() => prepare());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LessonPage, an available lesson', { timeout: 15_000 }, () => {
  it('shows the lesson, its player, materials, homework and feedback', async () => {
    serve(standardAnswers());
    await renderLessonRoute('/lesson/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Квадратные уравнения' })).toBeInTheDocument();
    expect(screen.getByText('Математика')).toBeInTheDocument();
    expect(screen.getByText('Ирина Смирнова')).toBeInTheDocument();
    // 15:00 UTC is 18:00 in Moscow, whatever the test machine's zone.
    expect(screen.getByText(/10 марта.*18:00 МСК/)).toBeInTheDocument();
    expect(screen.getByText('Разбираем дискриминант и теорему Виета.')).toBeInTheDocument();
    expect(video()).toHaveAttribute('src', 'http://localhost:3000/media/sample-lesson.webm');

    const materialsSection = await screen.findByRole('region', { name: 'Материалы' });
    expect(within(materialsSection).getByRole('link', { name: 'Рабочая тетрадь к уроку 3' })).toHaveAttribute(
      'href',
      'https://files.example/wb.pdf',
    );
    const homeworkSection = await screen.findByRole('region', { name: 'Домашнее задание' });
    expect(within(homeworkSection).getByText('ДЗ к уроку 3')).toBeInTheDocument();
    expect(within(homeworkSection).getByText('Выполнено 3 из 5')).toBeInTheDocument();
    expect(within(homeworkSection).getByText('Не сдано')).toBeInTheDocument();
    expect(within(homeworkSection).getByText(/Сдать до .*17 марта/)).toBeInTheDocument();
    expect(within(homeworkSection).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    // Spec 2 §4, issue 10: the same homework button as the lesson card, leading to the homework.
    expect(within(homeworkSection).getByRole('link', { name: 'Сделать домашку' })).toHaveAttribute(
      'href',
      '/homework/11',
    );

    expect(screen.getByRole('region', { name: 'Как тебе урок?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все уроки курса' })).toHaveAttribute('href', '/lessons/7');
  });

  it('switches the player to a sub-lesson and back', async () => {
    serve(standardAnswers());
    const user = userEvent.setup();
    await renderLessonRoute('/lesson/42');
    await user.click(await screen.findByRole('button', { name: 'Разбор задачи 12' }));
    expect(video()).toHaveAttribute('src', 'http://localhost:3000/media/part-2.webm');
    expect(screen.getByRole('button', { name: 'Разбор задачи 12' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Основное видео' }));
    expect(video()).toHaveAttribute('src', 'http://localhost:3000/media/sample-lesson.webm');
  });

  it('embeds a hosted video', async () => {
    serve(standardAnswers(lessonFixture({ video: 'https://kinescope.io/203245765' })));
    await renderLessonRoute('/lesson/42');
    expect(await screen.findByTitle('Видео урока «Квадратные уравнения»')).toHaveAttribute(
      'src',
      'https://kinescope.io/embed/203245765',
    );
  });

  it("offers an individual lesson's call as 'Connect', which counts the lesson attended", async () => {
    const sent = serve({
      ...standardAnswers(
        lessonFixture({ sysCourseType: 'individual', video: 'https://telemost.yandex.ru/j/5821', isLive: true }),
      ),
      'POST /api/lessons/submissions/': () => json({ viewedOffline: 0, viewedOnline: 3600 }, 201),
    });
    const user = userEvent.setup();
    await renderLessonRoute('/lesson/42');
    const connect = await screen.findByRole('link', { name: 'Подключиться' });
    expect(connect).toHaveAttribute('href', 'https://telemost.yandex.ru/j/5821');
    expect(connect).toHaveAttribute('target', '_blank');
    await user.click(connect);
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')).toMatchObject({
        body: { lesson: 42, time: 3600, via_access_link: false },
      }),
    );
    expect(await screen.findByText('Просмотрено: 1 ч')).toBeInTheDocument();
  });

  it('hides the materials when they answer 404, only logging it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = serve({ ...standardAnswers(), [MATERIALS]: () => failure(404) });
    await renderLessonRoute('/lesson/42');
    await screen.findByRole('region', { name: 'Домашнее задание' });
    await waitFor(() => expect(sent.some((request) => request.path === '/api/lessons/42/materials/')).toBe(true));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Lesson materials not found', 42));
    expect(screen.queryByRole('region', { name: 'Материалы' })).not.toBeInTheDocument();
  });

  it('hides the homework when the lesson has none', async () => {
    serve({ ...standardAnswers(), [HOMEWORK]: () => json(null) });
    await renderLessonRoute('/lesson/42');
    await screen.findByRole('region', { name: 'Материалы' });
    expect(screen.queryByRole('region', { name: 'Домашнее задание' })).not.toBeInTheDocument();
  });

  it('hides the feedback form when the lesson says so', async () => {
    serve(standardAnswers(lessonFixture({ feedback: { visible: false, score: null } })));
    await renderLessonRoute('/lesson/42');
    await screen.findByRole('region', { name: 'Материалы' });
    expect(screen.queryByRole('region', { name: 'Как тебе урок?' })).not.toBeInTheDocument();
  });
});

describe('LessonPage, content not available', () => {
  it('says the webinar is being prepared, with its start, and loads no content', async () => {
    const sent = serve(standardAnswers(lessonFixture({ isAvailable: false, isPreparing: true })));
    await renderLessonRoute('/lesson/42');
    const stage = await screen.findByRole('region', { name: 'Мы готовим вебинар' });
    expect(within(stage).getByText(/Начало: .*18:00 МСК/)).toBeInTheDocument();
    expect(video()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Материалы' })).not.toBeInTheDocument();
    expect(sent.map((request) => request.path)).not.toContain('/api/lessons/42/materials/');
    expect(sent.map((request) => request.path)).not.toContain('/api/v3/lessons/42/sub-lessons/');
  });

  it('counts down to a lesson that has not started', async () => {
    const start = new Date(Date.now() + 2 * 3600_000 + 5 * 60_000).toISOString();
    serve(standardAnswers(lessonFixture({ startDatetime: start })));
    await renderLessonRoute('/lesson/42');
    const stage = await screen.findByRole('region', { name: 'Урок начнётся через' });
    expect(within(stage).getByRole('timer')).toHaveTextContent(/^02:0[45]:\d\d$/);
    expect(video()).toBeNull();
  });

  it('opens an always-open lesson before its start', async () => {
    const start = new Date(Date.now() + 3600_000).toISOString();
    serve(standardAnswers(lessonFixture({ startDatetime: start, alwaysOpen: true })));
    await renderLessonRoute('/lesson/42');
    await screen.findByRole('heading', { level: 1 });
    expect(video()).not.toBeNull();
  });

  it('tells a lesson without video from a recording still loading', async () => {
    serve(standardAnswers(lessonFixture({ withoutVideo: true, video: null })));
    const first = await renderLessonRoute('/lesson/42');
    expect(await screen.findByText('У этого урока нет видео')).toBeInTheDocument();
    first.unmount();
    serve(standardAnswers(lessonFixture({ video: null })));
    await renderLessonRoute('/lesson/42');
    expect(await screen.findByText('Запись урока загружается, она скоро появится здесь')).toBeInTheDocument();
  });

  it('says a lesson that is not the student’s is not available', async () => {
    serve({ [LESSON]: () => failure(403) });
    await renderLessonRoute('/lesson/42');
    expect(await screen.findByText('Нет доступа к этому уроку')).toBeInTheDocument();
  });

  it('says a lesson that does not exist is not found', async () => {
    serve({});
    await renderLessonRoute('/lesson/abc');
    expect(await screen.findByText('Урок не найден')).toBeInTheDocument();
  });
});

describe('watch tracking on the page', () => {
  it('reports the time watched on pause and shows the returned view', async () => {
    const sent = serve({
      ...standardAnswers(),
      'POST /api/lessons/submissions/': () => json({ viewedOffline: 70, viewedOnline: 0 }, 201),
    });
    await renderLessonRoute('/lesson/42');
    await watch(10);
    await waitFor(() =>
      expect(sent.find((request) => request.path === '/api/lessons/submissions/')?.body).toEqual({
        lesson: 42,
        time: 10,
        via_access_link: false,
      }),
    );
    expect(await screen.findByText('Просмотрено: 1 мин 10 с')).toBeInTheDocument();
  });

  it('tells the server the video length when the lesson does not know it', async () => {
    const sent = serve({
      ...standardAnswers(lessonFixture({ videoLength: null })),
      'PATCH /api/lessons/42/set-video-length/': () => json({ videoLength: 72 }),
    });
    await renderLessonRoute('/lesson/42');
    const element = await findVideo();
    Object.defineProperty(element, 'duration', { configurable: true, get: () => 72.04 });
    fireEvent.loadedMetadata(element);
    fireEvent.loadedMetadata(element);
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'PATCH')).toEqual([
        { method: 'PATCH', path: '/api/lessons/42/set-video-length/', body: { video_length: 72 }, keepalive: false },
      ]),
    );
  });

  it('restores the saved playback position of the video', async () => {
    localStorage.setItem('playback-position:http://localhost:3000/media/sample-lesson.webm', '31.5');
    serve(standardAnswers());
    await renderLessonRoute('/lesson/42');
    const element = await findVideo();
    let position = 0;
    Object.defineProperty(element, 'duration', { configurable: true, get: () => 72 });
    Object.defineProperty(element, 'currentTime', {
      configurable: true,
      get: () => position,
      set: (value: number) => {
        position = value;
      },
    });
    fireEvent.loadedMetadata(element);
    expect(position).toBe(31.5);
  });
});

describe('LessonByHashPage', () => {
  it('loads the lesson by its hash and marks every report as opened by access link', async () => {
    const sent = serve({
      ...standardAnswers(),
      'GET /api/lessons/access/share-hash-0001/': () => json(lessonFixture({ openedByAccessLink: true })),
      'POST /api/lessons/submissions/': () => json({ viewedOffline: 6, viewedOnline: 0 }, 201),
    });
    await renderLessonRoute('/lesson/access/share-hash-0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Квадратные уравнения' })).toBeInTheDocument();
    expect(sent.map((request) => request.path)).not.toContain('/api/v2/lessons/42/');
    // A standalone lesson: no way into a course the student may not have.
    expect(screen.queryByText('Все уроки курса')).not.toBeInTheDocument();
    await watch(6);
    await waitFor(() =>
      expect(sent.find((request) => request.path === '/api/lessons/submissions/')?.body).toEqual({
        lesson: 42,
        time: 6,
        via_access_link: true,
      }),
    );
  });
});
