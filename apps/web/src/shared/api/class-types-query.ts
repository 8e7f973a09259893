import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { contract } from './contract';

/** All subjects with their colours: reference data that changes with a deploy, not during a visit. */
export const classTypesQuery = queryOptions({
  queryKey: ['core', 'class-types'] as const,
  queryFn: ({ signal }) => call(contract.core.classTypes, { query: {}, signal }),
  staleTime: Infinity,
});
