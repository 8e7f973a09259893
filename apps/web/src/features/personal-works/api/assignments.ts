import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignInput, QueryOf, contract as contractType } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { worksKeys } from './query-keys';

type GivenQuery = QueryOf<typeof contractType.personalWorks.submissions>;

/** What the tutor gave, nearest deadline first (a client's page asks for that client's). */
export const givenQuery = (query: GivenQuery) =>
  queryOptions({
    queryKey: worksKeys.given(query),
    queryFn: ({ signal }) => call(contract.personalWorks.submissions, { query, signal }),
  });

export const useGiven = (query: GivenQuery) => useQuery(givenQuery(query));

export function useAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignInput) => call(contract.personalWorks.assign, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worksKeys.all }),
  });
}

/** Takes a given work back (before it is handed in). */
export function useUnassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: number) => call(contract.personalWorks.unassign, { params: { id: submissionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worksKeys.all }),
  });
}
