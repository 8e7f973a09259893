import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const c = contract.staffCommerce;

export type ProductQuery = QueryOf<typeof c.products>;
export type PromoQuery = QueryOf<typeof c.promoCodes>;
export type OrderQuery = QueryOf<typeof c.orders>;

/** Issue 16: the commerce area's server state (docs/staff-commerce.md). */
export const useProducts = (query: ProductQuery, enabled = true) =>
  useQuery({
    queryKey: ['staff', 'commerce', 'products', query],
    queryFn: ({ signal }) => call(c.products, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useProductOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'commerce', 'product-options'],
    queryFn: ({ signal }) => call(c.productOptions, { signal }),
    enabled,
    staleTime: 60_000,
  });

function useInvalidate(part: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff', 'commerce', part] });
}

export function useSaveProduct() {
  const invalidate = useInvalidate('products');
  return useMutation({
    mutationFn: (input: { id?: number; body: BodyOf<typeof c.createProduct> }) =>
      input.id
        ? call(c.updateProduct, {
            params: { id: input.id },
            body: {
              title: input.body.title,
              startDate: input.body.startDate,
              endDate: input.body.endDate,
              price: input.body.price,
            },
          })
        : call(c.createProduct, { body: input.body }),
    onSuccess: invalidate,
  });
}

export const usePromoCodes = (query: PromoQuery) =>
  useQuery({
    queryKey: ['staff', 'commerce', 'promo-codes', query],
    queryFn: ({ signal }) => call(c.promoCodes, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useSavePromoCode() {
  const invalidate = useInvalidate('promo-codes');
  return useMutation({
    mutationFn: (input: { id?: number; body: BodyOf<typeof c.createPromoCode> }) => {
      if (!input.id) return call(c.createPromoCode, { body: input.body });
      const { code: _code, ...terms } = input.body;
      return call(c.updatePromoCode, { params: { id: input.id }, body: terms });
    },
    onSuccess: invalidate,
  });
}

export function useDeactivatePromoCode() {
  const invalidate = useInvalidate('promo-codes');
  return useMutation({
    mutationFn: (id: number) => call(c.deactivatePromoCode, { params: { id } }),
    onSuccess: invalidate,
  });
}

export const useOrders = (query: OrderQuery) =>
  useQuery({
    queryKey: ['staff', 'commerce', 'orders', query],
    queryFn: ({ signal }) => call(c.orders, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: number) =>
  useQuery({
    queryKey: ['staff', 'commerce', 'orders', 'one', id],
    queryFn: ({ signal }) => call(c.order, { params: { id }, signal }),
  });

export function useRefund(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof c.refund>) => call(c.refund, { params: { id }, body }),
    onSuccess: (order) => queryClient.setQueryData(['staff', 'commerce', 'orders', 'one', id], order),
    // A refused refund is recorded too (failed, or pending when the provider never answered).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'commerce', 'orders'] }),
  });
}

/** An operator's resolution of a pending refund of order `orderId` (docs/staff-commerce.md "A pending refund"). */
export function useResolveRefund(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refundId, body }: { refundId: number; body: BodyOf<typeof c.resolveRefund> }) =>
      call(c.resolveRefund, { params: { id: refundId }, body }),
    onSuccess: (order) => queryClient.setQueryData(['staff', 'commerce', 'orders', 'one', orderId], order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'commerce', 'orders'] }),
  });
}
