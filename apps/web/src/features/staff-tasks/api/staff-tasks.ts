import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const c = contract.staffTasks;
export type StaffTasksQuery = QueryOf<typeof c.tasks>;
export type TaskBody = BodyOf<typeof c.createTask>;
export type HomeworkBody = BodyOf<typeof c.setLessonHomework>;
export type ImportBody = BodyOf<typeof c.importPreview>;

/** One page of the public bank (docs/staff-tasks.md). */
export const useStaffTasks = (query: StaffTasksQuery, enabled = true) =>
  useQuery({
    queryKey: ['staff', 'tasks', query],
    queryFn: ({ signal }) => call(c.tasks, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useStaffTask = (id: number | null) =>
  useQuery({
    queryKey: ['staff', 'task', id],
    queryFn: ({ signal }) => call(c.task, { params: { id: id! }, signal }),
    enabled: id !== null,
  });

/** Subjects for the filters and the task's subject (reference data). */
export const useSubjects = () =>
  useQuery({
    queryKey: ['core', 'class-types'],
    queryFn: ({ signal }) => call(contract.core.classTypes, { query: {}, signal }),
    staleTime: 10 * 60_000,
  });

export function useSaveTask(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskBody) =>
      id === null ? call(c.createTask, { body }) : call(c.updateTask, { params: { id }, body }),
    onSuccess: (task) => {
      client.setQueryData(['staff', 'task', task.id], task);
      void client.invalidateQueries({ queryKey: ['staff', 'tasks'] });
    },
  });
}

export const useLessonHomework = (lessonId: number) =>
  useQuery({
    queryKey: ['staff', 'lesson-homework', lessonId],
    queryFn: ({ signal }) => call(c.lessonHomework, { params: { id: lessonId }, signal }),
  });

export function useSaveHomework(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeworkBody) => call(c.setLessonHomework, { params: { id: lessonId }, body }),
    onSuccess: (data) => {
      client.setQueryData(['staff', 'lesson-homework', lessonId], data);
      void client.invalidateQueries({ queryKey: ['staff', 'tasks'] });
    },
  });
}

export const useImportPreview = () =>
  useMutation({ mutationFn: (body: ImportBody) => call(c.importPreview, { body }) });

export function useImportCommit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) => call(c.importCommit, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
