import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { contract } from '../api/contract';
import { moderationQueryKeys } from './moderation-query-keys';

/**
 * Issue 11: the moderator's lists are read again every 15 s while the tab is visible (react-query
 * skips the interval in a background tab); the live view of a chat is the lesson page itself.
 */
export const MODERATION_REFRESH_MS = 15_000;

/** The lessons to moderate: live now first, then those starting soon (the server's order). */
export const moderatedLessonsQuery = queryOptions({
  queryKey: moderationQueryKeys.lessons(),
  queryFn: ({ signal }) => call(contract.chat.moderatedLessons, { signal }),
  refetchInterval: MODERATION_REFRESH_MS,
});

export const useModeratedLessons = () => useQuery(moderatedLessonsQuery);

/** How many reports wait for a decision: one row is fetched, the total comes with it. */
export function useOpenReportsCount(): number | undefined {
  return useQuery({
    queryKey: moderationQueryKeys.openReports(),
    queryFn: ({ signal }) => call(contract.chat.reports, { query: { status: 'OPEN', limit: 1, offset: 0 }, signal }),
    select: (page) => page.count,
    refetchInterval: MODERATION_REFRESH_MS,
  }).data;
}

/** How many of the moderator's lessons are on air now. */
export function useLiveLessonsCount(): number | undefined {
  return useQuery({ ...moderatedLessonsQuery, select: (lessons) => lessons.filter((lesson) => lesson.isLive).length })
    .data;
}
