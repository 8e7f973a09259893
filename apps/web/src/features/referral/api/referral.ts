import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { storeOwnCart } from '../../../shared/cart/cart-queries';

export const HISTORY_PAGE_SIZE = 20;

export const inviteQuery = queryOptions({
  queryKey: ['referral', 'invite'],
  queryFn: ({ signal }) => call(contract.referral.invite, { signal }),
});

export const historyQuery = (page: number) =>
  queryOptions({
    queryKey: ['referral', 'history', page],
    queryFn: ({ signal }) =>
      call(contract.referral.history, {
        query: { limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useInvite = () => useQuery(inviteQuery);
export const useReferralHistory = (page: number) => useQuery(historyQuery(page));

/** Spec 2 §7 POST /cart/referral-program/: the answer is the cart with the discount; the badge follows. */
export function useApplyReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referralId: string) => call(contract.cart.applyReferral, { body: { referralId } }),
    onSuccess: (cart) => storeOwnCart(queryClient, cart),
  });
}
