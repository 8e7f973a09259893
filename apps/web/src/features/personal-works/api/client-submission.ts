import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, contract as contractType } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { worksKeys } from './query-keys';

/** The work a client was given, found by the homework copy of `/clients/{id}/submissions/{homeworkId}`. */
export const useGivenByHomework = (clientId: number, homeworkId: number) => {
  const query = { client: clientId, homework: homeworkId, limit: 1, offset: 0 };
  return useQuery({
    queryKey: worksKeys.given(query),
    queryFn: ({ signal }) => call(contract.personalWorks.submissions, { query, signal }),
    select: (page) => page.results[0] ?? null,
  });
};

/** The submission with the student's answers, as the curator's checking screen reads it (issue 10). */
export const useClientSubmission = (submissionId: number | null) =>
  useQuery({
    queryKey: [...worksKeys.all, 'submission', submissionId] as const,
    queryFn: ({ signal }) => call(contract.homework.submission, { params: { id: submissionId ?? 0 }, signal }),
    enabled: submissionId !== null,
    // The tutor's points must not change under their hands by a background refetch.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

type Decision = BodyOf<typeof contractType.homework.check>;

/** Approve with points or return with a reason: the same endpoint the curators use (CHECKED_BY_TEACHER). */
export function useTutorDecision(submissionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Decision) => call(contract.homework.check, { params: { id: submissionId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worksKeys.all }),
  });
}
