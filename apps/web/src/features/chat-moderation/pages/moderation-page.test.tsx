import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type User } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { moderatedLesson } from '../../../shared/chat-moderation/test-moderation';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { errorResponse, stubApi, type Sent } from '../../../test/stub-api';

const moderator: User = { ...studentUser(), id: 5, role: 'CHAT_MODERATOR', firstName: 'Ольга', student: null };
const LESSONS = 'GET /v2/chat/moderation/lessons/';
const REPORTS = 'GET /v2/chat/reports/';
const SETTINGS = 'PATCH /v2/chat/lessons/41/settings/';
const live = moderatedLesson();
const upcoming = moderatedLesson({
  id: 42,
  title: 'Электрохимия',
  classTypeTitle: 'Химия',
  isLive: false,
  openReports: 0,
  startDatetime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
});
const settingsAnswer = (body: Record<string, unknown>) =>
  json(
    snakeKeys({
      lessonId: 41,
      attachmentsEnabled: true,
      stickersEnabled: true,
      attachmentMaxBytes: 10_000_000,
      attachmentMimeTypes: ['image/png'],
      slowModeSeconds: body.slow_mode_seconds ?? live.slowModeSeconds,
      isClosed: body.is_closed ?? live.isClosed,
      replayEnabled: true,
      nicknamesEnabled: false,
    }),
  );
const calls = (sent: Sent[], key: string) => sent.filter((request) => `${request.method} ${request.path}` === key);
const settingsSent = (sent: Sent[]) => calls(sent, SETTINGS).map((request) => request.body);

beforeEach(() => setAppSettings(TEST_SETTINGS));
afterEach(() => vi.unstubAllGlobals());

describe('/moderation, the lessons to moderate (issue 11)', () => {
  it('lists the live lesson with its badge and open reports, then the upcoming one, each leading to its lesson', async () => {
    stubApi({ [LESSONS]: [live, upcoming], [REPORTS]: { count: 4, results: [] } });
    await renderAppRoute('/moderation', { user: moderator });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('В ЭФИРЕ')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Производная: разбор пробника')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 открытые жалобы')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Открыть урок' })).toHaveAttribute('href', '/lesson/41');
    expect(within(rows[0]!).getByRole('link', { name: 'Жалобы и баны' })).toHaveAttribute(
      'href',
      '/moderation/reports?lesson=41',
    );
    expect(within(rows[1]!).queryByText('В ЭФИРЕ')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Жалоб нет')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Открыть урок' })).toHaveAttribute('href', '/lesson/42');
    const queue = screen.getByRole('link', { name: /Очередь жалоб/ });
    expect(queue).toHaveAttribute('href', '/moderation/reports');
    expect(await within(queue).findByText('4')).toBeInTheDocument();
  });

  it('switches slow mode on, changes its interval and pauses the chat through the settings endpoint', async () => {
    const sent = stubApi({
      [LESSONS]: [live],
      [REPORTS]: { count: 0, results: [] },
      [SETTINGS]: ({ body }) => settingsAnswer(body as Record<string, unknown>),
    });
    await renderAppRoute('/moderation', { user: moderator });
    const slow = await screen.findByRole('switch', { name: 'Медленный режим' });
    expect(slow).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Интервал медленного режима' })).not.toBeInTheDocument();
    await userEvent.click(slow);
    await waitFor(() => expect(slow).toBeChecked());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Интервал медленного режима' }), '2 мин');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Интервал медленного режима' })).toHaveValue('120'),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Чат на паузе' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Чат на паузе' })).toBeChecked());
    expect(settingsSent(sent)).toEqual([{ slow_mode_seconds: 30 }, { slow_mode_seconds: 120 }, { is_closed: true }]);
  });

  it('leaves a switch as it was when the server refuses the change', async () => {
    const sent = stubApi({
      [LESSONS]: [live],
      [REPORTS]: { count: 0, results: [] },
      [SETTINGS]: () => errorResponse(403, 'permission_denied'),
    });
    await renderAppRoute('/moderation', { user: moderator });
    const paused = await screen.findByRole('switch', { name: 'Чат на паузе' });
    await userEvent.click(paused);
    await waitFor(() => expect(settingsSent(sent)).toEqual([{ is_closed: true }]));
    await waitFor(() => expect(paused).toBeEnabled());
    expect(paused).not.toBeChecked();
  });

  it('reads the lessons and the open reports again every 15 s while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const sent = stubApi({ [LESSONS]: [live], [REPORTS]: { count: 0, results: [] } });
      await renderAppRoute('/moderation', { user: moderator });
      await screen.findByText('Производная: разбор пробника');
      const asked = () => [calls(sent, LESSONS), calls(sent, REPORTS)].map((list) => list.length);
      expect(asked()).toEqual([1, 1]);
      await vi.advanceTimersByTimeAsync(14_000);
      expect(asked()).toEqual([1, 1]);
      await vi.advanceTimersByTimeAsync(1_500);
      await waitFor(() => expect(asked()).toEqual([2, 2]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says there is nothing to moderate when no lesson is on air or near', async () => {
    stubApi({ [LESSONS]: [], [REPORTS]: { count: 0, results: [] } });
    await renderAppRoute('/moderation', { user: moderator });
    expect(await screen.findByText('Сейчас нечего модерировать')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    stubApi({
      [LESSONS]: () => (fail ? json({ type: 'server_error', errors: [] }, 500) : json([snakeKeys(live)])),
      [REPORTS]: { count: 0, results: [] },
    });
    await renderAppRoute('/moderation', { user: moderator });
    expect(await screen.findByText('Не удалось загрузить уроки')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Производная: разбор пробника')).toBeInTheDocument();
  });

  it('is for moderators and curators: a student is sent away, a curator gets in', async () => {
    stubApi({ [LESSONS]: [], [REPORTS]: { count: 0, results: [] } });
    const student = await renderAppRoute('/moderation', { user: studentUser() });
    expect(student.router.state.location.pathname).not.toBe('/moderation');
    const curator = await renderAppRoute('/moderation', { user: { ...moderator, role: 'CURATOR_ROLE' } });
    expect(curator.router.state.location.pathname).toBe('/moderation');
  });
});
