import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnTaskInput } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { toBankQuery, type BankFilters } from '../lib/bank-filters';
import { worksKeys } from './query-keys';

/**
 * A page of the bank for the chosen filters. Spec 3 §7: the call is cancellable — a change of filter
 * makes a new key, and TanStack Query aborts the older request through `signal`.
 */
export const bankQuery = (filters: BankFilters) => {
  const query = toBankQuery(filters);
  return queryOptions({
    queryKey: worksKeys.bank(query),
    queryFn: ({ signal }) => call(contract.materials.tasks, { query, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useBank = (filters: BankFilters) => useQuery(bankQuery(filters));

/** Exam task numbers and topics of one subject, for the bank's filters. */
export const useTaskNumbers = (classType: number | null) =>
  useQuery({
    queryKey: worksKeys.taskNumbers(classType ?? 0),
    queryFn: ({ signal }) =>
      call(contract.homework.taskNumbers, { query: { classType: classType ?? undefined }, signal }),
    enabled: classType !== null,
    staleTime: Infinity,
  });

export const useTopics = (classType: number | null) =>
  useQuery({
    queryKey: worksKeys.topics(classType ?? 0),
    queryFn: ({ signal }) => call(contract.homework.topics, { query: { classType: classType ?? undefined }, signal }),
    enabled: classType !== null,
    staleTime: Infinity,
  });

/** The tutor's own task; it joins the bank's "my tasks" at once. */
export function useCreateOwnTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnTaskInput) => call(contract.materials.createTask, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...worksKeys.all, 'bank'] }),
  });
}
