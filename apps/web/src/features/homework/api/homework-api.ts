import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { HomeworkDetail } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { lessonQueryKeys } from '../../../shared/lessons/lesson-query-keys';
import type { HomeworkListFilters } from '../lib/list-search';

export const HOMEWORK_KEY = ['homework'] as const;
/** Homework per page of the list. */
export const LIST_PAGE_SIZE = 10;

export const homeworkListQuery = ({ subject, status, deadline, page }: HomeworkListFilters) =>
  queryOptions({
    queryKey: [...HOMEWORK_KEY, 'list', { subject, status, deadline, page }] as const,
    queryFn: ({ signal }) =>
      call(contract.homework.list, {
        query: {
          classType: subject,
          status: status ? [status] : undefined,
          deadline,
          limit: LIST_PAGE_SIZE,
          offset: (page - 1) * LIST_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const subjectsQuery = queryOptions({
  queryKey: ['core', 'class-types'] as const,
  queryFn: ({ signal }) => call(contract.core.classTypes, { query: {}, signal }),
  staleTime: Infinity,
});

export const homeworkQuery = (homeworkId: number) =>
  queryOptions({
    queryKey: [...HOMEWORK_KEY, 'detail', homeworkId] as const,
    queryFn: ({ signal }) => call(contract.homework.detail, { params: { id: homeworkId }, signal }),
    // The page keeps its answers itself (the answer queue): a refetch mid-typing would only fight it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const submissionQuery = (submissionId: number) =>
  queryOptions({
    queryKey: [...HOMEWORK_KEY, 'submission', submissionId] as const,
    queryFn: ({ signal }) => call(contract.homework.submission, { params: { id: submissionId }, signal }),
  });

export const useHomeworkList = (filters: HomeworkListFilters) => useQuery(homeworkListQuery(filters));
export const useSubjects = () => useQuery(subjectsQuery);
export const useHomeworkDetail = (homeworkId: number) => useQuery(homeworkQuery(homeworkId));
export const useSubmission = (submissionId: number) => useQuery(submissionQuery(submissionId));

/** Opens the work on mistakes; the answer is the homework with only the wrong tasks editable. */
export function useWorkOnBugs(homeworkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(contract.homework.workOnBugs, { params: { id: homeworkId } }),
    onSuccess: (detail: HomeworkDetail) => queryClient.setQueryData(homeworkQuery(homeworkId).queryKey, detail),
  });
}

/** After a submit every view of the homework (the list, lesson cards, the lesson page) is out of date. */
export const refreshAfterSubmit = (queryClient: QueryClient) =>
  Promise.all([HOMEWORK_KEY, lessonQueryKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
