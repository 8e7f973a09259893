import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type User } from '@school/contract';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { stubApi, type Sent } from '../../../test/stub-api';

const methodist: User = {
  id: 5,
  role: 'MANAGER_ROLE',
  firstName: 'Мария',
  lastName: 'Методистова',
  email: 'methodist@example.com',
  avatar: null,
  student: null,
};

const day = (date: string, extra: object = {}) => ({
  date,
  activeStudents: 0,
  lessonsWatched: 0,
  homeworkSubmitted: 0,
  homeworkChecked: 0,
  payments: 0,
  paymentsAmount: 0,
  refunds: 0,
  refundsAmount: 0,
  ...extra,
});

const dashboard = (days: number) => ({
  timeZone: 'Europe/Moscow',
  currency: 'RUB',
  from: '2026-11-21',
  to: '2026-11-27',
  days: Array.from({ length: days }, (_, index) =>
    index === days - 1
      ? day('2026-11-27', { activeStudents: 12, payments: 2, paymentsAmount: 350000 })
      : day(`2026-10-${String(index + 1).padStart(2, '0')}`, { activeStudents: 3 }),
  ),
  waitingTotal: 4,
  backlog: [
    {
      checker: { id: 8, fullName: 'Егор Кураторов', role: 'CURATOR_ROLE' },
      subjects: 2,
      waiting: 4,
      oldestSubmittedAt: '2026-11-25T10:00:00Z',
      checkedInPeriod: 7,
    },
  ],
});

let sent: Sent[];
beforeEach(() => {
  sessionStore.setUser(methodist);
  sent = stubApi({ 'GET /staff/dashboard/': ({ query }) => json(snakeKeys(dashboard(Number(query.days)))) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('DashboardPage (issue 16)', () => {
  it("shows today's figures, the backlog and the role's areas; switches the period", async () => {
    await renderAppRoute('/staff');
    const active = await screen.findByTestId('staff-kpi-activeStudents');
    expect(active).toHaveTextContent('12');
    expect(screen.getByTestId('staff-kpi-payments')).toHaveTextContent(/2 · 3\s500\s₽/);
    const table = screen.getByRole('table', { name: 'Очередь проверки по проверяющим' });
    expect(within(table).getByText('Егор Кураторов')).toBeInTheDocument();
    // A methodist opens content and engagement, not commerce or the audit log.
    expect(screen.getByTestId('staff-area-content')).toBeInTheDocument();
    expect(screen.getByTestId('staff-area-engagement')).toBeInTheDocument();
    expect(screen.queryByTestId('staff-area-commerce')).toBeNull();
    expect(screen.queryByTestId('staff-area-audit')).toBeNull();
    expect(sent.find((request) => request.path === '/staff/dashboard/')?.query).toMatchObject({ days: '30' });

    await userEvent.click(screen.getByText('7 дней'));
    await waitFor(() => expect(sent.at(-1)?.query).toMatchObject({ days: '7' }));
  });
});
