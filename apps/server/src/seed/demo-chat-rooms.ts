import type { Db, Tx } from '../db/client.js';
import { listOwnedProducts, grantProduct } from '../modules/courses/courses.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { insertMessages, markRead, pageRows, type NewRoomMessage } from '../modules/chat-rooms/messages.repo.js';
import { syncStudentRooms } from '../modules/chat-rooms/room-people.js';
import { listRoomRows, touchRoom } from '../modules/chat-rooms/rooms.repo.js';
import { DEMO_CONVERSATIONS, type DemoConversation } from './demo-chat-rooms-data.js';
import { DEMO_CURATOR_EMAIL } from './demo-homework.js';
import { DEMO_STUDENT_EMAIL } from './demo-courses-data.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Other demo students get the demo student's product of the subject, so their room exists by the usual rule. */
async function ensureSubject(tx: Tx, studentId: number, productId: number, now: Date) {
  await grantProduct(tx, {
    studentId,
    productId,
    startsAt: new Date(now.getTime() - 30 * DAY),
    endsAt: new Date(now.getTime() + 90 * DAY),
    source: 'demo',
  });
}

function plan(conversation: DemoConversation, roomId: number, ids: { student: number; curator: number }, now: Date) {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  return conversation.messages.map((message): NewRoomMessage => {
    const base = { roomId, text: message.text, sentAt: at(message.minutesAgo) };
    if (message.from === 'student') return { ...base, type: 'regular', senderId: ids.student };
    if (message.from === 'curator') return { ...base, type: 'regular', senderId: ids.curator };
    if (message.from === 'system') return { ...base, type: 'system', target: 'student' };
    return { ...base, type: 'feedback', target: 'student', extra: { rating: message.rating ?? null } };
  });
}

/**
 * Curator rooms of the demo (issue 11): conversations of student@ with curator@ and questions of
 * other students waiting for curator@. A room that already has messages is left alone.
 */
export async function seedDemoChatRooms(db: Db, now = new Date()): Promise<void> {
  const [demoStudent, curator] = await Promise.all([
    findUserByEmail(db, DEMO_STUDENT_EMAIL),
    findUserByEmail(db, DEMO_CURATOR_EMAIL),
  ]);
  if (!demoStudent || !curator) return;
  const demoProducts = await listOwnedProducts(db, demoStudent.id, now);
  for (const conversation of DEMO_CONVERSATIONS) {
    const student = await findUserByEmail(db, conversation.student);
    const product = demoProducts.find((owned) => owned.productType.title.startsWith(conversation.subject));
    if (!student || !product) continue;
    await db.transaction(async (tx) => {
      if (student.id !== demoStudent.id) await ensureSubject(tx, student.id, product.productId, now);
      await syncStudentRooms(tx, student.id);
      const rooms = await listRoomRows(
        tx,
        { userId: student.id, side: 'student', scope: { studentId: student.id } },
        { classTypeId: product.productType.classTypeId, limit: 1, offset: 0 },
      );
      const room = rooms[0];
      if (!room || (await pageRows(tx, room.id, 'student', 1)).length > 0) return;
      const created = await insertMessages(
        tx,
        plan(conversation, room.id, { student: student.id, curator: curator.id }, now),
      );
      const readUpTo = (minutesAgo: number | undefined) =>
        created
          .filter((message) => message.sentAt.getTime() <= now.getTime() - (minutesAgo ?? Infinity) * MINUTE)
          .at(-1);
      const studentRead = readUpTo(conversation.studentReadMinutesAgo);
      const curatorRead = readUpTo(conversation.curatorReadMinutesAgo);
      if (studentRead) await markRead(tx, room.id, student.id, studentRead);
      if (curatorRead) await markRead(tx, room.id, curator.id, curatorRead);
      const newest = created.at(-1);
      if (newest) await touchRoom(tx, room.id, newest.sentAt);
    });
  }
}
