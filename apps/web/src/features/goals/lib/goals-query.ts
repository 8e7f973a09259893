import { queryOptions } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

/** Spec 1 §7 education goals: the guard (in the shell) and the goals screens share this cache. */
export const goalsQuery = queryOptions({
  queryKey: ['individual-program', 'goals'],
  queryFn: ({ signal }) => call(contract.individualProgram.goals, { signal }),
});
