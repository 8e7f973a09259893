import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_NAMESPACE, type ChatEvent, type LiveMessage } from '@school/contract';
import type { Db } from '../db/client.js';
import { createTestApp, type TestApp } from './test-app.js';
import { upsertBanWords } from '../modules/chat/ban-words.js';
import type { LessonRow } from '../modules/lessons/lessons.service.js';
import { buildCourse, buildLesson, grantAccess, type TestCourse } from './course-factories.js';
import { accessTokenFor, buildUser, type TestUser } from './factories.js';
import { buildChecker } from './homework-factories.js';

export interface ChatPerson {
  user: TestUser;
  token: string;
}

async function person(db: Db, role: TestUser['role'] = 'STUDENT_ROLE', name?: [string, string]): Promise<ChatPerson> {
  const user = await buildUser(db, { role, firstName: name?.[0], lastName: name?.[1] });
  return { user, token: await accessTokenFor(user) };
}

/** A live lesson with two students who own it, a stranger, a chat moderator and the subject's curator. */
export interface ChatWorld {
  course: TestCourse;
  lesson: LessonRow;
  student: ChatPerson;
  student2: ChatPerson;
  stranger: ChatPerson;
  moderator: ChatPerson;
  curator: ChatPerson;
}

export async function buildChatWorld(db: Db): Promise<ChatWorld> {
  const course = await buildCourse(db);
  const lesson = await buildLesson(db, course, { minutesFromNow: -10 });
  const [student, student2, stranger, moderator] = [
    await person(db, 'STUDENT_ROLE', ['Аня', 'Петрова']),
    await person(db, 'STUDENT_ROLE', ['Борис', 'Иванов']),
    await person(db),
    await person(db, 'CHAT_MODERATOR', ['Мария', 'Модераторова']),
  ];
  await grantAccess(db, student.user.id, course);
  await grantAccess(db, student2.user.id, course);
  const curator = await buildChecker(db, [course.classTypeId]);
  await upsertBanWords(db, [
    { value: 'хрен', type: 'BLACK' },
    { value: 'хренов', type: 'WHITE' },
  ]);
  return { course, lesson, student, student2, stranger, moderator, curator };
}

/** A socket.io-client on the chat namespace, closed by `closeAll`. */
export class ChatClients {
  private readonly sockets: Socket[] = [];

  constructor(private readonly url: string) {}

  async open(token: string): Promise<Socket> {
    const socket = connect(`${this.url}${CHAT_NAMESPACE}`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    this.sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  closeAll(): void {
    for (const socket of this.sockets.splice(0)) socket.disconnect();
  }
}

/** A socket test file's setup: the app listening on a free port, the chat world, its clients. */
export interface ChatTestBed {
  t: TestApp;
  w: ChatWorld;
  clients: ChatClients;
}

/**
 * Registers the hooks of a socket test file: the app listens before the tests, sockets close after
 * each one, the app after all. Read the fields inside tests and hooks (they are set in beforeAll).
 */
export function listenChatWorld(): ChatTestBed {
  const bed = {} as ChatTestBed;
  beforeAll(async () => {
    bed.t = await createTestApp();
    bed.w = await buildChatWorld(bed.t.db);
    bed.clients = new ChatClients(await bed.t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterEach(() => bed.clients.closeAll());
  afterAll(async () => {
    bed.clients?.closeAll();
    await bed.t?.close();
  });
  return bed;
}

// Answers are read loosely and checked with expect(), like WireBody in test-app.ts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAck = any;

export const subscribe = (socket: Socket, lessonId: number): Promise<AnyAck> =>
  socket.emitWithAck(CHAT_EVENTS.subscribe, { lesson_id: lessonId });

/** One `chat` request answered through its acknowledgement. */
export const ask = (socket: Socket, lessonId: number, action: string, data: unknown): Promise<ChatEvent & AnyAck> =>
  socket.emitWithAck(CHAT_EVENTS.chat, {
    lesson_id: lessonId,
    action,
    data,
    request_id: randomBytes(6).toString('hex'),
  });

export const post = (socket: Socket, lessonId: number, text: unknown, extra: Record<string, unknown> = {}) =>
  ask(socket, lessonId, 'stream_post', { message: { message: text, ...extra } });

export const postedMessage = (answer: ChatEvent): LiveMessage => {
  const data = answer.data as { messages: LiveMessage[] } | undefined;
  const message = data?.messages[0];
  if (!message) throw new Error(`no message in ${JSON.stringify(answer)}`);
  return message;
};

/** The next broadcast of this action on the socket (rejects after `ms`). */
export function nextEvent(socket: Socket, action: string, ms = 3000): Promise<ChatEvent & AnyAck> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(CHAT_EVENTS.chat, listener);
      reject(new Error(`no ${action} within ${ms} ms`));
    }, ms);
    const listener = (event: ChatEvent) => {
      if (event.action !== action) return;
      clearTimeout(timer);
      socket.off(CHAT_EVENTS.chat, listener);
      resolve(event);
    };
    socket.on(CHAT_EVENTS.chat, listener);
  });
}

/** Collects every `chat` broadcast a socket gets, to assert what did NOT arrive. */
export function recordEvents(socket: Socket): ChatEvent[] {
  const events: ChatEvent[] = [];
  socket.on(CHAT_EVENTS.chat, (event: ChatEvent) => events.push(event));
  return events;
}
