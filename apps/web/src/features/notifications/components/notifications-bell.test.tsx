import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATIONS_PAGE_SIZE } from '@school/contract';
import { announceChatSocket } from '../../../shared/realtime/open-chat-socket';
import { testChatSocket } from '../../../shared/realtime/test-chat-socket';
import { resetFirstPaint } from '../../../shared/lib/after-first-paint';
import { emulatePhone } from '../../../test/phone';
import { renderWithRouter } from '../../../test/render';
import { stubApi, type Sent } from '../../../test/stub-api';
import { UNREAD_REFRESH_MS } from '../api/unread-count';
import { NotificationsBell } from './notifications-bell';

const json = (body: unknown) => Response.json(body);
const notification = (id: number, read = false) => ({
  id,
  type: 'homework_checked',
  title: `Домашка ${id} проверена`,
  text: 'Куратор проверил твою домашку',
  action: { type: 'homework', homework_id: id },
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  read_at: read || allRead ? '2026-11-01T10:00:00Z' : null,
});

let unread: number;
let allRead: boolean;
let sent: Sent[];
const unreadAsked = () => sent.filter((request) => request.path === '/v2/notifications/unread-count/').length;

function stub(list: (offset: number) => object) {
  sent = stubApi({
    'GET /v2/notifications/unread-count/': () => json({ count: unread }),
    'GET /v2/notifications/': ({ query }) => json(list(Number(query.offset))),
    'POST /v2/notifications/5/read/': () => json({ ...notification(5), read_at: '2026-11-27T10:00:00Z' }),
    'POST /v2/notifications/read-all/': () => {
      unread = 0;
      allRead = true;
      return json({});
    },
  });
}

const bell = () => screen.getByTestId('notifications-bell');

beforeEach(() => {
  unread = 2;
  allRead = false;
  stub((offset) => ({
    count: 25,
    results:
      offset === 0
        ? Array.from({ length: NOTIFICATIONS_PAGE_SIZE }, (_, index) => notification(index + 1, index >= 5))
        : Array.from({ length: 5 }, (_, index) => notification(index + 21, true)),
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the notification bell (issue 14)', () => {
  it('asks for its count once the page has been painted, not in the first commit (issue 8)', async () => {
    resetFirstPaint();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    await renderWithRouter(<NotificationsBell />);
    expect(bell()).toHaveAccessibleName('Уведомления');
    expect(unreadAsked()).toBe(0);
    frames.forEach((frame) => frame());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления, 2 непрочитанных'));
    expect(unreadAsked()).toBe(1);
  });

  it('shows the unread count in its badge and label; at zero only «Уведомления»', async () => {
    await renderWithRouter(<NotificationsBell />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления, 2 непрочитанных'));
    expect(screen.getByText('2')).toBeInTheDocument();
    unread = 0;
    announceChatSocket(testChatSocket as never);
    testChatSocket.hear('notification:new', {});
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления'));
    expect(screen.queryByText('2')).toBeNull();
  });

  it('asks again on notification:new of an open socket, a service worker message and every minute', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithRouter(<NotificationsBell />);
    await waitFor(() => expect(unreadAsked()).toBe(1));

    unread = 3;
    announceChatSocket(testChatSocket as never);
    testChatSocket.hear('notification:new', { id: 9 });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления, 3 непрочитанных'));

    unread = 4;
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'notification' } }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления, 4 непрочитанных'));

    unread = 1;
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления, 1 непрочитанное'));
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('lists newest first with unread marked, shows more, opens an item read and reads all', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<NotificationsBell />);
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Уведомления' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(items[0]).toHaveTextContent('Домашка 1 проверена');
    expect(items[0]).toHaveTextContent('1 минуту назад');
    expect(within(items[0]!).getByRole('button')).toHaveAttribute('data-unread', 'true');
    expect(within(items[5]!).getByRole('button')).not.toHaveAttribute('data-unread');

    await user.click(within(dialog).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(25));
    expect(
      sent.filter((request) => request.path === '/v2/notifications/').map((request) => request.query.offset),
    ).toEqual(['0', '20']);
    expect(within(dialog).queryByRole('button', { name: 'Показать ещё' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Прочитать все' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления'));
    expect(sent.some((request) => request.method === 'POST' && request.path === '/v2/notifications/read-all/')).toBe(
      true,
    );
    expect(dialog.querySelector('[data-unread]')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Прочитать все' })).toBeDisabled();

    await user.click(within(dialog).getByText('Домашка 5 проверена'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homework/5'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks an unread item read when it is opened', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<NotificationsBell />);
    await user.click(bell());
    await user.click(await screen.findByText('Домашка 5 проверена'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homework/5'));
    await waitFor(() =>
      expect(sent.some((request) => request.method === 'POST' && request.path === '/v2/notifications/5/read/')).toBe(
        true,
      ),
    );
  });

  it('says so when there is nothing yet', async () => {
    unread = 0;
    stub(() => ({ count: 0, results: [] }));
    const user = userEvent.setup();
    await renderWithRouter(<NotificationsBell />);
    await user.click(bell());
    expect(await screen.findByText('Пока нет уведомлений')).toBeInTheDocument();
  });

  it('opens the list full-screen on a phone', async () => {
    emulatePhone();
    const user = userEvent.setup();
    await renderWithRouter(<NotificationsBell />);
    await user.click(bell());
    const drawer = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(await within(drawer).findAllByRole('listitem')).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    await user.click(within(drawer).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
