import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from './contract';
import { call } from './client';

/** The signed-in student's currencies (spec 1 §3 Balance); shared by the header stats and the home balance bar. */
export const studentBalanceQuery = queryOptions({
  queryKey: ['students', 'balance'],
  queryFn: ({ signal }) => call(contract.students.balance, { signal }),
});

/** Only students have a balance; other roles would get a 403 (spec 3 §6: only students get stats). */
export function useStudentBalance(enabled: boolean) {
  return useQuery({ ...studentBalanceQuery, enabled });
}
