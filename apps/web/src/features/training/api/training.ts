import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerValue, TrainingSession } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { refreshDailyStrike } from '../../../shared/streak/daily-strike-query';

export const subjectsQuery = queryOptions({
  queryKey: ['training', 'subjects'],
  queryFn: ({ signal }) => call(contract.training.subjects, { signal }),
  staleTime: 5 * 60_000,
});

export const recentQuery = queryOptions({
  queryKey: ['training', 'recent'],
  queryFn: ({ signal }) => call(contract.training.list, { query: { limit: 5 }, signal }),
});

export const taskNumbersQuery = (classType: number) =>
  queryOptions({
    queryKey: ['training', 'task-numbers', classType],
    queryFn: ({ signal }) => call(contract.homework.taskNumbers, { query: { classType }, signal }),
    staleTime: 5 * 60_000,
  });

export const topicsQuery = (classType: number) =>
  queryOptions({
    queryKey: ['training', 'topics', classType],
    queryFn: ({ signal }) => call(contract.homework.topics, { query: { classType }, signal }),
    staleTime: 5 * 60_000,
  });

export const sessionQuery = (id: number) =>
  queryOptions({
    queryKey: ['training', 'session', id],
    queryFn: ({ signal }) => call(contract.training.detail, { params: { id }, signal }),
  });

export const resultQuery = (id: number) =>
  queryOptions({
    queryKey: ['training', 'result', id],
    queryFn: ({ signal }) => call(contract.training.result, { params: { id }, signal }),
  });

export const useSubjects = () => useQuery(subjectsQuery);
export const useRecent = () => useQuery(recentQuery);

export function useStartTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { classType: number; taskNumbers: number[]; topics: number[]; count: number }) =>
      call(contract.training.create, { body }),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQuery(session.id).queryKey, session);
      void queryClient.invalidateQueries({ queryKey: recentQuery.queryKey });
    },
  });
}

export function useRetryMistakes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(contract.training.retry, { params: { id } }),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQuery(session.id).queryKey, session);
      void queryClient.invalidateQueries({ queryKey: recentQuery.queryKey });
    },
  });
}

/** An answer is checked at once; it goes into the session's cache and may move the streak. */
export function useAnswerTask(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, value }: { taskId: number; value: AnswerValue }) =>
      call(contract.training.answer, { params: { id: sessionId, taskId }, body: { value } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(sessionQuery(sessionId).queryKey, (session: TrainingSession | undefined) =>
        session
          ? { ...session, answers: session.answers.map((a) => (a.taskId === answer.taskId ? answer : a)) }
          : session,
      );
      void refreshDailyStrike(queryClient);
    },
  });
}

export function useFinishTraining(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(contract.training.finish, { params: { id: sessionId } }),
    onSuccess: (result) => {
      queryClient.setQueryData(resultQuery(sessionId).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: sessionQuery(sessionId).queryKey });
      void queryClient.invalidateQueries({ queryKey: recentQuery.queryKey });
    },
  });
}
