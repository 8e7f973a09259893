import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '@school/contract';
import { chatRoomMessages as m } from './chat-rooms.schema.js';
import type { RoomSide } from './chat-rooms.schema.js';

/** The contract lets only students and (head) curators in; curators answer on the subject's side. */
export const sideOf = (role: Role): RoomSide => (role === 'STUDENT_ROLE' ? 'student' : 'curator');

/** What a side sees: every regular message, and the system and feedback messages meant for it. */
export const visibleTo = (side: RoomSide): SQL => sql`(${m.type} = 'regular' or ${m.target} = ${side})`;

/**
 * What counts as unread for a side (spec 3 §3 Unread count): the other side's regular messages
 * and the system/feedback messages meant for it. Curators read the student's messages, not each other's.
 */
export function unreadFor(side: RoomSide, studentId: SQL | number): SQL {
  const fromOtherSide =
    side === 'student' ? sql`${m.senderId} is distinct from ${studentId}` : sql`${m.senderId} = ${studentId}`;
  return sql`(${m.target} = ${side} or (${m.type} = 'regular' and ${fromOtherSide}))`;
}
