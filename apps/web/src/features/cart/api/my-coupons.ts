import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

/** Spec 1 §7 GET /products/my-coupons/: the coupon products the student activated. */
export const myCouponsQuery = queryOptions({
  queryKey: ['promo', 'my-coupons'],
  queryFn: ({ signal }) => call(contract.payment.myCoupons, { signal }),
});

export const useMyCoupons = () => useQuery(myCouponsQuery);
