import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type Subscription } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';

const keys = {
  list: ['subscriptions', 'list'] as const,
  ending: ['subscriptions', 'ending'] as const,
  renewal: (id: number) => ['subscriptions', id, 'renewal'] as const,
  upgrade: (id: number) => ['subscriptions', id, 'upgrade'] as const,
};

/** A refusal (400/404: nothing to renew or upgrade, not yours) is an answer, not a failure to retry. */
const retryUnlessRefused = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

/** GET /v2/subscriptions/{id}/renewal/ (docs/subscriptions.md): the next period and its price. */
export const useRenewalQuote = (id: number) =>
  useQuery({
    queryKey: keys.renewal(id),
    queryFn: ({ signal }) => call(contract.subscriptions.renewalQuote, { params: { id }, signal }),
    retry: retryUnlessRefused,
  });

/** GET /v2/subscriptions/{id}/upgrade/: the dearer rate plans with what each costs for the days left. */
export const useUpgradeQuote = (id: number) =>
  useQuery({
    queryKey: keys.upgrade(id),
    queryFn: ({ signal }) => call(contract.subscriptions.upgradeQuote, { params: { id }, signal }),
    retry: retryUnlessRefused,
  });

/** Makes the renewal's or upgrade's standalone cart, then opens it: the usual checkout pays it. */
function useOpenCart<V>(make: (variables: V) => Promise<{ cartHash: string }>) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: make,
    onSuccess: ({ cartHash }) => void navigate({ to: paths.standaloneCart, params: { hash: cartHash } }),
  });
}

export const useStartRenewal = (id: number) =>
  useOpenCart(() => call(contract.subscriptions.renew, { params: { id } }));

export const useStartUpgrade = (id: number) =>
  useOpenCart((ratePlan: number) => call(contract.subscriptions.upgrade, { params: { id }, body: { ratePlan } }));

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
