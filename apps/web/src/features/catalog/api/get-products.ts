import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract, type QueryOf } from '@school/contract';
import { call } from '../../../shared/api/client';
import { catalogKeys } from './catalog-keys';

export type ProductsQuery = NonNullable<QueryOf<typeof contract.catalog.products>>;

/** Spec 2 §2 catalog products under the URL's filters. */
export const productsQuery = (query: ProductsQuery) =>
  queryOptions({
    queryKey: catalogKeys.products(query),
    queryFn: ({ signal }) => call(contract.catalog.products, { query, signal }),
    // The previous results stay (dimmed) while a new filter loads, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductsQuery) => useQuery(productsQuery(query));
