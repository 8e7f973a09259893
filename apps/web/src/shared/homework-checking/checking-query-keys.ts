/**
 * Query keys of the checking queue. Every key starts with `all`, so a decision refreshes the queue,
 * the filters and the home card's count at once.
 */
export const checkingQueryKeys = {
  all: ['homework-checking'] as const,
  waiting: () => [...checkingQueryKeys.all, 'waiting'] as const,
  queue: (query: object) => [...checkingQueryKeys.all, 'queue', query] as const,
  subjects: () => [...checkingQueryKeys.all, 'subjects'] as const,
  submission: (submissionId: number) => [...checkingQueryKeys.all, 'submission', submissionId] as const,
};
