import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@school/contract';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';

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
  student: { id, first_name: 'Борис', last_name: 'Ученик' },
  status,
  points,
  review_comment: null,
  submitted_at: '2026-07-10T10:00:00Z',
  reviewed_at: null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let reviews: { url: string; body: unknown }[];

beforeEach(() => {
  sessionStore.setUser(manager);
  reviews = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/review/')) {
        reviews.push({ url: url.pathname, body: JSON.parse(String(init?.body)) });
        return json(entry(5, 'CONFIRMED', 262));
      }
      if (url.pathname === '/api/v1/apartment-lottery/entries/') {
        return url.searchParams.get('status') === 'AWAITING'
          ? json({ count: 1, results: [entry(5, 'AWAITING', 262)] })
          : json({ count: 0, results: [] });
      }
      return json({});
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('LotteryReviewPage (issue 15)', () => {
  it('lists the waiting points and confirms them', async () => {
    await renderAppRoute('/apartment-lottery/review');
    const row = (await screen.findByText('Ученик Борис')).closest('tr')!;
    expect(within(row).getByText('262')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Подтвердить баллы: Ученик Борис' }));
    await waitFor(() =>
      expect(reviews).toEqual([{ url: '/api/v1/apartment-lottery/entries/5/review/', body: { status: 'CONFIRMED' } }]),
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
      expect(reviews).toEqual([
        {
          url: '/api/v1/apartment-lottery/entries/5/review/',
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
