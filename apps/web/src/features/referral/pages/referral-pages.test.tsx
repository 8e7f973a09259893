import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderWithRouter } from '../../../test/render';
import { renderAppRoute } from '../../../test/render-route';
import { ReferralHistoryPage } from './referral-history-page';
import { ReferralInvitePage } from './referral-invite-page';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const invite = {
  referral_id: 'ANNA2024',
  link: 'http://localhost/referral?id=ANNA2024',
  friend_discount_percent: 10,
  referrer_bonus: 50000,
  invited_count: 2,
  bonuses_balance: 100000,
  available: true,
  unavailable_reason: null,
};
const cart = { items: [], bundles: [], hash: 'abcdefgh', count: 1, amount: 0 };

let applyAnswer: () => Response;
let inviteAnswer: () => Response;
let requests: { method: string; path: string; body?: unknown }[];

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  requests = [];
  applyAnswer = () => json(cart);
  inviteAnswer = () => json(invite);
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({
      method,
      path: url.pathname + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url.pathname === '/api/v2/students/referral/') return inviteAnswer();
    if (url.pathname === '/api/cart/referral-program/') return applyAnswer();
    if (url.pathname === '/api/v2/students/referral/history/') {
      const offset = Number(url.searchParams.get('offset'));
      const results = Array.from({ length: offset === 0 ? 20 : 5 }, (_, index) => ({
        id: offset + index + 1,
        kind: index % 2 === 0 ? 'earned' : 'used',
        amount: 50000,
        description: `Запись ${offset + index + 1}`,
        created_at: '2025-03-01T10:00:00Z',
      }));
      return json({ count: 25, results });
    }
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

async function renderAccept(path: string) {
  return (await renderAppRoute(path, { user: studentUser() })).router;
}

describe('ReferralAcceptPage (spec 1 §2)', () => {
  it('applies the friend’s discount with the query id as referralId and goes to the cart', async () => {
    const user = userEvent.setup();
    const router = await renderAccept('/referral?id=ANNA2024');
    expect(await screen.findByText(/скидку 10% на первую покупку/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Применить скидку' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/cart/referral-program/',
      body: { referral_id: 'ANNA2024' },
    });
  });

  it('shows the server’s refusal on the page and stays', async () => {
    const user = userEvent.setup();
    applyAnswer = () =>
      json(
        {
          type: 'validation_error',
          errors: [
            { attr: 'coupon_value', detail: 'Скидку по приглашению нельзя совместить с промокодом', code: 'invalid' },
          ],
        },
        400,
      );
    const router = await renderAccept('/referral?id=ANNA2024');
    await user.click(await screen.findByRole('button', { name: 'Применить скидку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Скидку по приглашению нельзя совместить с промокодом');
    expect(router.state.location.pathname).toBe('/referral');
  });

  it('explains a link without an id and offers the catalog instead', async () => {
    await renderAccept('/referral');
    expect(await screen.findByText(/В ссылке нет кода приглашения/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Применить скидку' })).not.toBeInTheDocument();
  });
});

describe('ReferralInvitePage (spec 1 §2, §6)', () => {
  it('shows the link, the discount, the bonus, invited friends and the balance', async () => {
    await renderWithRouter(<ReferralInvitePage />, { path: '/referral/invite' });
    expect(await screen.findByRole('textbox', { name: 'Твоя ссылка-приглашение' })).toHaveValue(invite.link);
    expect(screen.getByRole('button', { name: 'Скопировать' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Поделиться' })).toBeInTheDocument();
    expect(screen.getByText('10%')).toBeInTheDocument();
    expect(screen.getByText(/^500\s₽$/)).toBeInTheDocument();
    expect(screen.getByText(/^1\s000\s₽$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Использованные бонусы' })).toHaveAttribute('href', '/referral/history');
  });

  it('shows the server’s reason when the program is not available', async () => {
    inviteAnswer = () =>
      json({ ...invite, available: false, unavailable_reason: 'Подтвердите аккаунт ВКонтакте или Telegram в профиле' });
    await renderWithRouter(<ReferralInvitePage />, { path: '/referral/invite' });
    expect(await screen.findByText('Подтвердите аккаунт ВКонтакте или Telegram в профиле')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('ReferralHistoryPage (spec 1 §2)', () => {
  it('lists earned and used bonuses, 20 a page', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ReferralHistoryPage />, { path: '/referral/history' });
    expect(await screen.findByText('Запись 1')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getAllByText('Начислено').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Списано').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Запись 21')).toBeInTheDocument();
    expect(requests.at(-1)!.path).toBe('/api/v2/students/referral/history/?limit=20&offset=20');
  });
});
