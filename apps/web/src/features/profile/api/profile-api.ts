import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdditionalInfo, ProfilePatch } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { profileQuery, storeProfile } from '../../../shared/profile/profile-queries';

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => call(contract.profile.update, { body: patch }),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}

/** Spec 1 §7: the avatar goes as a multipart form PATCH of the same endpoint. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      // The form is sent instead of the (empty) JSON body.
      return call(contract.profile.update, { body: {}, form });
    },
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}

const additionalInfoQuery = queryOptions({
  queryKey: ['profile', 'additional-info'],
  queryFn: ({ signal }) => call(contract.profile.additionalInfo, { signal }),
});
export const useAdditionalInfo = () => useQuery(additionalInfoQuery);

export function useUpdateAdditionalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<AdditionalInfo>) => call(contract.profile.updateAdditionalInfo, { body: patch }),
    onSuccess: (info) => queryClient.setQueryData(additionalInfoQuery.queryKey, info),
  });
}

export const PAYMENTS_PAGE_SIZE = 10;

const financialReportQuery = (page: number) =>
  queryOptions({
    queryKey: ['profile', 'financial-report', page],
    queryFn: ({ signal }) =>
      call(contract.profile.financialReport, {
        query: { limit: PAYMENTS_PAGE_SIZE, offset: (page - 1) * PAYMENTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useFinancialReport = (page: number) => useQuery(financialReportQuery(page));
