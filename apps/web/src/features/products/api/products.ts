import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiftStatus } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

export const GIFTS_PAGE_SIZE = 10;
const LONG = 10 * 60_000;

export const productsKeys = {
  all: ['products'] as const,
  gifts: (filter: { page: number; classType?: number; status?: GiftStatus }) =>
    ['products', 'gifts', filter.page, filter.classType ?? null, filter.status ?? null] as const,
  studentClassTypes: ['products', 'student-class-types'] as const,
};

export const giftsQuery = (filter: { page: number; classType?: number; status?: GiftStatus }) =>
  queryOptions({
    queryKey: productsKeys.gifts(filter),
    queryFn: ({ signal }) =>
      call(contract.products.gifts, {
        query: {
          classType: filter.classType,
          status: filter.status,
          limit: GIFTS_PAGE_SIZE,
          offset: (filter.page - 1) * GIFTS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useGifts = (filter: { page: number; classType?: number; status?: GiftStatus }) =>
  useQuery(giftsQuery(filter));

/** Spec 2 §7 GET /products/student-class-types/: the subject filter's options. */
export const useStudentClassTypes = (enabled = true) =>
  useQuery({
    queryKey: productsKeys.studentClassTypes,
    queryFn: ({ signal }) => call(contract.products.studentClassTypes, { signal }),
    enabled,
  });

/** Spec 2 §7 POST /products/open-products-access/{id}/: then the gifts and the student's lessons change. */
export function useOpenAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => call(contract.products.openProductsAccess, { params: { id: productId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}

export const useClassYears = () =>
  useQuery({
    queryKey: ['core', 'class-years'],
    queryFn: ({ signal }) => call(contract.core.classYears, { signal }),
    staleTime: LONG,
  });

export const useClassTypesOfYear = (classYear: number | undefined) =>
  useQuery({
    queryKey: ['core', 'class-types', classYear ?? null],
    queryFn: ({ signal }) => call(contract.core.classTypes, { query: { classYear }, signal }),
    staleTime: LONG,
  });

export const useBundle = (id: number) =>
  useQuery({
    queryKey: ['catalog', 'bundle', id],
    queryFn: ({ signal }) => call(contract.catalog.bundle, { params: { id }, signal }),
  });

export const useBundlePlans = (id: number) =>
  useQuery({
    queryKey: ['catalog', 'bundle-rate-plans', id],
    queryFn: ({ signal }) => call(contract.catalog.bundleRatePlans, { params: { id }, signal }),
  });

/**
 * The server prices the bundle with the chosen plan and optional products (spec 2 §7 PATCH
 * /products/bundles/{id}/); nothing to ask while neither is chosen.
 */
export const usePricedBundle = (id: number, choice: { ratePlan?: number; optionalProducts?: number[] }) =>
  useQuery({
    queryKey: ['catalog', 'bundle-priced', id, choice.ratePlan ?? null, choice.optionalProducts ?? null],
    queryFn: () => call(contract.catalog.configureBundle, { params: { id }, body: choice }),
    enabled: choice.ratePlan !== undefined || choice.optionalProducts !== undefined,
    placeholderData: keepPreviousData,
  });
