import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TutorProfile, TutorProfilePatch } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const key = ['tutor', 'profile'] as const;

export const useTutorProfile = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => call(contract.tutor.profile, { signal }) });

/** Spec 3 §7: the profile is patched partially; the answer is the whole profile. */
export function useUpdateTutorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TutorProfilePatch) => call(contract.tutor.updateProfile, { body }),
    onSuccess: (profile: TutorProfile) => queryClient.setQueryData(key, profile),
  });
}
