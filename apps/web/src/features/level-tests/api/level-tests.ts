import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerValue } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { levelTestsQuery } from '../../../shared/level-tests/level-tests-query';

export const levelTestQuery = (id: number) =>
  queryOptions({
    queryKey: ['level-tests', 'test', id],
    queryFn: ({ signal }) => call(contract.levelTests.test, { params: { id }, signal }),
  });

export const useLevelTests = () => useQuery(levelTestsQuery());
export const useLevelTest = (id: number) => useQuery(levelTestQuery(id));

/** Hands in the answers; the result changes the tests list and the goals (current result). */
export function useSubmitLevelTest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: { task: number; value: AnswerValue | null }[]) =>
      call(contract.levelTests.submit, { params: { id }, body: { answers } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['level-tests'] });
      void queryClient.invalidateQueries({ queryKey: ['individual-program'] });
    },
  });
}
