import { CHAT_EVENTS, lessonRoom, type ChatEvent, type LiveAction, type LiveMessage } from '@school/contract';
import type { Realtime } from '../../realtime/realtime.js';
import { withoutContent } from './chat-present.js';

/** The staff of a lesson's chat: hidden messages go only here (spec 3 §6). */
export const lessonStaffRoom = (lessonId: number) => `${lessonRoom(lessonId)}:staff`;

const event = (lessonId: number, action: LiveAction, data: unknown): ChatEvent => ({
  lesson_id: lessonId,
  action,
  data,
});

/** To everyone in the lesson's chat, on every process. */
export function toLesson(realtime: Realtime, lessonId: number, action: LiveAction, data: unknown): void {
  realtime.chat.to(lessonRoom(lessonId)).emit(CHAT_EVENTS.chat, event(lessonId, action, data));
}

/** One form to the staff, another to the students (who must not get what is hidden). */
export function toStaffAndStudents(
  realtime: Realtime,
  lessonId: number,
  action: LiveAction,
  forms: { staff: unknown; students: unknown },
): void {
  realtime.chat.to(lessonStaffRoom(lessonId)).emit(CHAT_EVENTS.chat, event(lessonId, action, forms.staff));
  realtime.chat
    .to(lessonRoom(lessonId))
    .except(lessonStaffRoom(lessonId))
    .emit(CHAT_EVENTS.chat, event(lessonId, action, forms.students));
}

/**
 * Changed messages to the room (spec 3 §4 update_messages, show/hide user messages): staff get
 * them whole and marked; students get only the ids of the hidden ones, to drop them.
 */
export function broadcastUpdates(
  realtime: Realtime,
  lessonId: number,
  action: 'update_messages' | 'hide_user_messages' | 'show_user_messages',
  messages: LiveMessage[],
  userId?: number,
): void {
  toStaffAndStudents(realtime, lessonId, action, {
    staff: { messages, user_id: userId },
    students: { messages: messages.map(withoutContent), user_id: userId },
  });
}
