import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { checkingQueryKeys } from '../../../shared/homework-checking/checking-query-keys';
import { toQueueQuery, type QueueSearch } from '../lib/queue-filters';

/** One page of the queue, oldest deadline first (the server's order). */
export const queueQuery = (search: QueueSearch, pageSize?: number) => {
  const query = toQueueQuery(search, pageSize);
  return queryOptions({
    queryKey: checkingQueryKeys.queue(query),
    queryFn: ({ signal }) => call(contract.homework.checkingQueue, { query, signal }),
    // The page stays on screen, dimmed, while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
};

/** The checker's subjects and their homework with something to check, for the filters. */
export const subjectsQuery = queryOptions({
  queryKey: checkingQueryKeys.subjects(),
  queryFn: ({ signal }) => call(contract.homework.checkingSubjects, { signal }),
});

export const useQueue = (search: QueueSearch) => useQuery(queueQuery(search));
export const useCheckingSubjects = () => useQuery(subjectsQuery);
