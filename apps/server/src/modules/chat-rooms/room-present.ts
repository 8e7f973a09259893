import type { ChatRoom, RoomMessage } from '@school/contract';
import type { RoomKind, RoomSide } from './chat-rooms.schema.js';
import type { MessageRow } from './messages.repo.js';
import type { RoomRow } from './rooms.repo.js';
import type { Person } from './room-people.js';

/** Who has read a room how far: a message is read once the other side's mark reaches it. */
export interface ReadState {
  studentId: number;
  studentReadAt: number;
  /** The furthest any curator has read. */
  curatorsReadAt: number;
}

export function readState(studentId: number, marks: { userId: number; lastReadAt: Date }[]): ReadState {
  let studentReadAt = 0;
  let curatorsReadAt = 0;
  for (const mark of marks) {
    const at = mark.lastReadAt.getTime();
    if (mark.userId === studentId) studentReadAt = at;
    else curatorsReadAt = Math.max(curatorsReadAt, at);
  }
  return { studentId, studentReadAt, curatorsReadAt };
}

/** A sender whose account is gone still answered as a curator (or support) or asked as the student. */
const nameOf = (people: Map<number, Person>, id: number | null, fallback: string) =>
  (id === null ? undefined : people.get(id)?.name) ?? fallback;

const ANSWERER_NAME: Record<RoomKind, string> = { curator: 'Куратор', support: 'Поддержка' };

/** `kind`: who answers in the room, the subject's curators or support (spec 3 §6). */
export function presentMessage(
  row: MessageRow,
  reads: ReadState,
  people: Map<number, Person>,
  kind: RoomKind,
): RoomMessage {
  const sentAt = row.sentAt.getTime();
  const base = { id: row.id, text: row.text, sentAt };
  if (row.type === 'regular') {
    const fromStudent = row.senderId === reads.studentId;
    return {
      ...base,
      extra: row.extra,
      type: 'regular',
      isRead: (fromStudent ? reads.curatorsReadAt : reads.studentReadAt) >= sentAt,
      sender: {
        id: row.senderId ?? 0,
        name: nameOf(people, row.senderId, fromStudent ? 'Ученик' : ANSWERER_NAME[kind]),
        role: fromStudent ? 'student' : kind,
      },
      attachments: row.attachments,
    };
  }
  const target: RoomSide = row.target ?? 'student';
  if (row.type === 'feedback') {
    const rating = row.extra?.rating;
    return { ...base, type: 'feedback', target, extra: { rating: typeof rating === 'number' ? rating : null } };
  }
  return { ...base, extra: row.extra, type: 'system', target };
}

export interface RoomLabels {
  subject: string;
  student: Person;
}

export function presentRoom(
  row: RoomRow,
  side: RoomSide,
  labels: RoomLabels,
  lastMessage: RoomMessage | null,
  now: Date,
): ChatRoom {
  const studentName = labels.student.name;
  const subject = labels.subject;
  if (row.kind === 'support') {
    return {
      id: row.id,
      kind: 'support',
      channel: `support-room:${row.id}`,
      name: side === 'student' ? subject : studentName,
      avatar: side === 'student' ? null : labels.student.avatar,
      description: side === 'student' ? 'Ответим на вопросы о платформе, оплате и курсах' : subject,
      classTypeId: null,
      unreadCount: row.unreadCount,
      expireAt: null,
      active: true,
      lastMessage: lastMessage?.type === 'regular' ? lastMessage : null,
      student: side === 'curator' ? { id: row.studentId, name: studentName } : null,
    };
  }
  return {
    id: row.id,
    kind: 'curator',
    channel: `curator-room:${row.id}`,
    // A student talks to the subject's curators; a curator to the student.
    name: side === 'student' ? subject : studentName,
    avatar: side === 'student' ? null : labels.student.avatar,
    description: side === 'student' ? `Кураторы: ${subject}` : subject,
    classTypeId: row.classTypeId,
    unreadCount: row.unreadCount,
    expireAt: row.expireAt.getTime(),
    active: row.expireAt > now,
    lastMessage: lastMessage?.type === 'regular' ? lastMessage : null,
    student: side === 'curator' ? { id: row.studentId, name: studentName } : null,
  };
}
