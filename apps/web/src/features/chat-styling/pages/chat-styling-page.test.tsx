import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';
import { color, config, pack, wire } from '../test-chat-styling';

const BASE = '/api/gamification/chat/styling';
const PLANS = [
  { id: 7, title: '7 дней', price: 50, duration_days: 7 },
  { id: 8, title: 'Навсегда', price: 300, duration_days: null },
];

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}
let sent: Sent[];
let colors: ReturnType<typeof color>[];
let purchaseAnswers: Response[];
let colorsStatus: number;

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sent = [];
  colorsStatus = 200;
  colors = [
    color(),
    color({ id: 2, title: 'Синий', color: '#1d4ed8', colorDark: '#93c5fd', isPurchased: true, isChosen: true }),
    color({ id: 3, title: 'Изумрудный', color: '#047857', isPurchased: true, expiresAt: '2026-12-03T10:00:00Z' }),
  ];
  purchaseAnswers = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    sent.push({ method: init.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === `${BASE}/text-colors/`) {
      return colorsStatus === 200 ? wire(colors) : wire({ type: 'server_error', errors: [] }, colorsStatus);
    }
    if (url.pathname === `${BASE}/sticker-packs/`) return wire([pack()]);
    if (url.pathname === `${BASE}/config/`) return wire(config());
    if (url.pathname.startsWith(`${BASE}/text-colors/text-color-feature-plans/`)) return Response.json(PLANS);
    if (url.pathname === `${BASE}/text-colors/purchase/`)
      return purchaseAnswers.shift() ?? wire({ balance: 70, expiresAt: null });
    if (url.pathname === `${BASE}/text-colors/change/`) return wire(config());
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => screen.findByRole('article', { name });

describe('/loyalty/chat-styling (spec 3 §7)', () => {
  it('shows every colour as a sample message, what is owned, the packs and the balance', async () => {
    await renderAppRoute('/loyalty/chat-styling', { user: studentUser() });
    const crimson = await card('Малиновый');
    expect(within(crimson).getByText('Привет! Я готов к уроку')).toHaveStyle({ color: '#be185d' });
    expect(within(crimson).getByText('от 50')).toBeInTheDocument();
    expect(within(crimson).getByLabelText('Умкоины')).toBeInTheDocument();
    expect(within(crimson).queryByRole('button', { name: /Выбрать|Убрать/ })).toBeNull();
    expect(within(crimson).getByRole('button', { name: 'Купить' })).toBeInTheDocument();
    const blue = await card('Синий');
    expect(within(blue).getByText('Твой навсегда')).toBeInTheDocument();
    expect(within(blue).getByText('Выбран')).toBeInTheDocument();
    expect(within(blue).getByRole('button', { name: 'Убрать' })).toBeInTheDocument();
    expect(within(blue).queryByRole('button', { name: /Купить|Продлить/ })).toBeNull();
    const green = await card('Изумрудный');
    expect(within(green).getByText(/^До 3 декабря 2026/)).toBeInTheDocument();
    expect(within(green).getByRole('button', { name: 'Продлить' })).toBeInTheDocument();
    expect(within(green).getByRole('button', { name: 'Выбрать' })).toBeInTheDocument();
    expect(within(green).queryByText('Выбран')).toBeNull();
    const moods = await card('Эмоции');
    expect(within(moods).getByRole('img', { name: 'Сердце' })).toBeInTheDocument();
    expect(within(moods).getByText('2 стикера')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Твой баланс' })).getByText('120')).toBeInTheDocument();
  });

  it('a purchase that failed is retried with the same idempotency key; the modal closes on success', async () => {
    const user = userEvent.setup();
    purchaseAnswers = [
      wire({ type: 'server_error', errors: [{ attr: null, detail: 'Сервер устал', code: 'x' }] }, 503),
    ];
    await renderAppRoute('/loyalty/chat-styling', { user: studentUser() });
    await user.click(within(await card('Малиновый')).getByRole('button', { name: 'Купить' }));
    const dialog = await screen.findByRole('dialog', { name: '«Малиновый»: выбери срок' });
    expect(await within(dialog).findByRole('radio', { name: '7 дней — 50 умкоинов' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'навсегда — 300 умкоинов' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Купить за 50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Сервер устал');
    await user.click(within(dialog).getByRole('button', { name: 'Купить за 50' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const buys = sent.filter((r) => r.path === `${BASE}/text-colors/purchase/`);
    expect(buys).toHaveLength(2);
    expect(buys[0]!.body).toEqual({ feature_plan_id: 7, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(buys[1]!.body).toEqual(buys[0]!.body);
    // Bought: the lists are asked again.
    await waitFor(() => expect(sent.filter((r) => r.path === `${BASE}/text-colors/`)).toHaveLength(2));
  });

  it('a plan dearer than the balance cannot be bought and says how much is missing', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/loyalty/chat-styling', { user: studentUser() });
    await user.click(within(await card('Малиновый')).getByRole('button', { name: 'Купить' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'навсегда — 300 умкоинов' }));
    expect(within(dialog).getByText(/Не хватает 180 умкоинов/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Купить за 300' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '7 дней — 50 умкоинов' }));
    expect(within(dialog).queryByText(/Не хватает/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Купить за 50' })).toBeEnabled();
  });

  it('chooses an owned colour and unchooses the chosen one', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/loyalty/chat-styling', { user: studentUser() });
    await user.click(within(await card('Изумрудный')).getByRole('button', { name: 'Выбрать' }));
    await user.click(within(await card('Синий')).getByRole('button', { name: 'Убрать' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
        { text_color: 3, chosen: true },
        { text_color: 2, chosen: false },
      ]),
    );
  });

  it('a failed load offers to try again', async () => {
    colorsStatus = 500;
    const user = userEvent.setup();
    await renderAppRoute('/loyalty/chat-styling', { user: studentUser() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить оформление чата');
    colorsStatus = 200;
    await user.click(within(alert).getByRole('button'));
    expect(await card('Малиновый')).toBeInTheDocument();
  });

  it('does not exist in a deployment without chat styling (spec 1 §6: ONE)', async () => {
    setAppSettings({ ...TEST_SETTINGS, variant: 'ONE' });
    const { router } = await renderAppRoute('/loyalty/chat-styling', { user: studentUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(sent.filter((r) => r.path.startsWith(BASE))).toEqual([]);
  });

  it.each([
    ['KZ', true],
    ['RU', true],
    ['ONE', false],
    ['ACADEMY', false],
  ] as const)('the rewards page links the shop in %s: %s', async (variant, shown) => {
    setAppSettings({ ...TEST_SETTINGS, variant });
    await renderAppRoute('/loyalty', { user: studentUser() });
    expect(await screen.findByRole('link', { name: 'Как получать награды' })).toBeInTheDocument();
    const link = screen.queryByRole('link', { name: 'Оформление чата' });
    if (shown) expect(link).toHaveAttribute('href', '/loyalty/chat-styling');
    else expect(link).toBeNull();
  });
});
