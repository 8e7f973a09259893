/**
 * Query keys of the chat moderator's screens. Every key starts with `all`, so an action (a report
 * closed, a ban, slow mode) refreshes the lessons, the queue and the home cards' counts at once.
 */
export const moderationQueryKeys = {
  all: ['chat-moderation'] as const,
  lessons: () => [...moderationQueryKeys.all, 'lessons'] as const,
  openReports: () => [...moderationQueryKeys.all, 'open-reports'] as const,
  reports: (query: object) => [...moderationQueryKeys.all, 'reports', query] as const,
  bans: (lessonId: number) => [...moderationQueryKeys.all, 'bans', lessonId] as const,
};
