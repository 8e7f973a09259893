import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contract } from '@school/contract';
import { call } from '../../../shared/api/client';
import { DOCUMENTS_PAGE_SIZE, nextOffset, type DocumentsFilter } from '../lib/documents-filter';

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
    getNextPageParam: (last, pages) =>
      nextOffset(
        pages.reduce((sum, page) => sum + page.results.length, 0),
        last.count,
        last.results.length,
      ),
  });

export const usePurchaseDocuments = (filter: DocumentsFilter) => useInfiniteQuery(purchaseDocumentsQuery(filter));
