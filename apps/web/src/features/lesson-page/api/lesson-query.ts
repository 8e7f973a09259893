import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LessonDetail } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { lessonQueryKeys } from '../../../shared/lessons/lesson-query-keys';

/** The page's queries live under the lesson lists' root, beside the lists that show the same lessons. */
export const LESSONS_KEY = lessonQueryKeys.all;

export const lessonByIdQuery = (id: number) =>
  queryOptions({
    queryKey: [...LESSONS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => call(contract.lessons.byId, { params: { id }, signal }),
  });

export const lessonByHashQuery = (hash: string) =>
  queryOptions({
    queryKey: [...LESSONS_KEY, 'by-hash', hash] as const,
    queryFn: ({ signal }) => call(contract.lessons.byHash, { params: { hash }, signal }),
  });

export type LessonQueryKey =
  ReturnType<typeof lessonByIdQuery>['queryKey'] | ReturnType<typeof lessonByHashQuery>['queryKey'];

export const useLessonById = (id: number) =>
  useQuery({ ...lessonByIdQuery(id), enabled: Number.isInteger(id) && id > 0 });
export const useLessonByHash = (hash: string) => useQuery(lessonByHashQuery(hash));

export type { LessonDetail };
