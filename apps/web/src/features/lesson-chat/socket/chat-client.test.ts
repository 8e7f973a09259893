import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChatSettings } from '@school/contract';
import { ChatClient, type ChatClientOptions, type ChatClientState } from './chat-client';
import { FakeSocket } from './fake-socket';
import { backoffDelay } from './backoff';

const settings: LiveChatSettings = {
  lessonId: 7,
  attachmentsEnabled: true,
  stickersEnabled: true,
  attachmentMaxBytes: 1000,
  attachmentMimeTypes: ['image/png'],
  slowModeSeconds: 0,
  isClosed: false,
  replayEnabled: true,
  nicknamesEnabled: false,
};
const OK = { ok: true, settings, is_moderator: false, banned_until: null };

function setup(overrides: Partial<ChatClientOptions> = {}) {
  let socket: FakeSocket | null = null;
  let token = 'token-1';
  const states: ChatClientState[] = [];
  const options: ChatClientOptions = {
    lessonId: 7,
    createSocket: (read) => (socket = new FakeSocket(read)),
    token: () => token,
    refreshToken: vi.fn(async () => {
      token = 'token-2';
      return true;
    }),
    onState: (state) => states.push(state),
    onSubscribed: vi.fn(),
    onEvent: vi.fn(),
    // No jitter: the shortest delay of each attempt.
    random: () => 0,
    ...overrides,
  };
  const client = new ChatClient(options);
  client.start();
  return { client, options, states, socket: () => socket!, last: () => states.at(-1)! };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('backoffDelay', () => {
  it('grows from 0.5 s to at most 20 s, with jitter inside the step', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
    expect(backoffDelay(12, () => 1)).toBe(20_000);
    expect(backoffDelay(12, () => 0)).toBe(10_000);
  });
});

