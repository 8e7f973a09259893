import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/client';
import { LESSONS_KEY } from './lesson-query';

/** Spec 3 §7: a lesson without materials answers 404, which is only logged (the section hides). */
async function getMaterials(id: number, signal: AbortSignal) {
  try {
    return (await call(contract.lessons.materials, { params: { id }, signal })).results;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      console.warn('Lesson materials not found', id);
      return [];
    }
    throw error;
  }
}

export const materialsQuery = (id: number) =>
  queryOptions({
    queryKey: [...LESSONS_KEY, 'materials', id] as const,
    queryFn: ({ signal }) => getMaterials(id, signal),
  });

export const subLessonsQuery = (id: number) =>
  queryOptions({
    queryKey: [...LESSONS_KEY, 'sub-lessons', id] as const,
    queryFn: async ({ signal }) => (await call(contract.lessons.subLessons, { params: { id }, signal })).results,
  });

export const homeworkQuery = (id: number) =>
  queryOptions({
    queryKey: [...LESSONS_KEY, 'homework', id] as const,
    queryFn: ({ signal }) => call(contract.lessons.homework, { params: { id }, signal }),
  });

export const useMaterials = (id: number, enabled: boolean) => useQuery({ ...materialsQuery(id), enabled });
export const useSubLessons = (id: number, enabled: boolean) => useQuery({ ...subLessonsQuery(id), enabled });
export const useHomework = (id: number, enabled: boolean) => useQuery({ ...homeworkQuery(id), enabled });
