import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Banner } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

export const bannersQuery = queryOptions({
  queryKey: ['core', 'banners'],
  queryFn: ({ signal }) => call(contract.core.banners, { signal }),
});

export function useBanners() {
  return useQuery(bannersQuery);
}

/** Closing a banner hides it at once; if the server refuses, the banner comes back. */
export function useCloseBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(contract.core.closeBanner, { body: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: bannersQuery.queryKey });
      const previous = queryClient.getQueryData<Banner[]>(bannersQuery.queryKey);
      queryClient.setQueryData<Banner[]>(bannersQuery.queryKey, (banners) =>
        banners?.filter((banner) => banner.id !== id),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(bannersQuery.queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersQuery.queryKey }),
  });
}
