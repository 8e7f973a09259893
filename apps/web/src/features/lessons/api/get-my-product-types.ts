import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { lessonQueryKeys } from '../../../shared/lessons/lesson-query-keys';

/** The student's product types with progress and the next lesson (spec 2 §2 /lessons). */
export const myProductTypesQuery = queryOptions({
  queryKey: lessonQueryKeys.myProductTypes,
  queryFn: ({ signal }) => call(contract.courses.myProductTypes, { signal }),
});

export const useMyProductTypes = () => useQuery(myProductTypesQuery);
