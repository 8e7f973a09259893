import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryOf, SelfStudyInput, SelfStudyPatch, contract as contractType } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { worksKeys } from './query-keys';

type WorksQuery = QueryOf<typeof contractType.personalWorks.list>;

/** The tutor's library, newest change first; the page stays on screen while the next filter loads. */
export const worksQuery = (query: WorksQuery) =>
  queryOptions({
    queryKey: worksKeys.list(query),
    queryFn: ({ signal }) => call(contract.personalWorks.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const workQuery = (id: number) =>
  queryOptions({
    queryKey: worksKeys.one(id),
    queryFn: ({ signal }) => call(contract.personalWorks.get, { params: { id }, signal }),
  });

export const useWorks = (query: WorksQuery, enabled = true) => useQuery({ ...worksQuery(query), enabled });
export const useWork = (id: number) => useQuery(workQuery(id));

/** Creates a work (id null) or changes one; the library and everything derived is read again. */
export function useSaveWork(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelfStudyInput) =>
      id === null
        ? call(contract.personalWorks.create, { body })
        : call(contract.personalWorks.update, { params: { id }, body: body satisfies SelfStudyPatch }),
    onSuccess: (work) => {
      queryClient.setQueryData(worksKeys.one(work.id), work);
      return queryClient.invalidateQueries({ queryKey: worksKeys.all, predicate: (q) => q.queryKey[1] !== 'one' });
    },
  });
}

export function useRemoveWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(contract.personalWorks.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worksKeys.all }),
  });
}
