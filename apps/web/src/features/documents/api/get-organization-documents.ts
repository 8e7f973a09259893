import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

export const organizationDocumentsQuery = queryOptions({
  queryKey: ['documents', 'organization'],
  queryFn: ({ signal }) => call(contract.documents.organization, { signal }),
});

export const publicDocumentsQuery = queryOptions({
  queryKey: ['core', 'public-documents'],
  queryFn: ({ signal }) => call(contract.core.publicDocuments, { signal }),
  staleTime: 10 * 60_000,
});

/** Spec 2 §7: the static documents are cached; the spec gives 50 without a unit — read as minutes. */
export const staticDocumentsQuery = queryOptions({
  queryKey: ['documents', 'static'],
  queryFn: ({ signal }) => call(contract.documents.static, { signal }),
  staleTime: 50 * 60_000,
});

export const useOrganizationDocuments = () => useQuery(organizationDocumentsQuery);
export const usePublicDocuments = () => useQuery(publicDocumentsQuery);
export const useStaticDocuments = () => useQuery(staticDocumentsQuery);
