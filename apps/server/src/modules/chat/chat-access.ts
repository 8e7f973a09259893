import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { notFound } from '../../plugins/errors.js';
import { findProductTypes } from '../courses/courses.service.js';
import { mayCheck } from '../homework/homework-access.js';
import { findLesson, mayUse, type LessonRow } from '../lessons/lessons.service.js';

/** Who a chat user is in a lesson's chat (the `role` of spec 3 §3 senders). */
export type ChatRole = 'student' | 'curator' | 'moderator';

export interface ChatSeat {
  lesson: LessonRow;
  role: ChatRole;
  /** Moderators and curators: they see hidden messages, skip validation and moderate (spec 3 §6). */
  isStaff: boolean;
}

export const chatRoleOf = (role: string): ChatRole | null => {
  if (role === 'STUDENT_ROLE') return 'student';
  if (role === 'CHAT_MODERATOR' || role === 'HEAD_MODERATOR') return 'moderator';
  if (role === 'CURATOR_ROLE' || role === 'HEAD_CURATOR') return 'curator';
  return null;
};

export async function lessonClassType(db: Tx, lesson: LessonRow): Promise<number | undefined> {
  return (await findProductTypes(db, [lesson.productTypeId])).get(lesson.productTypeId)?.classTypeId;
}

/**
 * Whether the user may be in this lesson's chat: a student by the lessons module's own rule (the
 * one `GET /v2/lessons/:id/` applies), chat moderators in every lesson, curators in the lessons of
 * the subjects they check (a head curator in all).
 */
async function mayEnter(db: Tx, user: AuthUser, role: ChatRole, lesson: LessonRow, now: Date): Promise<boolean> {
  if (role === 'student') return mayUse(db, user, lesson, now, true);
  if (role === 'moderator') return true;
  const classTypeId = await lessonClassType(db, lesson);
  return classTypeId !== undefined && mayCheck(db, user, classTypeId);
}

/** The caller's seat in a lesson's chat: 'unknown' for no such lesson, 'denied' for no right to it. */
export async function chatSeat(
  db: Tx,
  user: AuthUser,
  lessonId: number,
  now = new Date(),
): Promise<ChatSeat | 'unknown' | 'denied'> {
  const role = chatRoleOf(user.role);
  if (!role) return 'denied';
  const lesson = await findLesson(db, lessonId);
  if (!lesson) return 'unknown';
  if (!(await mayEnter(db, user, role, lesson, now))) return 'denied';
  return { lesson, role, isStaff: role !== 'student' };
}

// A lesson the caller may not see is answered like a missing one: ids are not confirmed to strangers.
export const chatLessonNotFound = () => notFound('Урок не найден.');

/** For HTTP: the seat, or the 404 of a missing lesson. */
export async function requireSeat(db: Tx, user: AuthUser, lessonId: number): Promise<ChatSeat> {
  const seat = await chatSeat(db, user, lessonId);
  if (typeof seat === 'string') throw chatLessonNotFound();
  return seat;
}

/** For moderation over HTTP: a lesson the moderator or curator may moderate, else 404. */
export async function requireModeratedLesson(db: Tx, user: AuthUser, lessonId: number): Promise<ChatSeat> {
  const seat = await requireSeat(db, user, lessonId);
  if (!seat.isStaff) throw chatLessonNotFound();
  return seat;
}
