import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { NOTIFICATION_TYPES } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';
import { errorResponse, stubApi, type Sent } from '../../../test/stub-api';

const PATH = '/profile/notifications';
const json = (body: unknown, status = 200) => Response.json(body, { status });
const allOn = () => ({ settings: NOTIFICATION_TYPES.map((type) => ({ type, push: true, telegram: true })) });

let sent: Sent[];
let linked: boolean;
let patchFails: boolean;

beforeEach(() => {
  setAppSettings({ ...TEST_SETTINGS, webPushPublicKey: 'BKey', telegramBot: 'school_bot' });
  linked = false;
  patchFails = false;
  sent = stubApi({
    'GET /v2/notifications/settings/': () => json(allOn()),
    'PATCH /v2/notifications/settings/': ({ body }) => {
      if (patchFails) return errorResponse(400, 'invalid');
      const change = (body as { settings: { type: string; push?: boolean }[] }).settings[0]!;
      return json({
        settings: allOn().settings.map((item) => (item.type === change.type ? { ...item, ...change } : item)),
      });
    },
    'GET /v2/notifications/telegram/': () => json({ linked, bot: 'school_bot' }),
    'POST /v2/notifications/telegram/link/': () =>
      json({ url: 'https://t.me/school_bot?start=abc', expires_at: '2026-11-27T10:15:00Z' }, 201),
    'DELETE /v2/notifications/telegram/link/': () => {
      linked = false;
      return json({});
    },
  });
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(() => Promise.resolve('granted')) });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: new Promise(() => undefined), addEventListener: () => undefined },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the notification settings page (issue 14)', () => {
  it('groups the types and saves a switch', async () => {
    const user = userEvent.setup();
    await renderAppRoute(PATH, { user: studentUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Уведомления' })).toBeInTheDocument();
    for (const group of ['Уроки', 'Домашние задания', 'Прогресс', 'Подписки', 'Аккаунт'])
      expect(await screen.findByRole('region', { name: group })).toBeInTheDocument();
    expect(
      screen.getByText('С 22:00 до 08:00 по твоему времени push не приходят — кроме начала урока.'),
    ).toBeInTheDocument();

    const homework = screen.getByRole('region', { name: 'Домашние задания' });
    const push = within(homework).getByRole('switch', { name: 'Push: Домашка проверена' });
    expect(push).toBeChecked();
    await user.click(push);
    await waitFor(() => expect(sent.some((request) => request.method === 'PATCH')).toBe(true));
    expect(sent.find((request) => request.method === 'PATCH')!.body).toEqual({
      settings: [{ type: 'homework_checked', push: false }],
    });
    await waitFor(() => expect(push).not.toBeChecked());
  });

  it('puts a switch back and says so when saving fails', async () => {
    patchFails = true;
    const toasts = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const user = userEvent.setup();
    await renderAppRoute(PATH, { user: studentUser() });
    const telegram = await screen.findByRole('switch', { name: 'Telegram: Урок начинается' });
    await user.click(telegram);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Не удалось сохранить настройку — попробуй ещё раз' }),
      ),
    );
    await waitFor(() => expect(telegram).toBeChecked());
  });

  it('asks the browser for the permission with «Включить push-уведомления»', async () => {
    const user = userEvent.setup();
    await renderAppRoute(PATH, { user: studentUser() });
    const state = await screen.findByTestId('push-permission');
    expect(state).toHaveAttribute('data-state', 'default');
    vi.stubGlobal('Notification', {
      permission: 'granted',
      requestPermission: vi.fn(() => Promise.resolve('granted')),
    });
    await user.click(screen.getByRole('button', { name: 'Включить push-уведомления' }));
    await waitFor(() => expect(state).toHaveAttribute('data-state', 'granted'));
    expect(state).toHaveTextContent('Включены');
    expect(screen.queryByRole('button', { name: 'Включить push-уведомления' })).toBeNull();
  });

  it('explains a denied permission and a browser without push', async () => {
    vi.stubGlobal('Notification', { permission: 'denied' });
    const { unmount } = await renderAppRoute(PATH, { user: studentUser() });
    expect(await screen.findByTestId('push-permission')).toHaveAttribute('data-state', 'denied');
    expect(screen.queryByRole('button', { name: 'Включить push-уведомления' })).toBeNull();
    unmount();
    vi.stubGlobal('PushManager', undefined);
    await renderAppRoute(PATH, { user: studentUser() });
    expect(await screen.findByTestId('push-permission')).toHaveAttribute('data-state', 'unsupported');
  });

  it('connects Telegram by the deep link and disconnects it', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    await renderAppRoute(PATH, { user: studentUser() });
    await user.click(await screen.findByRole('button', { name: 'Подключить Telegram' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://t.me/school_bot?start=abc', '_blank', 'noopener'));
    expect(screen.getByRole('link', { name: 'Открыть бота' })).toHaveAttribute(
      'href',
      'https://t.me/school_bot?start=abc',
    );

    linked = true;
    // The student comes back from the bot: the state is asked again.
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByTestId('telegram-linked')).toHaveTextContent('@school_bot');
    await user.click(screen.getByRole('button', { name: 'Отключить' }));
    expect(await screen.findByRole('button', { name: 'Подключить Telegram' })).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('has no Telegram block or column without a bot', async () => {
    setAppSettings({ ...TEST_SETTINGS, webPushPublicKey: 'BKey' });
    await renderAppRoute(PATH, { user: studentUser() });
    expect(await screen.findByRole('switch', { name: 'Push: Урок начинается' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Telegram: Урок начинается' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Подключить Telegram' })).toBeNull();
    expect(sent.some((request) => request.path === '/v2/notifications/telegram/')).toBe(false);
  });
});
