import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type User } from '@school/contract';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { emulatePhone } from '../../../test/phone';
import { json } from '../../../test/responses';
import { stubApi, type Sent } from '../../../test/stub-api';

const manager: User = {
  id: 7,
  role: 'MANAGER_CS',
  firstName: 'Ольга',
  lastName: 'Менеджерова',
  email: 'manager@example.com',
  avatar: null,
  student: null,
};

const entry = (id: number, status: string, points: number | null) => ({
  student: { id, firstName: 'Борис', lastName: 'Ученик' },
  status,
  points,
  reviewComment: null,
  submittedAt: '2026-07-10T10:00:00Z',
  reviewedAt: null,
});

let sent: Sent[];
const reviews = () =>
  sent.filter((request) => request.method === 'POST').map(({ path, body }) => ({ url: path, body }));

beforeEach(() => {
  sessionStore.setUser(manager);
  sent = stubApi({
    'GET /v1/apartment-lottery/entries/': ({ query }) =>
      json(
        snakeKeys(
          query.status === 'AWAITING' ? { count: 1, results: [entry(5, 'AWAITING', 262)] } : { count: 0, results: [] },
        ),
      ),
    'POST /v1/apartment-lottery/entries/5/review/': entry(5, 'CONFIRMED', 262),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('LotteryReviewPage (issue 15)', () => {
  it('shows each entry as a card with its buttons on a phone, no table to scroll sideways (issue 8)', async () => {
    const phone = emulatePhone();
    await renderAppRoute('/apartment-lottery/review');
    const card = (await screen.findByText('Ученик Борис')).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('262')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Подтвердить баллы: Ученик Борис' }));
    await waitFor(() =>
      expect(reviews()).toEqual([{ url: '/v1/apartment-lottery/entries/5/review/', body: { status: 'CONFIRMED' } }]),
    );
    phone.mockRestore();
  });

  it('lists the waiting points and confirms them', async () => {
    await renderAppRoute('/apartment-lottery/review');
    const row = (await screen.findByText('Ученик Борис')).closest('tr')!;
    expect(within(row).getByText('262')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Подтвердить баллы: Ученик Борис' }));
    await waitFor(() =>
      expect(reviews()).toEqual([{ url: '/v1/apartment-lottery/entries/5/review/', body: { status: 'CONFIRMED' } }]),
    );
  });

  it('refuses only with a reason the student will read', async () => {
    await renderAppRoute('/apartment-lottery/review');
    await userEvent.click(await screen.findByRole('button', { name: 'Не подтверждать баллы: Ученик Борис' }));
    const dialog = await screen.findByRole('dialog', { name: 'Баллы не подтверждены: Ученик Борис' });
    const send = within(dialog).getByRole('button', { name: 'Не подтверждать' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина для ученика/ }), 'Нет в протоколе');
    await userEvent.click(send);
    await waitFor(() =>
      expect(reviews()).toEqual([
        {
          url: '/v1/apartment-lottery/entries/5/review/',
          body: { status: 'NOT_CONFIRMED', comment: 'Нет в протоколе' },
        },
      ]),
    );
  });

  it('says when nothing waits', async () => {
    await renderAppRoute('/apartment-lottery/review');
    await screen.findByText('Ученик Борис');
    await userEvent.click(screen.getByText('Подтверждены'));
    expect(await screen.findByText('Подтверждённых баллов пока нет.')).toBeInTheDocument();
  });
});
