import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export type ReviewStatus = 'AWAITING' | 'CONFIRMED' | 'NOT_CONFIRMED';
export const REVIEW_PAGE_SIZE = 20;

const entriesKey = (status: ReviewStatus, page: number) => ['apartment-lottery', 'entries', status, page] as const;

/** Staff's list of entries with this status, a page of 20 (docs/level-tests-and-lottery.md). */
export const useLotteryEntries = (status: ReviewStatus, page: number) =>
  useQuery({
    queryKey: entriesKey(status, page),
    queryFn: ({ signal }) =>
      call(contract.apartmentLottery.staffList, {
        query: { status, limit: REVIEW_PAGE_SIZE, offset: (page - 1) * REVIEW_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Confirm or refuse a student's points; every list is asked again (the entry moves between them). */
export function useReviewEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      studentId,
      ...body
    }: {
      studentId: number;
      status: 'CONFIRMED' | 'NOT_CONFIRMED';
      comment?: string;
    }) => call(contract.apartmentLottery.review, { params: { id: studentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['apartment-lottery', 'entries'] }),
  });
}
