import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { IN_CART_MARKS_KEY } from '../../../shared/cart/cart-queries';

/** Under the marks key: a cart change asks again, so what is recommended follows the cart. */
export const recommendationsKey = [...IN_CART_MARKS_KEY, 'recommendations'] as const;

/** Spec 2 §7 GET /products/recommendations/; asked only where the variant offers them (spec 1 §6). */
export const useRecommendations = (enabled: boolean) =>
  useQuery({
    queryKey: recommendationsKey,
    queryFn: ({ signal }) => call(contract.catalog.recommendations, { signal }),
    enabled,
  });
