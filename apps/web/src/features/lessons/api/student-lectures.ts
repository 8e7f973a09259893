import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentLectureDetail } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const c = contract.lectures;
const keys = {
  all: ['student', 'lectures'] as const,
  one: (id: number) => ['student', 'lectures', 'one', id] as const,
};

/** The tutors' lectures of the student; tens at most, so one page. */
export const useStudentLectures = () =>
  useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => call(c.studentLectures, { query: { limit: 100, offset: 0 }, signal }),
  });

export const useStudentLecture = (id: number) =>
  useQuery({ queryKey: keys.one(id), queryFn: ({ signal }) => call(c.studentLecture, { params: { id }, signal }) });

/** Watching marks the lecture viewed (the tutor sees it); the answer replaces the cached lecture. */
export function useMarkLectureViewed(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(c.studentLectureViewed, { params: { id } }),
    onSuccess: (lecture: StudentLectureDetail) => {
      queryClient.setQueryData(keys.one(id), lecture);
      void queryClient.invalidateQueries({ queryKey: keys.all, exact: true });
    },
  });
}
