import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const c = contract.staffCommerce;

export type RatePlanQuery = QueryOf<typeof c.ratePlans>;
export type PackQuery = QueryOf<typeof c.packs>;

/** Issue 16: rate plans and packs (docs/staff-commerce.md "Rate plans and packs"). */
export const useRatePlans = (query: RatePlanQuery) =>
  useQuery({
    queryKey: ['staff', 'commerce', 'rate-plans', query],
    queryFn: ({ signal }) => call(c.ratePlans, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const usePacks = (query: PackQuery) =>
  useQuery({
    queryKey: ['staff', 'commerce', 'packs', query],
    queryFn: ({ signal }) => call(c.packs, { query, signal }),
    placeholderData: keepPreviousData,
  });

function useInvalidate(part: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff', 'commerce', part] });
}

export function useSaveRatePlan() {
  const invalidate = useInvalidate('rate-plans');
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: BodyOf<typeof c.createRatePlan> }) =>
      id
        ? call(c.updateRatePlan, { params: { id }, body: { title: body.title, price: body.price, order: body.order } })
        : call(c.createRatePlan, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteRatePlan() {
  const invalidate = useInvalidate('rate-plans');
  return useMutation({ mutationFn: (id: number) => call(c.deleteRatePlan, { params: { id } }), onSuccess: invalidate });
}

/** Takes a rate plan off sale (`active` false) or puts it back. */
export function useRatePlanSale() {
  const invalidate = useInvalidate('rate-plans');
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      call(active ? c.activateRatePlan : c.deactivateRatePlan, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSavePack() {
  const invalidate = useInvalidate('packs');
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: BodyOf<typeof c.createPack> }) =>
      id
        ? call(c.updatePack, {
            params: { id },
            body: { title: body.title, lessonsCount: body.lessonsCount, price: body.price },
          })
        : call(c.createPack, { body }),
    onSuccess: invalidate,
  });
}

export function useDeletePack() {
  const invalidate = useInvalidate('packs');
  return useMutation({ mutationFn: (id: number) => call(c.deletePack, { params: { id } }), onSuccess: invalidate });
}

export function usePackSale() {
  const invalidate = useInvalidate('packs');
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      call(active ? c.activatePack : c.deactivatePack, { params: { id } }),
    onSuccess: invalidate,
  });
}

export type BundleQuery = QueryOf<typeof c.bundles>;

export const useBundles = (query: BundleQuery) =>
  useQuery({
    queryKey: ['staff', 'commerce', 'bundles', query],
    queryFn: ({ signal }) => call(c.bundles, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useSaveBundle() {
  const invalidate = useInvalidate('bundles');
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: BodyOf<typeof c.createBundle> }) =>
      id ? call(c.updateBundle, { params: { id }, body }) : call(c.createBundle, { body }),
    onSuccess: invalidate,
  });
}

export function useDeactivateBundle() {
  const invalidate = useInvalidate('bundles');
  return useMutation({
    mutationFn: (id: number) => call(c.deactivateBundle, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** The gifts of one product or bundle. */
export type GiftOwner = { productId: number } | { bundleId: number };

const ownerQuery = (owner: GiftOwner) =>
  'productId' in owner ? { product: owner.productId } : { bundle: owner.bundleId };

export const useGifts = (owner: GiftOwner | null) =>
  useQuery({
    queryKey: ['staff', 'commerce', 'gifts', owner],
    queryFn: ({ signal }) => call(c.gifts, { query: ownerQuery(owner!), signal }),
    enabled: owner !== null,
  });

export function useAddGift() {
  const invalidate = useInvalidate('gifts');
  return useMutation({
    mutationFn: (body: BodyOf<typeof c.createGift>) => call(c.createGift, { body }),
    onSuccess: invalidate,
  });
}

export function useRemoveGift() {
  const invalidate = useInvalidate('gifts');
  return useMutation({ mutationFn: (id: number) => call(c.deleteGift, { params: { id } }), onSuccess: invalidate });
}
