import type { ChatRoom, RoomMessage } from '@school/contract';

const NOW = Date.now();
const MINUTE = 60_000;

export const chatRoom = (overrides: Partial<ChatRoom> = {}): ChatRoom => ({
  id: 5,
  kind: 'curator',
  channel: 'curator-room:5',
  name: 'Математика',
  avatar: null,
  description: 'Кураторы: Математика',
  classTypeId: 2,
  unreadCount: 0,
  expireAt: NOW + 90 * 24 * 60 * MINUTE,
  active: true,
  lastMessage: null,
  student: null,
  ...overrides,
});

let sequence = 0;
const uuid = () => `00000000-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`;

export const regular = (
  text: string,
  minutesAgo: number,
  sender: { id: number; name: string; role: 'student' | 'curator' },
  isRead = false,
): Extract<RoomMessage, { type: 'regular' }> => ({
  id: uuid(),
  type: 'regular',
  text,
  sentAt: NOW - minutesAgo * MINUTE,
  extra: null,
  isRead,
  sender,
  attachments: [],
});

export const feedback = (minutesAgo: number, rating: number | null = null): RoomMessage => ({
  id: uuid(),
  type: 'feedback',
  text: 'Куратор ответил на твой вопрос. Оцени, пожалуйста, насколько помог ответ.',
  sentAt: NOW - minutesAgo * MINUTE,
  target: 'student',
  extra: { rating },
});

export const system = (text: string, minutesAgo: number): RoomMessage => ({
  id: uuid(),
  type: 'system',
  text,
  sentAt: NOW - minutesAgo * MINUTE,
  target: 'student',
});

export const ME = { id: 1, name: 'Аня Петрова', role: 'student' as const };
export const CURATOR = { id: 9, name: 'Егор Кураторов', role: 'curator' as const };
