import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { catalogKeys } from './catalog-keys';

/** Teacher cards, of the chosen subject when there is one. */
export const useTeachers = (classType: number | undefined) =>
  useQuery({
    queryKey: catalogKeys.teachers(classType),
    queryFn: ({ signal }) => call(contract.catalog.teachers, { query: { classType }, signal }),
  });
