import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { type Cart } from '@school/contract';
import { contract } from '../api/contract';
import { call } from '../api/client';

/** A cart's key; the student's own and a standalone one share the type, so one query can take either. */
type CartKey = readonly ['cart', ...string[]];

/** Every cart query sits under ['cart'], so one invalidation refreshes the badge and the cart page. */
export const cartKeys = {
  all: ['cart'] as const,
  count: ['cart', 'count'] as const,
  own: ['cart', 'own'] as CartKey,
  standalone: (hash: string): CartKey => ['cart', 'standalone', hash],
};

/** The student's own cart, or a standalone cart by its hash (spec 2 §7 Cart); the cart and payment pages share it. */
export const cartQuery = (hash?: string) =>
  queryOptions({
    queryKey: hash ? cartKeys.standalone(hash) : cartKeys.own,
    queryFn: ({ signal }): Promise<Cart> =>
      hash ? call(contract.cart.standalone, { params: { hash }, signal }) : call(contract.cart.get, { signal }),
  });

/** Spec 2 §7 GET /cart/count/: the header badge. */
export const cartCountQuery = queryOptions({
  queryKey: cartKeys.count,
  queryFn: ({ signal }) => call(contract.cart.count, { signal }),
});

/** Only students have a cart (spec 3 §6); other roles would get a 403. */
export function useCartCount(enabled: boolean) {
  return useQuery({ ...cartCountQuery, enabled });
}

/**
 * Lists that mark products 'in cart' (the catalog, the cart's recommendations) keep their queries
 * under this key, so a change of the cart refreshes the marks.
 */
export const IN_CART_MARKS_KEY = ['catalog'] as const;

/** The student's own cart changed on the server: show the answer and let the badge and marks follow it. */
export function storeOwnCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(cartKeys.own, cart);
  queryClient.setQueryData(cartKeys.count, { count: cart.count });
  void queryClient.invalidateQueries({ queryKey: IN_CART_MARKS_KEY });
}
