import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';

const deck = {
  id: 7,
  title: 'Физика: главные формулы',
  subject: 'Физика',
  description: 'Механика и электричество',
  cards_count: 20,
  new_count: 18,
  due_count: 2,
};
const card = (id: number, front: string, back: string) => ({
  id,
  deck_id: 7,
  front,
  back,
  is_new: id > 1,
  due: '2026-11-26T09:00:00Z',
});
const cards = [card(1, 'Второй закон Ньютона', 'F = m · a'), card(2, 'Закон Ома для участка цепи', 'I = U / R')];

let reviews: { path: string; body: unknown }[];
let learned: number;

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  reviews = [];
  learned = 3;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v2/memory-cards/decks/') return Response.json([deck]);
    if (url.pathname === '/api/v2/memory-cards/decks/7/queue/') return Response.json({ deck, cards });
    const reviewed = url.pathname.match(/^\/api\/v2\/memory-cards\/cards\/(\d+)\/review\/$/);
    if (reviewed && init?.method === 'POST') {
      reviews.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      learned += 1;
      return Response.json({
        card_id: Number(reviewed[1]),
        due: '2026-11-27T09:00:00Z',
        learned_today: learned,
        learned_needed: 5,
        today_earned: learned >= 5,
      });
    }
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/progress, the trainer (spec 1 §2)', () => {
  it('lists the decks with the student’s figures and opens one', async () => {
    await renderAppRoute('/progress', { user: studentUser() });
    expect(await screen.findByRole('heading', { name: 'Тренажёр', level: 1 })).toBeInTheDocument();
    const item = (await screen.findByText('Физика: главные формулы')).closest('li')!;
    expect(within(item).getByText('Новых: 18')).toBeInTheDocument();
    expect(within(item).getByText('Повторить: 2')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Учить: Физика: главные формулы' })).toHaveAttribute(
      'href',
      '/progress?deck=7',
    );
  });

  it('flips a card by a tap, sends the rating and counts the day at the fifth card', async () => {
    await renderAppRoute('/progress?deck=7', { user: studentUser() });
    expect(await screen.findByText('Карточка 1 из 2')).toBeInTheDocument();
    expect(screen.queryByText('F = m · a')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Помню' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Второй закон Ньютона. Показать ответ' }));
    expect(screen.getByText('F = m · a')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'С трудом' }));
    expect(await screen.findByText('Сегодня выучено 4 из 5 для серии')).toBeInTheDocument();
    expect(reviews).toEqual([{ path: '/api/v2/memory-cards/cards/1/review/', body: { rating: 'hard' } }]);

    expect(screen.getByText('Карточка 2 из 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ответ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Легко' }));
    expect(await screen.findByText(/^День серии засчитан!/)).toBeInTheDocument();
    expect(reviews[1]).toEqual({ path: '/api/v2/memory-cards/cards/2/review/', body: { rating: 'easy' } });
    expect(screen.getByText('На сегодня всё')).toBeInTheDocument();
  });

  it('is for students: a tutor is sent away', async () => {
    const { router } = await renderAppRoute('/progress', {
      user: { ...studentUser(), role: 'TUTOR_ROLE', student: null },
    });
    expect(router.state.location.pathname).not.toBe('/progress');
  });
});
