import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

/** Payee details for paying by requisites (spec 2 §7 GET /core/pay/public/, hash for a standalone cart). */
export const publicInfoQuery = (hash: string | undefined) =>
  queryOptions({
    queryKey: ['payment', 'public-info', hash ?? null] as const,
    queryFn: ({ signal }) => call(contract.payment.publicInfo, { query: { hash }, signal }),
    staleTime: 10 * 60_000,
  });

export const usePublicInfo = (hash: string | undefined) => useQuery(publicInfoQuery(hash));
