import type { Db } from '../db/client.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { insertMessages, markRead, pageRows, type NewRoomMessage } from '../modules/chat-rooms/messages.repo.js';
import { ensureSupportRoom, touchRoom } from '../modules/chat-rooms/rooms.repo.js';
import { DEMO_STUDENT_EMAIL } from './demo-courses-data.js';

const MINUTE = 60_000;
export const DEMO_SUPPORT_EMAIL = 'support@example.com';

/** Who asks what: student@ has an answered conversation, student2@ a question waiting for support@. */
const CONVERSATIONS: {
  student: string;
  messages: { from: 'student' | 'support'; text: string; minutesAgo: number }[];
}[] = [
  {
    student: DEMO_STUDENT_EMAIL,
    messages: [
      { from: 'student', text: 'Здравствуйте! Не вижу чек за оплату курса, где его найти?', minutesAgo: 3 * 24 * 60 },
      {
        from: 'support',
        text: 'Привет! Чеки лежат в профиле, в разделе «Покупки». Если там пусто — напиши, проверим вручную.',
        minutesAgo: 3 * 24 * 60 - 12,
      },
      { from: 'student', text: 'Нашёл, спасибо!', minutesAgo: 3 * 24 * 60 - 20 },
    ],
  },
  {
    student: 'student2@example.com',
    messages: [{ from: 'student', text: 'Не приходит код подтверждения на телефон. Что делать?', minutesAgo: 25 }],
  },
];

/** Support conversations of the demo (spec 3 §6). A room that already has messages is left alone. */
export async function seedDemoSupportChat(db: Db, now = new Date()): Promise<void> {
  const support = await findUserByEmail(db, DEMO_SUPPORT_EMAIL);
  if (!support) return;
  for (const conversation of CONVERSATIONS) {
    const student = await findUserByEmail(db, conversation.student);
    if (!student) continue;
    await db.transaction(async (tx) => {
      const roomId = await ensureSupportRoom(tx, student.id);
      if ((await pageRows(tx, roomId, 'student', 1)).length > 0) return;
      const created = await insertMessages(
        tx,
        conversation.messages.map((message): NewRoomMessage => ({
          roomId,
          type: 'regular',
          text: message.text,
          senderId: message.from === 'student' ? student.id : support.id,
          sentAt: new Date(now.getTime() - message.minutesAgo * MINUTE),
        })),
      );
      const newest = created.at(-1);
      if (!newest) return;
      // The answered conversation is read on both sides; the waiting question is new to support.
      const answered = conversation.messages.some((message) => message.from === 'support');
      await markRead(tx, roomId, student.id, newest);
      if (answered) await markRead(tx, roomId, support.id, newest);
      await touchRoom(tx, roomId, newest.sentAt);
    });
  }
}
