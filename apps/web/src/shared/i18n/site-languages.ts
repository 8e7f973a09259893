import { queryOptions } from '@tanstack/react-query';
import { contract } from '../api/contract';
import { call } from '../api/client';

/** Spec 1 §1: the interface languages come from the server; they change with a deploy only. */
export const siteLanguagesQuery = queryOptions({
  queryKey: ['core', 'siteLanguages'],
  queryFn: ({ signal }) => call(contract.core.siteLanguages, { signal }),
  staleTime: Infinity,
});
