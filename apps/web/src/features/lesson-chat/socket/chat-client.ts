import {
  CHAT_ERROR_CODES,
  CHAT_EVENTS,
  CHAT_LIMITS,
  type ChatError,
  type ChatEvent,
  type LiveChatSettings,
  type SubscribeAck,
} from '@school/contract';
import { backoffDelay } from './backoff';
import { ChatRequestError, isRetryable, timeoutError } from './chat-errors';

export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type SubscriptionState = 'unsubscribed' | 'subscribing' | 'subscribed';

/** The part of a socket.io-client socket the chat uses (a fake one in tests). */
export interface ChatSocketLike {
  connect(): unknown;
  disconnect(): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
}

export interface Subscription {
  settings: LiveChatSettings;
  isModerator: boolean;
  bannedUntil: number | null;
}

export interface ChatClientState {
  connection: ConnectionState;
  subscription: SubscriptionState;
  /** Why the client stopped for good (unauthorised, no access), or null. */
  error: ChatError | null;
}

export interface ChatClientOptions {
  lessonId: number;
  /** Makes the socket, not yet connected; `token()` is read on every (re)connect. */
  createSocket(token: () => string | null): ChatSocketLike;
  token(): string | null;
  /** Renews the access token over HTTP; false when the session is gone. */
  refreshToken(): Promise<boolean>;
  onState(state: ChatClientState): void;
  onSubscribed(subscription: Subscription): void;
  /** A room broadcast (an event without a request of ours). */
  onEvent(event: ChatEvent): void;
  random?: () => number;
}

