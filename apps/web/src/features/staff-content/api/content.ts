import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf, StaffCourseDetail, StaffLessonDetail, StaffLessonPatch } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const c = contract.staffContent;
const KEY = ['staff', 'content'] as const;

export type SubjectsQuery = QueryOf<typeof c.subjects>;
export type CoursesQuery = QueryOf<typeof c.courses>;
export type LessonsQuery = QueryOf<typeof c.lessons>;

export const useClassYears = () =>
  useQuery({
    queryKey: [...KEY, 'class-years'],
    queryFn: ({ signal }) => call(c.classYears, { signal }),
    staleTime: 60_000,
  });

export const useCourseTypes = () =>
  useQuery({
    queryKey: [...KEY, 'course-types'],
    queryFn: ({ signal }) => call(c.courseTypes, { signal }),
    staleTime: 5 * 60_000,
  });

export const useSubjects = (query: SubjectsQuery) =>
  useQuery({
    queryKey: [...KEY, 'subjects', query],
    queryFn: ({ signal }) => call(c.subjects, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every subject, for pickers (a school has tens of them, not thousands). */
export const useAllSubjects = () => useSubjects({ limit: 100, offset: 0 });

export const useCourses = (query: CoursesQuery, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'courses', query],
    queryFn: ({ signal }) => call(c.courses, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useCourse = (id: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'course', id],
    queryFn: ({ signal }) => call(c.course, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });

export const useLessons = (query: LessonsQuery) =>
  useQuery({
    queryKey: [...KEY, 'lessons', query],
    queryFn: ({ signal }) => call(c.lessons, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useLesson = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'lesson', id],
    queryFn: ({ signal }) => call(c.lesson, { params: { id }, signal }),
  });

/** A write of the content area: the lists are read again after it. */
export function useContentMutation<V, R>(fn: (variables: V) => Promise<R>, onDone?: (result: R) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      onDone?.(result);
      return client.invalidateQueries({ queryKey: KEY });
    },
  });
}

export const useSaveSubject = () =>
  useContentMutation((input: { id?: number; body: BodyOf<typeof c.createSubject> }) =>
    input.id === undefined
      ? call(c.createSubject, { body: input.body })
      : call(c.updateSubject, { params: { id: input.id }, body: input.body }),
  );

export const useSaveCourse = () =>
  useContentMutation((input: { id?: number; body: BodyOf<typeof c.createCourse> }) =>
    input.id === undefined
      ? call(c.createCourse, { body: input.body })
      : call(c.updateCourse, { params: { id: input.id }, body: input.body }),
  );

export const useCreateMonth = (courseId: number) =>
  useContentMutation((body: BodyOf<typeof c.createMonth>) => call(c.createMonth, { params: { id: courseId }, body }));

export const useUpdateMonth = () =>
  useContentMutation((input: { id: number; body: BodyOf<typeof c.updateMonth> }) =>
    call(c.updateMonth, { params: { id: input.id }, body: input.body }),
  );

export const useDeleteMonth = () => useContentMutation((id: number) => call(c.deleteMonth, { params: { id } }));

export const useCreateLesson = () =>
  useContentMutation((body: BodyOf<typeof c.createLesson>) => call(c.createLesson, { body }));

export const useUpdateLesson = (id: number) => {
  const client = useQueryClient();
  return useContentMutation(
    (body: StaffLessonPatch) => call(c.updateLesson, { params: { id }, body }),
    (lesson: StaffLessonDetail) => client.setQueryData([...KEY, 'lesson', id], lesson),
  );
};

export const usePublishLesson = (id: number) => {
  const client = useQueryClient();
  return useContentMutation(
    (publish: boolean) => call(publish ? c.publishLesson : c.unpublishLesson, { params: { id } }),
    (lesson: StaffLessonDetail) => client.setQueryData([...KEY, 'lesson', id], lesson),
  );
};

/** The video goes as a multipart form, field `video`; the answer carries the length read from the file. */
export const useUploadVideo = (id: number) => {
  const client = useQueryClient();
  return useContentMutation(
    (file: File) => {
      const form = new FormData();
      form.append('video', file);
      return call(c.uploadLessonVideo, { params: { id }, form });
    },
    (lesson: StaffLessonDetail) => client.setQueryData([...KEY, 'lesson', id], lesson),
  );
};

export type { StaffCourseDetail };
