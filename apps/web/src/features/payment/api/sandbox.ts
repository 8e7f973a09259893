import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

/** The sandbox provider's checkout data (docs/commerce.md SANDBOX). */
export const sandboxTransactionQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['payment', 'sandbox', uuid] as const,
    queryFn: ({ signal }) => call(contract.payment.sandboxTransaction, { params: { uuid }, signal }),
  });

export const useSandboxTransaction = (uuid: string) => useQuery(sandboxTransactionQuery(uuid));

/**
 * The payer's decision, with the signature of the checkout link init answered (only the payer,
 * signed in, decides, once); the sandbox notifies our server (signed) and answers where to go.
 */
export const useSandboxDecision = (uuid: string, signature: string) =>
  useMutation({
    mutationFn: (approve: boolean) =>
      call(contract.payment.sandboxDecision, { params: { uuid }, body: { approve, signature } }),
  });
