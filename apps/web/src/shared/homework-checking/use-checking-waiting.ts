import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { contract } from '../api/contract';
import { checkingQueryKeys } from './checking-query-keys';

/** How many submissions wait for this checker: one queue row is fetched, the total comes with it. */
export function useCheckingWaiting(): number | undefined {
  return useQuery({
    queryKey: checkingQueryKeys.waiting(),
    queryFn: ({ signal }) => call(contract.homework.checkingQueue, { query: { limit: 1, offset: 0 }, signal }),
    select: (page) => page.count,
  }).data;
}