describe('ChatClient states', () => {
  it('goes connecting → connected → subscribing → subscribed, sending the lesson and the token', () => {
    const { socket, last, options, states } = setup();
    expect(states[0]).toMatchObject({ connection: 'connecting', subscription: 'unsubscribed' });
    expect(socket().token()).toBe('token-1');
    socket().fire('connect');
    expect(last()).toMatchObject({ connection: 'connected', subscription: 'subscribing' });
    expect(socket().last('subscribe')[0]).toEqual({ lesson_id: 7 });
    socket().ackSubscribe(OK);
    expect(last()).toMatchObject({ connection: 'connected', subscription: 'subscribed' });
    expect(options.onSubscribed).toHaveBeenCalledWith({ settings, isModerator: false, bannedUntil: null });
  });

  it('reconnects itself after a dropped transport with growing delays, then resubscribes', () => {
    const { socket, last } = setup({ random: () => 1 });
    socket().fire('connect');
    socket().ackSubscribe(OK);
    socket().fire('disconnect', 'transport close');
    expect(last()).toMatchObject({ connection: 'connecting', subscription: 'unsubscribed' });
    expect(socket().connects).toBe(1);
    vi.advanceTimersByTime(499);
    expect(socket().connects).toBe(1);
    vi.advanceTimersByTime(1);
    expect(socket().connects).toBe(2);
    socket().fire('connect_error', new Error('xhr poll error'));
    vi.advanceTimersByTime(999);
    expect(socket().connects).toBe(2);
    vi.advanceTimersByTime(1);
    expect(socket().connects).toBe(3);
    socket().fire('connect');
    expect(socket().count('subscribe')).toBe(2);
  });

  it('retries a temporary error or a code below 100, and stops on other codes', () => {
    const { socket, last } = setup();
    socket().fire(
      'connect_error',
      Object.assign(new Error('busy'), { data: { code: 108, message: 'n/a', temporary: true } }),
    );
    vi.advanceTimersByTime(500);
    expect(socket().connects).toBe(2);
    socket().fire('connect_error', Object.assign(new Error('limit'), { data: { code: 106, message: 'limit' } }));
    expect(last()).toMatchObject({ connection: 'disconnected', error: { code: 106 } });
    vi.advanceTimersByTime(60_000);
    expect(socket().connects).toBe(2);
  });

  it('disconnects without retry when unauthorised (101)', () => {
    const { socket, last } = setup();
    socket().fire(
      'connect_error',
      Object.assign(new Error('unauthorized'), { data: { code: 101, message: 'unauthorized' } }),
    );
    expect(last()).toMatchObject({ connection: 'disconnected', error: { code: 101 } });
    vi.advanceTimersByTime(60_000);
    expect(socket().connects).toBe(1);
  });

  it('refreshes an expired token (109) over HTTP and connects with the new one', async () => {
    const { socket, options } = setup();
    socket().fire(
      'connect_error',
      Object.assign(new Error('expired'), { data: { code: 109, message: 'token expired', temporary: true } }),
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(options.refreshToken).toHaveBeenCalledOnce();
    expect(socket().connects).toBe(2);
    expect(socket().token()).toBe('token-2');
  });

  it('keeps the room on 109 while subscribed: refreshes, emits `refresh`, resubscribes', async () => {
    const { socket, last } = setup();
    socket().fire('connect');
    socket().ackSubscribe({ error: { code: 109, message: 'token expired', temporary: true } });
    await vi.advanceTimersByTimeAsync(0);
    const [payload, ack] = socket().last('refresh') as [unknown, (answer: unknown) => void];
    expect(payload).toEqual({ token: 'token-2' });
    expect(socket().disconnects).toBe(0);
    ack({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(socket().count('subscribe')).toBe(2);
    socket().ackSubscribe(OK);
    expect(last()).toMatchObject({ connection: 'connected', subscription: 'subscribed' });
  });

  it('resubscribes after a temporary subscribe error, gives up on permission denied', () => {
    const { socket, last } = setup();
    socket().fire('connect');
    socket().ackSubscribe({ error: { code: 12, message: 'bad configuration' } });
    expect(last().subscription).toBe('subscribing');
    vi.advanceTimersByTime(500);
    expect(socket().count('subscribe')).toBe(2);
    socket().ackSubscribe({ error: { code: 103, message: 'permission denied' } });
    expect(last()).toMatchObject({ connection: 'connected', subscription: 'unsubscribed', error: { code: 103 } });
    vi.advanceTimersByTime(60_000);
    expect(socket().count('subscribe')).toBe(2);
  });

  it('stop() disconnects and never reconnects', () => {
    const { client, socket, last } = setup();
    socket().fire('connect');
    client.stop();
    socket().fire('disconnect', 'io client disconnect');
    vi.advanceTimersByTime(60_000);
    expect(socket().connects).toBe(1);
    expect(last()).toMatchObject({ connection: 'disconnected', subscription: 'unsubscribed' });
  });
});

describe('ChatClient requests', () => {
  it('matches answers to requests by request_id; events of nobody’s request are broadcasts', async () => {
    const { client, socket, options } = setup();
    socket().fire('connect');
    const first = client.request('stream_get', { filters: { limit: 20 } });
    const second = client.request('stream_get', { filters: { limit: 5 } });
    const [a, b] = socket()
      .sent.filter((item) => item.event === 'chat')
      .map((item) => item.args[0] as { request_id: string; lesson_id: number; action: string });
    expect(a!.request_id).not.toBe(b!.request_id);
    expect(a).toMatchObject({ lesson_id: 7, action: 'stream_get', data: { filters: { limit: 20 } } });
    socket().fire('chat', { lesson_id: 7, action: 'stream_get', data: 'second', request_id: b!.request_id });
    socket().fire('chat', { lesson_id: 7, action: 'stream_get', data: 'first', request_id: a!.request_id });
    await expect(first).resolves.toBe('first');
    await expect(second).resolves.toBe('second');
    const broadcast = { lesson_id: 7, action: 'stream_post', data: { messages: [] } };
    socket().fire('chat', broadcast);
    expect(options.onEvent).toHaveBeenCalledWith(broadcast);
  });

  it('rejects with the server error of the answer', async () => {
    const { client, socket } = setup();
    const sent = client.request('stream_post', {});
    const { request_id } = socket().last('chat')[0] as { request_id: string };
    socket().fire('chat', {
      lesson_id: 7,
      action: 'stream_post',
      data: null,
      request_id,
      error: { code: 111, message: 'slow', reason: 'slow_mode' },
    });
    await expect(sent).rejects.toMatchObject({ chatError: { code: 111, reason: 'slow_mode' } });
  });

  it('renews the token when a request is refused with 109, staying in the room', async () => {
    const { client, socket, options } = setup();
    socket().fire('connect');
    const sent = client.request('stream_get', {});
    const { request_id } = socket().last('chat')[0] as { request_id: string };
    socket().fire('chat', {
      lesson_id: 7,
      action: 'stream_get',
      data: null,
      request_id,
      error: { code: 109, message: 'token expired', temporary: true },
    });
    await expect(sent).rejects.toMatchObject({ chatError: { code: 109 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(options.refreshToken).toHaveBeenCalledOnce();
    expect(socket().last('refresh')[0]).toEqual({ token: 'token-2' });
    expect(socket().disconnects).toBe(0);
  });

  it("times out with 'Request with {id} timed out.' after 30 s, or the timeout given (5 s for stream_post)", async () => {
    const { client, socket } = setup();
    const slow = client.request('stream_get', {});
    const slowId = (socket().last('chat')[0] as { request_id: string }).request_id;
    const post = client.request('stream_post', {}, 5_000);
    const postId = (socket().last('chat')[0] as { request_id: string }).request_id;
    const slowResult = slow.catch((error: Error) => error.message);
    const postResult = post.catch((error: Error) => error.message);
    vi.advanceTimersByTime(4_999);
    let postDone = false;
    void postResult.then(() => (postDone = true));
    await Promise.resolve();
    expect(postDone).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(postResult).resolves.toBe(`Request with ${postId} timed out.`);
    vi.advanceTimersByTime(25_000);
    await expect(slowResult).resolves.toBe(`Request with ${slowId} timed out.`);
  });
});
