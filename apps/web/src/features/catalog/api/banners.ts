import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ResponseOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { catalogKeys } from './catalog-keys';

type Banners = ResponseOf<typeof contract.catalog.banners>;

export const productBannersQuery = queryOptions({
  queryKey: catalogKeys.banners,
  queryFn: ({ signal }) => call(contract.catalog.banners, { signal }),
});

export const useProductBanners = () => useQuery(productBannersQuery);

/** Closing hides the banner at once; a failed close brings it back. */
export function useCloseBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(contract.catalog.closeBanner, { body: { id } }),
    onMutate: (id) => {
      const before = queryClient.getQueryData<Banners>(catalogKeys.banners);
      queryClient.setQueryData<Banners>(catalogKeys.banners, (list) => list?.filter((banner) => banner.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(catalogKeys.banners, context.before);
    },
  });
}
