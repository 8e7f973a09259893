import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonDetail, QueryOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { LESSONS_KEY } from './lesson-query';

/** How many of the month's lessons the list shows: a master-group month has a few dozen at most. */
export const MONTH_LESSONS_LIMIT = 50;

/**
 * Spec 3 §7 "GET my lessons, filtered by mgMonths (first month id)": the student's lessons of the
 * lesson's product type, narrowed to the lesson's first master-group month when it has one.
 */
export function myLessonsQueryParams(
  lesson: Pick<LessonDetail, 'productTypeId' | 'mgMonths'>,
): QueryOf<typeof contract.lessons.list> {
  const month = lesson.mgMonths[0];
  return {
    productType: lesson.productTypeId,
    ...(month ? { mgMonths: month.id } : {}),
    limit: MONTH_LESSONS_LIMIT,
    offset: 0,
  };
}

export const myLessonsQuery = (lesson: Pick<LessonDetail, 'productTypeId' | 'mgMonths'>) => {
  const query = myLessonsQueryParams(lesson);
  return queryOptions({
    queryKey: [...LESSONS_KEY, 'my-lessons', query] as const,
    queryFn: async ({ signal }) => (await call(contract.lessons.list, { query, signal })).results,
  });
};

export const useMyLessons = (lesson: Pick<LessonDetail, 'productTypeId' | 'mgMonths'>) =>
  useQuery(myLessonsQuery(lesson));
