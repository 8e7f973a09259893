import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { storeProfile } from '../../../shared/profile/profile-queries';

export const lotteryQuery = queryOptions({
  queryKey: ['apartment-lottery'],
  queryFn: ({ signal }) => call(contract.apartmentLottery.entry, { signal }),
});

/** The same query the sign-up and payment pages use: the public documents' links. */
const publicDocumentsQuery = {
  queryKey: ['core', 'public-documents'],
  queryFn: () => call(contract.core.publicDocuments),
  staleTime: 10 * 60_000,
};

export const useLottery = () => useQuery(lotteryQuery);
export const usePublicDocuments = () => useQuery(publicDocumentsQuery);

/** Accepting (or withdrawing from) the rules is the profile's field (spec 1 §7 profile update). */
export function useAcceptRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accepted: boolean) => call(contract.profile.update, { body: { acceptedApartmentLottery: accepted } }),
    onSuccess: (profile) => {
      storeProfile(queryClient, profile);
      void queryClient.invalidateQueries({ queryKey: lotteryQuery.queryKey });
    },
  });
}

export function useSubmitPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (points: number | null) => call(contract.apartmentLottery.submitPoints, { body: { points } }),
    onSuccess: (entry) => queryClient.setQueryData(lotteryQuery.queryKey, entry),
  });
}
