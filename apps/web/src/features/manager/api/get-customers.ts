import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomersQuery } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

export const getCustomers = (query: CustomersQuery, signal?: AbortSignal) =>
  call(contract.manager.customers, { query, signal });

export const customersQueryOptions = (query: CustomersQuery) =>
  queryOptions({
    queryKey: ['manager', 'customers', query],
    queryFn: ({ signal }) => getCustomers(query, signal),
    // The previous page stays on screen while the next one loads, but students never stand in for tutors.
    placeholderData: (previous) => (previous?.results.every((row) => row.role === query.role) ? previous : undefined),
  });

export const useCustomers = (query: CustomersQuery) => useQuery(customersQueryOptions(query));
