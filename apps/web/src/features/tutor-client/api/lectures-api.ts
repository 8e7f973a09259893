import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TheoryQuery, TutorLectureCreate, TutorLecturePatch } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const c = contract.lectures;

export const lectureKeys = {
  all: ['tutor', 'lectures'] as const,
  ofClient: (clientId: number) => ['tutor', 'lectures', 'client', clientId] as const,
  one: (id: number) => ['tutor', 'lectures', 'one', id] as const,
  overview: (clientId: number) => ['tutor', 'lectures', 'overview', clientId] as const,
};

/** A client has tens of lectures at most: one page of 100 is all of them. */
export const clientLecturesQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: lectureKeys.ofClient(clientId),
    queryFn: ({ signal }) => call(c.lectures, { query: { client: clientId, limit: 100, offset: 0 }, signal }),
  });
export const useClientLectures = (clientId: number) => useQuery(clientLecturesQueryOptions(clientId));

export const useLecture = (id: number) =>
  useQuery({
    queryKey: lectureKeys.one(id),
    queryFn: ({ signal }) => call(c.lecture, { params: { id }, signal }),
  });

export const useClientOverview = (clientId: number) =>
  useQuery({
    queryKey: lectureKeys.overview(clientId),
    queryFn: ({ signal }) => call(c.clientOverview, { params: { id: clientId }, signal }),
  });

/** Spec 3 §7: the theory list is cancellable; a newer search aborts the older one. */
export const useTheory = (query: TheoryQuery) =>
  useQuery({
    queryKey: ['tutor', 'theory', query],
    queryFn: ({ signal }) => call(c.theory, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useTheoryTopic = (id: number | null) =>
  useQuery({
    queryKey: ['tutor', 'theory', 'topic', id],
    queryFn: ({ signal }) => call(c.theoryTopic, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });

export const useSubTheory = (id: number | null) =>
  useQuery({
    queryKey: ['tutor', 'subtheory', id],
    queryFn: ({ signal }) => call(c.subTheory, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });

function useInvalidateLectures() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: lectureKeys.all });
}

export function useCreateLecture() {
  const invalidate = useInvalidateLectures();
  return useMutation({
    mutationFn: (body: TutorLectureCreate) => call(c.createLecture, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateLecture(id: number) {
  const invalidate = useInvalidateLectures();
  return useMutation({
    mutationFn: (body: TutorLecturePatch) => call(c.updateLecture, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteLecture() {
  const invalidate = useInvalidateLectures();
  return useMutation({
    mutationFn: (id: number) => call(c.deleteLecture, { params: { id } }),
    onSuccess: invalidate,
  });
}
