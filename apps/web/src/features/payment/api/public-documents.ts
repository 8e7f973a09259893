import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

/** Links to the offer, the privacy policy and the terms of use (spec 2 §3 public document links). */
export const publicDocumentsQuery = queryOptions({
  queryKey: ['core', 'public-documents'],
  queryFn: ({ signal }) => call(contract.core.publicDocuments, { signal }),
  staleTime: 10 * 60_000,
});

export const usePublicDocuments = (enabled = true) => useQuery({ ...publicDocumentsQuery, enabled });
