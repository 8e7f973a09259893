import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type User } from '@school/contract';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { stubApi, type Sent } from '../../../test/stub-api';

const head: User = {
  id: 3,
  role: 'HEAD_MANAGER_ROLE',
  firstName: 'Руслан',
  lastName: 'Руководителев',
  email: 'headmanager@example.com',
  avatar: null,
  student: null,
};

const entry = (id: number, action: string) => ({
  id,
  actor: { id: 9, fullName: 'Мария Методистова' },
  actorRole: 'MANAGER_ROLE',
  action,
  entity: 'lesson',
  entityId: '12',
  changes: { title: ['Черновик', 'Производные'] },
  createdAt: '2026-11-27T10:00:00Z',
});

let sent: Sent[];
const logRequests = () => sent.filter((request) => request.path === '/staff/audit-log/').map(({ query }) => query);

beforeEach(() => {
  sessionStore.setUser(head);
  sent = stubApi({
    'GET /staff/audit-log/': ({ query }) =>
      json(
        snakeKeys(
          query.action === 'lesson.publish'
            ? { count: 1, results: [entry(2, 'lesson.publish')] }
            : { count: 45, results: [entry(2, 'lesson.publish'), entry(1, 'lesson.create')] },
        ),
      ),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('AuditLogPage (issue 16)', () => {
  it('shows who changed what, pages on the server and filters by action', async () => {
    await renderAppRoute('/staff/audit');
    const table = await screen.findByRole('table', { name: 'Записи журнала' });
    expect(within(table).getAllByText('Мария Методистова')).toHaveLength(2);
    expect(within(table).getAllByText('lesson #12')).toHaveLength(2);
    expect(logRequests()[0]).toMatchObject({ limit: '20', offset: '0' });

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(logRequests().at(-1)).toMatchObject({ offset: '20' }));

    await userEvent.type(screen.getByLabelText('Действие'), 'lesson.publish');
    await waitFor(() => expect(logRequests().at(-1)).toMatchObject({ action: 'lesson.publish', offset: '0' }));
  });
});
