import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type User } from '@school/contract';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { stubApi } from '../../../test/stub-api';

const headModerator: User = {
  id: 9,
  role: 'HEAD_MODERATOR',
  firstName: 'Марат',
  lastName: 'Главный',
  email: 'headmoderator@example.com',
  avatar: null,
  student: null,
};

beforeEach(() => {
  sessionStore.setUser(headModerator);
  stubApi({
    'GET /staff/people/moderators/': () =>
      json(
        snakeKeys({
          count: 1,
          results: [
            {
              id: 12,
              firstName: 'Мира',
              lastName: 'Модерова',
              email: 'moderator@example.com',
              role: 'CHAT_MODERATOR',
              isActive: true,
              recentBans: 3,
              bansInForce: 1,
              lastBanAt: null,
              recentReports: 5,
            },
          ],
        }),
      ),
    'GET /staff/people/moderators/12/bans/': () =>
      json(
        snakeKeys({
          count: 1,
          results: [
            {
              id: 1,
              lessonId: 4,
              lessonTitle: 'Производная',
              student: { id: 40, firstName: 'Петя', lastName: 'Шумный' },
              until: null,
              reason: 'флуд',
              createdAt: '2026-11-26T10:00:00Z',
            },
          ],
        }),
      ),
    'GET /staff/people/moderators/12/reports/': () =>
      json(
        snakeKeys({
          count: 1,
          results: [
            {
              id: 7,
              lessonId: 4,
              lessonTitle: 'Производная',
              messageText: 'Обидное сообщение',
              reason: 'грубо',
              status: 'HIDDEN',
              createdAt: '2026-11-26T09:00:00Z',
              resolvedAt: '2026-11-26T10:00:00Z',
            },
          ],
        }),
      ),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('ModeratorsPage (issue 16)', () => {
  it('shows each moderator’s bans and reports handled, and opens their work', async () => {
    await renderAppRoute('/staff/people/moderators');
    const table = await screen.findByRole('table', { name: 'Модераторы и их баны' });
    const row = within(table).getByText('Модерова Мира').closest('tr')!;
    expect(within(row).getByText('Модератор чата')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('Не было')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();

    await userEvent.click(within(table).getByText('Модерова Мира'));
    const bans = await screen.findByRole('table', { name: 'Баны модератора' });
    expect(await within(bans).findByText('Производная')).toBeInTheDocument();
    expect(within(bans).getByText('Шумный Петя')).toBeInTheDocument();
    expect(within(bans).getByText('Навсегда')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Работа модератора', level: 1 })).toBeInTheDocument();
    const reports = await screen.findByRole('table', { name: 'Жалобы, разобранные модератором' });
    expect(await within(reports).findByText('Обидное сообщение')).toBeInTheDocument();
    expect(within(reports).getByText('Сообщение скрыто')).toBeInTheDocument();
  });
});
