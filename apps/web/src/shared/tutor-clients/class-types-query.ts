import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClassType } from '@school/contract';
import { contract } from '../api/contract';
import { call } from '../api/client';

export const getClassTypes = (signal?: AbortSignal) => call(contract.core.classTypes, { query: {}, signal });

/** Subjects and their colors; reference data that changes with a deploy, not during a visit. */
export const classTypesQueryOptions = queryOptions({
  queryKey: ['core', 'classTypes'],
  queryFn: ({ signal }) => getClassTypes(signal),
  staleTime: Infinity,
  select: (types: ClassType[]) => new Map(types.map((type) => [type.id, type])),
});

export const useClassTypes = () => useQuery(classTypesQueryOptions);
