import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { forbidden, notFound } from '../../plugins/errors.js';
import { checkerClassTypeIds } from '../homework/homework.service.js';
import { syncStudentRooms } from './room-people.js';
import { sideOf } from './room-side.js';
import { findRoomRow, type RoomRow, type RoomScope } from './rooms.repo.js';

// Another student's room is answered like a missing one: ids are not confirmed to strangers.
export const roomNotFound = () => notFound('Чат не найден.');
export const roomClosed = () =>
  forbidden('Доступ к курсу закончился: чат можно читать, но писать в него нельзя. Продли курс, чтобы задать вопрос.');

/**
 * Spec 3 §3: a student their own rooms; a curator the subjects they check; a head curator every
 * curator room. Spec 3 §6: a support manager every support room (and no curator room).
 */
export async function roomScope(db: Tx, user: AuthUser): Promise<RoomScope> {
  if (user.role === 'STUDENT_ROLE') return { studentId: user.id };
  if (user.role === 'HEAD_CURATOR') return { allOf: 'curator' };
  if (user.role === 'SUPPORT_MANAGER') return { allOf: 'support' };
  return { classTypeIds: await checkerClassTypeIds(db, user.id) };
}

function mayOpen(scope: RoomScope, room: RoomRow): boolean {
  if ('allOf' in scope) return room.kind === scope.allOf;
  if ('studentId' in scope) return room.studentId === scope.studentId && (!scope.kind || room.kind === scope.kind);
  return room.classTypeId !== null && scope.classTypeIds.includes(room.classTypeId);
}

export async function requireRoom(db: Tx, user: AuthUser, id: number): Promise<RoomRow> {
  const room = await findRoomRow(db, id, user.id, sideOf(user.role));
  if (!room || !mayOpen(await roomScope(db, user), room)) throw roomNotFound();
  return room;
}

/** A room one may write to: its access has not ended (a student's renewed access reopens it). */
export async function requireOpenRoom(db: Tx, user: AuthUser, id: number, now: Date): Promise<RoomRow> {
  let room = await requireRoom(db, user, id);
  if (room.expireAt <= now && user.role === 'STUDENT_ROLE' && room.kind === 'curator') {
    await syncStudentRooms(db, user.id);
    room = await requireRoom(db, user, id);
  }
  if (room.expireAt <= now) throw roomClosed();
  return room;
}
