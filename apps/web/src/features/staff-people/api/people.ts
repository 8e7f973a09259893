import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const people = contract.staffPeople;
export type StudentsQuery = QueryOf<typeof people.students>;
const KEY = ['staff', 'people'] as const;
const cardKey = (id: number) => [...KEY, 'student', id] as const;

/** One page of the student search (docs/staff-people.md). */
export const useStudentSearch = (query: StudentsQuery, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'students', query],
    queryFn: ({ signal }) => call(people.students, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useStudentCard = (id: number) =>
  useQuery({
    queryKey: cardKey(id),
    queryFn: ({ signal }) => call(people.student, { params: { id }, signal }),
  });

export const useProductOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'products', search],
    queryFn: ({ signal }) => call(people.products, { query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The card and the search list show the change at once. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

export function useGrantAccess(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof people.grantAccess>) => call(people.grantAccess, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function usePasswordResetLink(id: number) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof people.passwordReset>) => call(people.passwordReset, { params: { id }, body }),
  });
}

export function useBlock(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof people.block>) => call(people.block, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export type CheckersQuery = QueryOf<typeof people.checkers>;

export const useCheckers = (query: CheckersQuery) =>
  useQuery({
    queryKey: [...KEY, 'checkers', query],
    queryFn: ({ signal }) => call(people.checkers, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useSubjects = () =>
  useQuery({
    queryKey: [...KEY, 'subjects'],
    queryFn: ({ signal }) => call(contract.core.classTypes, { query: {}, signal }),
    staleTime: 60_000,
  });

export function useChangeCheckerSubject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, classType, add }: { id: number; classType: number; add: boolean }) =>
      add
        ? call(people.addCheckerSubject, { params: { id }, body: { classType } })
        : call(people.removeCheckerSubject, { params: { id, classType } }),
    onSuccess: refresh,
  });
}
