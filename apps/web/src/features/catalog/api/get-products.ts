import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CATALOG_PAGE_SIZE, type QueryOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { nextPageOffset } from '../../../shared/api/next-page';
import { catalogKeys } from './catalog-keys';

/** The URL's filters; pages are the query's own business. */
export type ProductsQuery = Omit<NonNullable<QueryOf<typeof contract.catalog.products>>, 'limit' | 'offset'>;

/** Spec 2 §2 catalog products under the URL's filters, a page of 12 at a time ("Показать ещё" adds the next). */
export const productsQuery = (query: ProductsQuery) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.products(query),
    queryFn: ({ pageParam, signal }) =>
      call(contract.catalog.products, { query: { ...query, limit: CATALOG_PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    // The previous results stay (dimmed) while a new filter loads, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductsQuery) => useInfiniteQuery(productsQuery(query));
