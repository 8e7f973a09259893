import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatReport } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { MODERATION_REFRESH_MS } from '../../../shared/chat-moderation/moderation-queries';
import { moderationQueryKeys } from '../../../shared/chat-moderation/moderation-query-keys';
import { groupByMessage } from '../lib/group-reports';
import { toReportsQuery, type ReportsSearch } from '../lib/report-filters';
import type { Outcome } from './outcome';

/** One page of the queue, open first, newest first (the server's order). */
export const reportsQuery = (search: ReportsSearch) => {
  const query = toReportsQuery(search);
  return queryOptions({
    queryKey: moderationQueryKeys.reports(query),
    queryFn: ({ signal }) => call(contract.chat.reports, { query, signal }),
    // The page stays on screen, dimmed, while the next filter or page loads.
    placeholderData: keepPreviousData,
    refetchInterval: MODERATION_REFRESH_MS,
    // The count stays the server's (its pages are of reports); the rows are messages.
    select: (page) => ({ count: page.count, results: groupByMessage(page.results) }),
  });
};

export const useReports = (search: ReportsSearch) => useQuery(reportsQuery(search));

export type Resolution = Exclude<ChatReport['status'], 'OPEN'>;

/**
 * Hide the message or keep it; either closes the report, and the queue, lessons and home counts are
 * read again. The outcome is told first: the re-read takes the report's row (and a per-call callback) away.
 */
export function useResolveReport({ onSuccess, onError }: Outcome<Resolution>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: Resolution }) =>
      call(contract.chat.resolveReport, { params: { id }, body: { status } }),
    onSuccess: async (_report, { status }) => {
      onSuccess(status);
      await queryClient.invalidateQueries({ queryKey: moderationQueryKeys.all });
    },
    onError,
  });
}
