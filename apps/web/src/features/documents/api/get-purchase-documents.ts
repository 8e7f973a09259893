import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { nextPageOffset } from '../../../shared/api/next-page';
import { DOCUMENTS_PAGE_SIZE, type DocumentsFilter } from '../lib/documents-filter';

/** Spec 2 §2: purchase documents of a year and month, 4 at a time; "load more" adds the next 4. */
export const purchaseDocumentsQuery = (filter: DocumentsFilter) =>
  infiniteQueryOptions({
    queryKey: ['documents', 'purchases', filter.year, filter.month],
    queryFn: ({ pageParam, signal }) =>
      call(contract.documents.purchases, {
        query: {
          limit: DOCUMENTS_PAGE_SIZE,
          offset: pageParam,
          year: filter.year ?? undefined,
          month: filter.month ?? undefined,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

export const usePurchaseDocuments = (filter: DocumentsFilter) => useInfiniteQuery(purchaseDocumentsQuery(filter));
