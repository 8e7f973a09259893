import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { LiveMessage } from '@school/contract';
import { fakeSockets, testChatSettings } from '../socket/fake-connect';
import { liveMessage } from '../model/test-messages';
import { useLiveChat } from './use-live-chat';

vi.mock('../socket/connect', () => import('../socket/fake-connect'));
vi.mock('../api/chat-calls', () => ({
  loadBanWords: async () => [
    { id: 1, value: 'дурак', type: 'BLACK', updatedAt: '2026-01-01T00:00:00Z', isDeleted: false },
  ],
}));

const settings = testChatSettings({ slowModeSeconds: 30 });

const socket = () => fakeSockets.at(-1)!;
const ids = (messages: LiveMessage[]) => messages.map((message) => message.id);
type Sent = { action: string; data: unknown; request_id: string };
const lastChat = () => socket().last('chat')[0] as Sent;

function answer(request: Sent, data: unknown) {
  act(() => socket().fire('chat', { lesson_id: 7, action: request.action, data, request_id: request.request_id }));
}

async function joined(isModerator = false) {
  const hook = renderHook(() => useLiveChat(7, 55));
  await act(async () => {
    socket().fire('connect');
    socket().ackSubscribe({ ok: true, settings, is_moderator: isModerator, banned_until: null });
  });
  return hook;
}

beforeEach(() => {
  fakeSockets.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('useLiveChat', () => {
  it('asks for the first page on subscribing; broadcasts meanwhile wait and land after it', async () => {
    const { result } = await joined();
    const first = lastChat();
    expect(first).toMatchObject({
      action: 'stream_get',
      data: { filters: { limit: 20, sort: 'DESC', is_hidden: false } },
    });
    act(() => socket().fire('chat', { lesson_id: 7, action: 'stream_post', data: { messages: [liveMessage(4)] } }));
    expect(result.current.messages).toEqual([]);
    await act(async () => answer(first, { messages: [liveMessage(3), liveMessage(2), liveMessage(1)] }));
    expect(ids(result.current.messages)).toEqual([1, 2, 3, 4]);
    expect(result.current.hasOlder).toBe(false);
  });

  it('loads an older page by the oldest message’s time and puts it on top', async () => {
    const { result } = await joined();
    const page = Array.from({ length: 20 }, (_, index) => liveMessage(100 - index));
    await act(async () => answer(lastChat(), { messages: page }));
    expect(result.current.hasOlder).toBe(true);
    act(() => result.current.loadOlder());
    const older = lastChat();
    expect(older.data).toMatchObject({ filters: { is_older: true, timestamp: liveMessage(81).created_at, limit: 20 } });
    await act(async () => answer(older, { messages: [liveMessage(80), liveMessage(79)] }));
    expect(ids(result.current.messages).slice(0, 3)).toEqual([79, 80, 81]);
    expect(result.current.hasOlder).toBe(false);
  });

  it('refuses spam and bad words before sending; sends the rest with a 5 s timeout and starts the slow mode', async () => {
    const { result } = await joined();
    await act(async () => answer(lastChat(), { messages: [] }));
    const outgoing = { replyTo: null, attachments: [], stickerId: null };
    await expect(act(() => result.current.send({ ...outgoing, text: 'ну ты дурак' }))).resolves.toEqual({
      ok: false,
      error: 'you_cant_write_bad_words_see_chat_rules',
    });
    expect(socket().count('chat')).toBe(1);
    let sent!: Promise<unknown>;
    act(() => void (sent = result.current.send({ ...outgoing, text: 'Привет' })));
    const post = lastChat();
    expect(post).toMatchObject({ action: 'stream_post', data: { message: { message: 'Привет', reply_to: null } } });
    await act(async () => answer(post, { messages: [liveMessage(9, { message: 'Привет' })] }));
    await expect(sent).resolves.toEqual({ ok: true });
    expect(ids(result.current.messages)).toEqual([9]);
    expect(result.current.slowUntil).toBeGreaterThan(Date.now() + 29_000);
    await expect(act(() => result.current.send({ ...outgoing, text: 'привет' }))).resolves.toEqual({
      ok: false,
      error: 'you_cant_send_spam_and_flood_see_chat_rules',
    });
  });

  it('gives the server’s refusal reason, and a timeout as a failure', async () => {
    vi.useFakeTimers();
    const { result } = await joined();
    await act(async () => answer(lastChat(), { messages: [] }));
    const outgoing = { replyTo: null, attachments: [], stickerId: null };
    let refused!: Promise<unknown>;
    act(() => void (refused = result.current.send({ ...outgoing, text: 'раз' })));
    const post = lastChat();
    act(() =>
      socket().fire('chat', {
        lesson_id: 7,
        action: 'stream_post',
        request_id: post.request_id,
        data: null,
        error: { code: 103, message: 'closed', reason: 'chat_closed' },
      }),
    );
    await expect(refused).resolves.toEqual({ ok: false, error: 'chat_closed' });
    let late!: Promise<unknown>;
    act(() => void (late = result.current.send({ ...outgoing, text: 'два' })));
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    await expect(late).resolves.toEqual({ ok: false, error: 'sendFailed' });
  });

  it('keeps hidden messages for moderators and drops them for students', async () => {
    const student = await joined(false);
    await act(async () => answer(lastChat(), { messages: [liveMessage(2), liveMessage(1)] }));
    act(() =>
      socket().fire('chat', {
        lesson_id: 7,
        action: 'update_messages',
        data: { messages: [liveMessage(1, { is_hidden: true })] },
      }),
    );
    expect(ids(student.result.current.messages)).toEqual([2]);
    const moderator = await joined(true);
    await act(async () => answer(lastChat(), { messages: [liveMessage(2), liveMessage(1, { is_hidden: true })] }));
    expect(ids(moderator.result.current.messages)).toEqual([1, 2]);
  });

  it('after a dropped connection it resubscribes and adds what was missed at the bottom', async () => {
    vi.useFakeTimers();
    const { result } = await joined();
    await act(async () => answer(lastChat(), { messages: [liveMessage(2), liveMessage(1)] }));
    act(() => socket().fire('disconnect', 'transport close'));
    expect(result.current.state.connection).toBe('connecting');
    await act(async () => vi.advanceTimersByTimeAsync(500));
    await act(async () => {
      socket().fire('connect');
      socket().ackSubscribe({ ok: true, settings, is_moderator: false, banned_until: null });
    });
    await act(async () => answer(lastChat(), { messages: [liveMessage(4), liveMessage(3), liveMessage(2)] }));
    expect(ids(result.current.messages)).toEqual([1, 2, 3, 4]);
    expect(result.current.state).toMatchObject({ connection: 'connected', subscription: 'subscribed' });
  });

  it('learns its own ban from the room', async () => {
    const { result } = await joined();
    await act(async () => answer(lastChat(), { messages: [] }));
    act(() =>
      socket().fire('chat', {
        lesson_id: 7,
        action: 'ban_user',
        data: { user_id: 55, until: 1_900_000_000_000, message: liveMessage(5, { is_moderation: true }) },
      }),
    );
    expect(result.current.bannedUntil).toBe(1_900_000_000_000);
    expect(ids(result.current.messages)).toEqual([5]);
  });
});
