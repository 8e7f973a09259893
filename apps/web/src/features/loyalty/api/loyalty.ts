import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

export const HISTORY_PAGE_SIZE = 10;

export const nextLevelQuery = queryOptions({
  queryKey: ['rewards', 'next-level'],
  queryFn: ({ signal }) => call(contract.rewards.nextLevel, { signal }),
});

export const expHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: ['rewards', 'exp-history', page],
    queryFn: ({ signal }) =>
      call(contract.rewards.expHistory, {
        query: { limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const individualTasksQuery = queryOptions({
  queryKey: ['rewards', 'individual-tasks'],
  queryFn: ({ signal }) => call(contract.rewards.individualTasks, { signal }),
});

export const useNextLevel = () => useQuery(nextLevelQuery);
export const useExpHistory = (page: number) => useQuery(expHistoryQuery(page));
export const useIndividualTasks = () => useQuery(individualTasksQuery);
