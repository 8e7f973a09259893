import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../api/contract';
import { call } from '../api/client';

/** Issue 13: the individual program's plan (empty without an ACTIVE program); /lessons and home show it. */
export const planQuery = queryOptions({
  queryKey: ['individual-program', 'plan'],
  queryFn: ({ signal }) => call(contract.individualProgram.plan, { signal }),
});
export const usePlan = () => useQuery(planQuery);
