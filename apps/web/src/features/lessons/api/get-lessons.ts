import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { lessonQueryKeys } from '../../../shared/lessons/lesson-query-keys';
import { LESSONS_PAGE_SIZE, pageOffset } from '../lib/pages';

/** One page of a product type's lessons, by number (spec 2 §2 /lessons/{productTypeId}). */
export const lessonsQuery = (productTypeId: number, page: number) =>
  queryOptions({
    queryKey: lessonQueryKeys.list(productTypeId, page),
    queryFn: ({ signal }) =>
      call(contract.lessons.list, {
        query: { productType: productTypeId, limit: LESSONS_PAGE_SIZE, offset: pageOffset(page) },
        signal,
      }),
    // The previous page stays on screen while the next one loads — of the same product type only:
    // another product type's lessons under this one's title would mislead.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === productTypeId ? previous : undefined),
  });

export const useLessons = (productTypeId: number, page: number) => useQuery(lessonsQuery(productTypeId, page));
