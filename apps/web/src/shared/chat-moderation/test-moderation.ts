import type { ChatBan, ChatReport, ModeratedLesson } from '@school/contract';

/** Test data of the moderator's screens, as the contract describes it. */
export const moderatedLesson = (overrides: Partial<ModeratedLesson> = {}): ModeratedLesson => ({
  id: 41,
  title: 'Производная: разбор пробника',
  classTypeTitle: 'Математика',
  startDatetime: new Date(Date.now() - 20 * 60_000).toISOString(),
  isLive: true,
  openReports: 2,
  slowModeSeconds: 0,
  isClosed: false,
  ...overrides,
});

export const chatReport = (overrides: Partial<ChatReport> = {}): ChatReport => ({
  id: 7,
  lessonId: 41,
  lessonTitle: 'Производная: разбор пробника',
  messageId: 900,
  messageText: 'Кто решит за меня вариант? Пишите в личку',
  messageIsHidden: false,
  author: { id: 15, name: 'Иван Сидоров' },
  reports: 3,
  reason: 'Реклама',
  status: 'OPEN',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

export const chatBan = (overrides: Partial<ChatBan> = {}): ChatBan => ({
  lessonId: 41,
  user: { id: 16, name: 'Пётр Козлов' },
  until: null,
  reason: 'Флуд',
  createdAt: new Date().toISOString(),
  ...overrides,
});
