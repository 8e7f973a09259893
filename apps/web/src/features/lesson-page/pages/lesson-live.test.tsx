import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, lessonFixture, prepare, renderLessonRoute, serve } from '../test-fixtures';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function openLesson(patch: Parameters<typeof lessonFixture>[0]) {
  serve({ 'GET /api/v2/lessons/42/': () => json(lessonFixture({ durationMinutes: 90, ...patch })) });
  return renderLessonRoute('/lesson/42');
}

beforeEach(() => prepare());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the lesson page’s live label (issue 8: live only while it is live)', { timeout: 15_000 }, () => {
  it('says live during the lesson', async () => {
    await openLesson({ isLive: true, startDatetime: minutesAgo(30) });
    await screen.findByRole('heading', { level: 1, name: 'Квадратные уравнения' });
    expect(screen.getByText('В эфире')).toBeInTheDocument();
  });

  it('does not, once the 90 minutes are over, whatever the lesson said when it loaded', async () => {
    await openLesson({ isLive: true, startDatetime: minutesAgo(95) });
    await screen.findByRole('heading', { level: 1, name: 'Квадратные уравнения' });
    expect(screen.queryByText('В эфире')).not.toBeInTheDocument();
  });

  it('shows a long watch as hours and minutes', async () => {
    await openLesson({ view: { viewedOffline: 5400, viewedOnline: 0 } });
    expect(await screen.findByText('Просмотрено: 1 ч 30 мин')).toBeInTheDocument();
  });
});
