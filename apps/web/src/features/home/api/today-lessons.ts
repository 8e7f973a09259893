import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { lessonQueryKeys } from '../../../shared/lessons/lesson-query-keys';

/** The student's lessons of today in the deployment's time zone (spec 2 §7 /lessons/today/). */
export const todayLessonsQuery = queryOptions({
  queryKey: lessonQueryKeys.today,
  queryFn: ({ signal }) => call(contract.lessons.today, { signal }),
});

export const useTodayLessons = () => useQuery(todayLessonsQuery);
