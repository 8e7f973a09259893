import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { fakeSockets, testChatSettings } from '../socket/fake-connect';
import { LiveChat } from './live-chat';

vi.mock('../socket/connect', () => import('../socket/fake-connect'));
vi.mock('../api/chat-calls', () => ({ loadBanWords: async () => [], chatCalls: {} }));

const settings = testChatSettings();

const socket = () => fakeSockets.at(-1)!;

beforeEach(() => {
  fakeSockets.length = 0;
});

describe('LiveChat', () => {
  it('shows the connection in the header and the moderator’s settings only to moderators', async () => {
    renderWithProviders(<LiveChat lessonId={7} />);
    expect(screen.getByText('Подключение…')).toBeVisible();
    act(() => socket().fire('connect'));
    expect(screen.getByText('Входим в чат…')).toBeVisible();
    await act(async () => socket().ackSubscribe({ ok: true, settings, is_moderator: true, banned_until: null }));
    expect(screen.getByText('В сети')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Настройки чата' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toBeEnabled();
  });

  it('a student gets no settings; a refused subscription says the chat is unavailable', async () => {
    renderWithProviders(<LiveChat lessonId={7} />);
    act(() => socket().fire('connect'));
    await act(async () => socket().ackSubscribe({ error: { code: 103, message: 'permission denied' } }));
    expect(screen.getByText('Чат недоступен')).toBeVisible();
    expect(screen.getByText(/Чат этого урока сейчас недоступен/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Настройки чата' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).toBeNull();
  });
});
