import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, contract as contractType } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { checkingQueryKeys } from '../../../shared/homework-checking/checking-query-keys';
import type { QueueSearch } from '../lib/queue-filters';
import { queueQuery } from './checking-queue';

export const submissionQuery = (submissionId: number) =>
  queryOptions({
    queryKey: checkingQueryKeys.submission(submissionId),
    queryFn: ({ signal }) => call(contract.homework.submission, { params: { id: submissionId }, signal }),
    // A submission the checker scores must not change under their hands by a background refetch.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useSubmission = (submissionId: number) => useQuery(submissionQuery(submissionId));

type Decision = BodyOf<typeof contractType.homework.check>;

/**
 * Approve or refuse. After a decision the queue, the filters and the home count are read again; the
 * submission itself only when next opened, so the page being left does not redraw. A failed decision
 * reads nothing again: the checker's points stay on screen for another try.
 */
export function useCheckDecision(submissionId: number) {
  const queryClient = useQueryClient();
  const own = checkingQueryKeys.submission(submissionId);
  return useMutation({
    mutationFn: (body: Decision) => call(contract.homework.check, { params: { id: submissionId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: own, refetchType: 'none' });
      await queryClient.invalidateQueries({
        queryKey: checkingQueryKeys.all,
        predicate: (query) => query.queryKey[1] !== own[1] || query.queryKey[2] !== own[2],
      });
    },
  });
}

/** The next submission of the same filters, other than the one just checked; null when none waits. */
export function useNextSubmission() {
  const queryClient = useQueryClient();
  return async (search: QueueSearch, checkedId: number): Promise<number | null> => {
    const page = await queryClient.fetchQuery({ ...queueQuery({ ...search, page: 1 }, 2), staleTime: 0 });
    return page.results.find((item) => item.submissionId !== checkedId)?.submissionId ?? null;
  };
}
