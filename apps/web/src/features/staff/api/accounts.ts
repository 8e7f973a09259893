import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

export type AccountsQuery = QueryOf<typeof contract.staff.accounts>;
const KEY = ['staff', 'accounts'] as const;

export const useStaffAccounts = (query: AccountsQuery) =>
  useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) => call(contract.staff.accounts, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof contract.staff.createAccount>) => call(contract.staff.createAccount, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & BodyOf<typeof contract.staff.changeAccount>) =>
      call(contract.staff.changeAccount, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
