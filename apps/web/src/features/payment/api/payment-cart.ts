import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { cartKeys } from '../../../shared/cart/cart-queries';
import { standaloneHash, type CheckoutTarget } from '../lib/checkout-target';

/** The cart being paid: a standalone one by hash (guests too) or the student's own; cached with the cart page's. */
export const paymentCartQuery = (target: CheckoutTarget) => {
  const hash = standaloneHash(target);
  return queryOptions({
    queryKey: hash ? cartKeys.standalone(hash) : cartKeys.own,
    queryFn: ({ signal }) =>
      hash ? call(contract.cart.standalone, { params: { hash }, signal }) : call(contract.cart.get, { signal }),
  });
};

export const usePaymentCart = (target: CheckoutTarget) => useQuery(paymentCartQuery(target));
