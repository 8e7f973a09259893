import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LessonStatusBody, TutorSlotsBody } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const SLOTS_KEY = ['tutoring', 'tutor', 'slots'] as const;
const LESSONS_KEY = ['tutoring', 'tutor', 'lessons'] as const;

export const tutorSlotsQueryOptions = () =>
  queryOptions({
    queryKey: SLOTS_KEY,
    queryFn: ({ signal }) => call(contract.tutoring.tutorSlots, { signal }),
  });

export const useTutorSlots = () => useQuery(tutorSlotsQueryOptions());

export function useSaveTutorSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TutorSlotsBody) => call(contract.tutoring.saveTutorSlots, { body }),
    onSuccess: (saved) => queryClient.setQueryData(SLOTS_KEY, saved),
  });
}

/** The tutor's lessons of the coming weeks (and of the last one, still to be marked). */
export const useTutorLessons = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: [...LESSONS_KEY, range],
    queryFn: ({ signal }) => call(contract.tutoring.tutorLessons, { query: range, signal }),
  });

export function useSetLessonStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: LessonStatusBody & { id: number }) =>
      call(contract.tutoring.setLessonStatus, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LESSONS_KEY }),
  });
}
