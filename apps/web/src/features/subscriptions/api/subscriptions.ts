import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Subscription } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const keys = {
  list: ['subscriptions', 'list'] as const,
  ending: ['subscriptions', 'ending'] as const,
};

export const subscriptionsQuery = queryOptions({
  queryKey: keys.list,
  queryFn: ({ signal }) => call(contract.subscriptions.list, { signal }),
});

/** Spec 2 §7 GET /products/ending/: products whose access ends soon and can be renewed. */
export const endingProductsQuery = queryOptions({
  queryKey: keys.ending,
  queryFn: ({ signal }) => call(contract.subscriptions.ending, { signal }),
});

export const useSubscriptions = () => useQuery(subscriptionsQuery);
export const useEndingProducts = () => useQuery(endingProductsQuery);

/** Spec 2 §7 DELETE /products/product-subscriptions/{id}/: the answer replaces the subscription in the list. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(contract.subscriptions.cancel, { params: { id } }),
    onSuccess: (updated) =>
      queryClient.setQueryData<Subscription[]>(keys.list, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });
}
