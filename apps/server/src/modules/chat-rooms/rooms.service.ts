import type { ChatRoom } from '@school/contract';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { lastRegularOfRooms, roomReadMarks } from './messages.repo.js';
import { presentMessage, presentRoom, readState } from './room-present.js';
import { requireRoom, roomScope } from './room-access.js';
import { sideOf } from './room-side.js';
import { peopleByIds, subjectTitles, syncStudentRooms } from './room-people.js';
import { countUnread, ensureSupportRoom, listRoomRows, type RoomRow } from './rooms.repo.js';

async function present(db: Tx, user: AuthUser, rows: RoomRow[], now: Date): Promise<ChatRoom[]> {
  const ids = rows.map((row) => row.id);
  const [last, marks, subjects] = await Promise.all([
    lastRegularOfRooms(db, ids),
    roomReadMarks(db, ids),
    subjectTitles(db),
  ]);
  const people = await peopleByIds(db, [
    ...rows.map((row) => row.studentId),
    ...[...last.values()].map((message) => message.senderId),
  ]);
  return rows.map((row) => {
    const message = last.get(row.id);
    const reads = readState(
      row.studentId,
      marks.filter((mark) => mark.roomId === row.id),
    );
    const labels = {
      subject: row.classTypeId === null ? SUPPORT_TITLE : (subjects.get(row.classTypeId) ?? 'Предмет'),
      student: people.get(row.studentId) ?? { name: 'Ученик', avatar: null },
    };
    return presentRoom(
      row,
      sideOf(user.role),
      labels,
      message ? presentMessage(message, reads, people, row.kind) : null,
      now,
    );
  });
}

/** The name a student sees on their support room (spec 3 §6 support chat widget). */
export const SUPPORT_TITLE = 'Поддержка';

/** The scope of the room list and the unread total: a student's curator rooms only (support has its own). */
async function listScope(db: Tx, user: AuthUser) {
  return user.role === 'STUDENT_ROLE' ? { studentId: user.id, kind: 'curator' as const } : roomScope(db, user);
}

/**
 * Spec 3 §3: the student's rooms (made for every subject they own on the way), a curator's of their
 * subjects; a support manager's support rooms, unread first (spec 3 §6).
 */
export async function listRooms(
  db: Tx,
  user: AuthUser,
  query: { limit: number; offset: number; classType?: number },
  now: Date,
) {
  if (user.role === 'STUDENT_ROLE') await syncStudentRooms(db, user.id);
  const rows = await listRoomRows(
    db,
    { userId: user.id, side: sideOf(user.role), scope: await listScope(db, user) },
    { classTypeId: query.classType, limit: query.limit, offset: query.offset },
  );
  return { count: rows[0]?.total ?? 0, results: await present(db, user, rows, now) };
}

export async function getRoom(db: Tx, user: AuthUser, id: number, now: Date): Promise<ChatRoom> {
  const [room] = await present(db, user, [await requireRoom(db, user, id)], now);
  if (!room) throw new Error('the room was not presented');
  return room;
}

export async function unreadTotal(db: Tx, user: AuthUser) {
  return { count: await countUnread(db, user.id, sideOf(user.role), await listScope(db, user)) };
}

/** Spec 3 §6: the student's support room, made on first use; its messages go through the room endpoints. */
export async function getSupportRoom(db: Tx, user: AuthUser, now: Date): Promise<ChatRoom> {
  return getRoom(db, user, await ensureSupportRoom(db, user.id), now);
}

/** The support widget's badge: answers the student has not read yet; no room is made for it. */
export async function supportUnread(db: Tx, user: AuthUser) {
  return { count: await countUnread(db, user.id, 'student', { studentId: user.id, kind: 'support' }) };
}
