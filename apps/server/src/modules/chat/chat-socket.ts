import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  CHAT_ERROR_CODES,
  CHAT_EVENTS,
  ChatRequestSchema,
  HistoryDataSchema,
  StreamGetDataSchema,
  StreamPostDataSchema,
  lessonRoom,
  type ChatError,
  type ChatEvent,
  type SubscribeAck,
} from '@school/contract';
import type { AppContext } from '../../context.js';
import { chatError, socketUser, type ChatSocket } from '../../realtime/realtime.js';
import { chatSeat, type ChatSeat } from './chat-access.js';
import { banInForce } from './chat-bans.repo.js';
import { lessonStaffRoom } from './chat-broadcast.js';
import { ChatRefusal, badRequest, permissionDenied } from './chat-errors.js';
import { postMessage } from './chat-post.service.js';
import { lessonChatSettings } from './chat-settings.js';
import { streamGet, streamHistory } from './chat-stream.service.js';
import { FloodLimit } from './flood-limit.js';

const SubscribeSchema = ChatRequestSchema.pick({ lesson_id: true });

type Reply = (answer: unknown) => void;
const replyOf = (ack: unknown): Reply | null => (typeof ack === 'function' ? (ack as Reply) : null);

function parse<T extends z.ZodType>(schema: T, payload: unknown): z.infer<T> {
  const result = schema.safeParse(payload);
  if (!result.success) throw badRequest(`Неверный запрос: ${result.error.issues[0]?.message ?? 'bad shape'}`);
  return result.data;
}

/** The socket side of the lesson chat (spec 3 §3, §4): subscribe, unsubscribe and `chat` requests. */
export class ChatConnection {
  private readonly seats = new Map<number, ChatSeat>();
  private readonly flood = new FloodLimit();

  constructor(
    private readonly ctx: AppContext,
    private readonly socket: ChatSocket,
    private readonly log: FastifyBaseLogger,
  ) {
    socket.on(CHAT_EVENTS.subscribe, (payload, ack) => void this.guard(replyOf(ack), () => this.subscribe(payload)));
    socket.on(
      CHAT_EVENTS.unsubscribe,
      (payload, ack) => void this.guard(replyOf(ack), () => this.unsubscribe(payload)),
    );
    socket.on(CHAT_EVENTS.chat, (payload, ack) => void this.request(payload, replyOf(ack)));
  }

  /** The user of the socket now, or the expired-token error (spec 3 §8: temporary, refresh). */
  private user() {
    const user = socketUser(this.socket);
    if ('code' in user) throw new ChatRefusal(user);
    return user;
  }

  /** Runs one handler: a refusal is answered as `{error}`, a bug is logged and answered without detail. */
  private async guard(reply: Reply | null, run: () => Promise<unknown>): Promise<void> {
    let answer: unknown;
    try {
      if (!this.flood.take()) {
        throw new ChatRefusal(
          chatError(CHAT_ERROR_CODES.tooManyRequests, 'Слишком много запросов.', { temporary: true }),
        );
      }
      answer = await run();
    } catch (error) {
      answer = { error: this.errorOf(error) };
    }
    reply?.(answer);
  }

  private errorOf(error: unknown): ChatError {
    if (error instanceof ChatRefusal) return error.error;
    this.log.error({ err: error, userId: this.socket.data.user.id }, 'chat socket handler failed');
    return chatError(CHAT_ERROR_CODES.notAvailable, 'Внутренняя ошибка чата.', { temporary: true });
  }

  private async subscribe(payload: unknown): Promise<SubscribeAck> {
    const { lesson_id: lessonId } = parse(SubscribeSchema, payload);
    const user = this.user();
    const seat = await chatSeat(this.ctx.db, user, lessonId);
    if (seat === 'unknown') throw new ChatRefusal(chatError(CHAT_ERROR_CODES.unknownChannel, 'Урок не найден.'));
    if (seat === 'denied') throw permissionDenied('Нет доступа к чату этого урока.');
    const settings = await lessonChatSettings(this.ctx.db, this.ctx.config.VARIANT, lessonId);
    const ban = seat.isStaff ? undefined : await banInForce(this.ctx.db, lessonId, user.id, new Date());
    this.seats.set(lessonId, seat);
    await this.socket.join(seat.isStaff ? [lessonRoom(lessonId), lessonStaffRoom(lessonId)] : lessonRoom(lessonId));
    return {
      ok: true,
      settings,
      is_moderator: seat.isStaff,
      banned_until: ban ? (ban.until?.getTime() ?? null) : null,
    };
  }

  private async unsubscribe(payload: unknown): Promise<{ ok: true }> {
    const { lesson_id: lessonId } = parse(SubscribeSchema, payload);
    this.seats.delete(lessonId);
    await Promise.all([this.socket.leave(lessonRoom(lessonId)), this.socket.leave(lessonStaffRoom(lessonId))]);
    return { ok: true };
  }

  /**
   * A `chat` request: answered with the request's id through the acknowledgement when the client
   * asked for one, else as a `chat` event to this socket (spec 3 §4: matched by request_id).
   */
  private async request(payload: unknown, ack: Reply | null): Promise<void> {
    const head = ChatRequestSchema.safeParse(payload);
    const requestId = head.success ? head.data.request_id : undefined;
    const lessonId = head.success ? head.data.lesson_id : 0;
    const action = head.success ? head.data.action : 'unknown';
    const reply: Reply = (answer) => {
      const event: ChatEvent = {
        lesson_id: lessonId,
        action,
        request_id: requestId,
        data: null,
        ...(answer as object),
      };
      if (ack) ack(event);
      else this.socket.emit(CHAT_EVENTS.chat, event);
    };
    await this.guard(
      (answer) => reply(answer && typeof answer === 'object' && 'error' in answer ? answer : { data: answer }),
      async () => {
        if (!head.success) throw badRequest('Неверный запрос: нужны lesson_id, action, data и request_id.');
        this.user();
        const seat = this.seats.get(lessonId);
        if (!seat) throw permissionDenied('Сначала подпишись на чат этого урока.');
        return this.act(seat, head.data.action, head.data.data);
      },
    );
  }

  private async act(seat: ChatSeat, action: string, data: unknown): Promise<unknown> {
    const db = this.ctx.db;
    switch (action) {
      case 'stream_get':
        return streamGet(db, seat, parse(StreamGetDataSchema, data ?? { filters: {} }));
      case 'history':
        return streamHistory(db, seat, parse(HistoryDataSchema, data ?? { filters: {} }));
      case 'stream_post': {
        const message = await postMessage(this.ctx, seat, this.user(), parse(StreamPostDataSchema, data).message);
        // The sender has it as the answer; the room (the sender's other tabs too) as a broadcast.
        this.socket.to(lessonRoom(seat.lesson.id)).emit(CHAT_EVENTS.chat, {
          lesson_id: seat.lesson.id,
          action: 'stream_post',
          data: { messages: [message] },
        } satisfies ChatEvent);
        return { messages: [message] };
      }
      default:
        throw new ChatRefusal(chatError(CHAT_ERROR_CODES.methodNotFound, `Event ${action} not supported`));
    }
  }
}

/** Every socket of the `/chat` namespace gets the lesson chat's handlers. */
export function registerChatSocket(ctx: AppContext, log: FastifyBaseLogger): void {
  ctx.realtime.chat.on('connection', (socket: ChatSocket) => new ChatConnection(ctx, socket, log));
}
