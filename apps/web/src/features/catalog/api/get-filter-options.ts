import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { catalogKeys } from './catalog-keys';

const LONG = 10 * 60_000;

/** Every subject, for the chips: a chip stays put when the class year changes. */
export const useClassTypes = () =>
  useQuery({
    queryKey: catalogKeys.classTypes,
    queryFn: ({ signal }) => call(contract.core.classTypes, { query: {}, signal }),
    staleTime: LONG,
  });

export const useClassYears = () =>
  useQuery({
    queryKey: catalogKeys.classYears,
    queryFn: ({ signal }) => call(contract.core.classYears, { signal }),
    staleTime: LONG,
  });

export const useSysCourseTypes = () =>
  useQuery({
    queryKey: catalogKeys.sysCourseTypes,
    queryFn: ({ signal }) => call(contract.catalog.sysCourseTypes, { signal }),
    staleTime: LONG,
  });