interface Pending {
  resolve(data: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

let requestCounter = 0;
const nextRequestId = () => `${Date.now().toString(36)}-${(++requestCounter).toString(36)}`;

/**
 * The lesson chat's connection (spec 3 §4 "Real-time connection", §8, §9): connection and
 * subscription states, its own reconnect and resubscribe with jittered backoff (Socket.IO's own
 * reconnection is off), token refresh without leaving the room, requests matched by request_id.
 */
export class ChatClient {
  private socket: ChatSocketLike | null = null;
  private state: ChatClientState = { connection: 'disconnected', subscription: 'unsubscribed', error: null };
  private readonly pending = new Map<string, Pending>();
  private reconnectAttempt = 0;
  private resubscribeAttempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;

  constructor(private readonly options: ChatClientOptions) {}

  get current(): ChatClientState {
    return this.state;
  }

  start(): void {
    this.stopped = false;
    this.set({ connection: 'connecting', error: null });
    if (!this.socket) this.socket = this.listen(this.options.createSocket(() => this.options.token()));
    this.socket.connect();
  }

  stop(error: ChatError | null = null): void {
    this.stopped = true;
    this.clearTimer();
    this.socket?.disconnect();
    this.failPending(
      new ChatRequestError({ code: CHAT_ERROR_CODES.clientDisconnected, message: 'client disconnected' }),
    );
    this.set({ connection: 'disconnected', subscription: 'unsubscribed', error });
  }

  /** Sends `{action, data, request_id}` and waits for the answer with the same id. */
  request<T>(action: string, data: unknown, timeoutMs: number = CHAT_LIMITS.requestTimeoutMs): Promise<T> {
    const requestId = nextRequestId();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(new ChatRequestError(timeoutError(requestId)));
      }, timeoutMs);
      this.pending.set(requestId, { resolve: resolve as (data: unknown) => void, reject, timer });
      this.socket?.emit(CHAT_EVENTS.chat, { lesson_id: this.options.lessonId, action, data, request_id: requestId });
    });
  }

  private listen(socket: ChatSocketLike): ChatSocketLike {
    socket.on('connect', () => {
      this.reconnectAttempt = 0;
      this.set({ connection: 'connected' });
      this.subscribe();
    });
    socket.on('connect_error', (error: Error & { data?: ChatError }) => {
      void this.onConnectError(error.data ?? { code: CHAT_ERROR_CODES.transportClosed, message: error.message });
    });
    socket.on('disconnect', () => {
      this.failPending(new ChatRequestError({ code: CHAT_ERROR_CODES.transportClosed, message: 'transport closed' }));
      if (this.stopped) return;
      this.set({ subscription: 'unsubscribed' });
      this.scheduleReconnect();
    });
    socket.on(CHAT_EVENTS.chat, (event: ChatEvent) => this.onChat(event));
    return socket;
  }

  private async onConnectError(error: ChatError): Promise<void> {
    if (this.stopped) return;
    if (error.code === CHAT_ERROR_CODES.tokenExpired) {
      if (await this.options.refreshToken()) return this.scheduleReconnect();
      return this.stop({ code: CHAT_ERROR_CODES.unauthorized, message: 'unauthorized' });
    }
    if (error.code !== CHAT_ERROR_CODES.unauthorized && isRetryable(error)) return this.scheduleReconnect();
    this.stop(error);
  }

  private scheduleReconnect(): void {
    this.set({ connection: 'connecting', subscription: 'unsubscribed' });
    this.later(backoffDelay(this.reconnectAttempt++, this.options.random), () => this.socket?.connect());
  }

  private subscribe(): void {
    this.set({ subscription: 'subscribing' });
    let answered = false;
    const timer = setTimeout(() => {
      answered = true;
      this.onSubscribeError({ code: CHAT_ERROR_CODES.timeout, message: 'subscribe timed out' });
    }, CHAT_LIMITS.requestTimeoutMs);
    this.socket?.emit(CHAT_EVENTS.subscribe, { lesson_id: this.options.lessonId }, (ack: SubscribeAck) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      if ('error' in ack) return this.onSubscribeError(ack.error);
      this.resubscribeAttempt = 0;
      this.set({ subscription: 'subscribed' });
      this.options.onSubscribed({
        settings: ack.settings,
        isModerator: ack.is_moderator,
        bannedUntil: ack.banned_until,
      });
    });
  }

  private onSubscribeError(error: ChatError): void {
    if (this.stopped) return;
    if (error.code === CHAT_ERROR_CODES.tokenExpired) {
      void this.renewToken().then((renewed) => renewed && this.subscribe());
      return;
    }
    if (error.code === CHAT_ERROR_CODES.unauthorized) return this.stop(error);
    if (isRetryable(error)) {
      this.set({ subscription: 'subscribing' });
      this.later(backoffDelay(this.resubscribeAttempt++, this.options.random), () => this.subscribe());
      return;
    }
    this.set({ subscription: 'unsubscribed', error });
  }

  /** Spec 3 §4: an expired token is renewed over HTTP and handed to the open socket (the room stays). */
  private async renewToken(): Promise<boolean> {
    const token = (await this.options.refreshToken()) ? this.options.token() : null;
    if (!token) {
      this.stop({ code: CHAT_ERROR_CODES.unauthorized, message: 'unauthorized' });
      return false;
    }
    return new Promise((resolve) => {
      this.socket?.emit(CHAT_EVENTS.refresh, { token }, (ack: { ok?: boolean; error?: ChatError }) => {
        if (ack.error) this.stop(ack.error);
        resolve(!ack.error);
      });
    });
  }

  private onChat(event: ChatEvent): void {
    const pending = event.request_id ? this.pending.get(event.request_id) : undefined;
    if (!pending) return this.options.onEvent(event);
    this.pending.delete(event.request_id!);
    clearTimeout(pending.timer);
    if (event.error?.code === CHAT_ERROR_CODES.tokenExpired) void this.renewToken();
    if (event.error) pending.reject(new ChatRequestError(event.error));
    else pending.resolve(event.data);
  }

  private failPending(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }

  private later(delay: number, run: () => void): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) run();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(patch: Partial<ChatClientState>): void {
    this.state = { ...this.state, ...patch };
    this.options.onState(this.state);
  }
}
