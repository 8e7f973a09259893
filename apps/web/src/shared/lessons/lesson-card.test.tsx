import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lesson } from '@school/contract';
import { setAppSettings } from '../config/app-settings';
import { TEST_SETTINGS } from '../flags/test-flags';
import { renderWithRouter } from '../../test/render';
import { LessonCard } from './lesson-card';
import { at, makeLesson, NOW } from './test-lessons';

const renderCard = (overrides: Partial<Lesson> = {}, props: { withSubject?: boolean } = {}) =>
  renderWithRouter(<LessonCard lesson={makeLesson(overrides)} now={NOW} {...props} />, { path: '/lessons/3' });

let requests: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return Response.json({ viewed_offline: 3600, viewed_online: 0 }, { status: 201 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('lesson card (spec 2 §2, §4)', () => {
  it('shows the number, kind, title, tag, date in Moscow time and the video-length hint', async () => {
    await renderCard({
      startDatetime: at(-120),
      lessonTag: { title: 'Важно', color: 'orange' },
      lessonType: 'PRACTICE',
    });
    expect(screen.getByRole('article', { name: 'Производная и её применение' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Производная и её применение' })).toBeInTheDocument();
    expect(screen.getByText('Урок 5 · Практика')).toBeInTheDocument();
    expect(screen.getByText('Важно')).toBeInTheDocument();
    expect(screen.getByText('Сегодня, 16:00 МСК')).toBeInTheDocument();
    expect(screen.getByText('1 ч 12 мин')).toBeInTheDocument();
    expect(screen.getByText('Не просмотрен')).toBeInTheDocument();
  });

  it('hides the hint for a viewed lesson and says it is viewed', async () => {
    await renderCard({ viewed: true });
    expect(screen.getByText('Просмотрен')).toBeInTheDocument();
    expect(screen.queryByText('1 ч 12 мин')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Пересмотреть' })).toHaveAttribute('href', '/lesson/7');
  });

  it('shows how much of a started lesson was watched', async () => {
    await renderCard({ startedAndNotFinishedView: true, view: { viewedOffline: 1296, viewedOnline: 0 } });
    expect(screen.getByRole('progressbar', { name: 'Просмотрено 30%' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/lesson/7');
  });

  it.each([
    [{}, 'Смотреть'],
    [{ startDatetime: at(5) }, 'Прямой эфир'],
    [{ startDatetime: at(24 * 60), alwaysOpen: true }, 'Мы готовим вебинар'],
  ] as [Partial<Lesson>, string][])('links %o to the lesson page as %s', async (overrides, name) => {
    await renderCard(overrides);
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', '/lesson/7');
    expect(link).toHaveAccessibleDescription('Производная и её применение');
  });

  it.each([
    [{ startDatetime: at(24 * 60) }, 'Мы готовим вебинар'],
    [{ video: null }, 'Запись загружается'],
  ] as [Partial<Lesson>, string][])('disables %o as %s', async (overrides, name) => {
    await renderCard(overrides);
    expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('connects to an individual lesson: opens the call in a new tab and reports 3600 s', async () => {
    await renderCard({ sysCourseType: 'individual', video: 'https://meet.example.com/r', startDatetime: at(5) });
    const connect = screen.getByRole('link', { name: 'Подключиться' });
    expect(connect).toHaveAttribute('href', 'https://meet.example.com/r');
    expect(connect).toHaveAttribute('target', '_blank');
    expect(connect).toHaveAttribute('rel', 'noopener noreferrer');
    connect.addEventListener('click', (event) => event.preventDefault()); // jsdom does not open tabs
    await userEvent.click(connect);
    await waitFor(() =>
      expect(requests).toContainEqual({
        url: '/api/lessons/submissions/',
        method: 'POST',
        body: { lesson: 7, time: 3600, via_access_link: false },
      }),
    );
  });

  it('links the homework button to the results or to doing it (spec 2 §4)', async () => {
    await renderCard({ homework: { homeworkId: 7, status: 'CHECKED_BY_TEACHER', submissionId: 4 } });
    expect(screen.getByRole('link', { name: 'Результаты домашки' })).toHaveAttribute('href', '/homework/7/completed');
  });

  it('offers to do the homework before a submission exists', async () => {
    await renderCard({ homework: { homeworkId: 7, status: null, submissionId: null } });
    expect(screen.getByRole('link', { name: 'Сделать домашку' })).toHaveAttribute('href', '/homework/7');
  });

  it('names the subject where lists mix subjects', async () => {
    await renderCard({}, { withSubject: true });
    expect(screen.getByText('Математика')).toBeInTheDocument();
  });
});
