import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { catalogKeys } from './catalog-keys';

export const useBundles = () =>
  useQuery({
    queryKey: catalogKeys.bundles,
    queryFn: ({ signal }) => call(contract.catalog.bundles, { signal }),
  });

export const bannerBundleQuery = queryOptions({
  queryKey: catalogKeys.bannerBundle,
  queryFn: ({ signal }) => call(contract.catalog.bannerBundle, { signal }),
});

export const useBannerBundle = () => useQuery(bannerBundleQuery);

export const useBundleRatePlans = (bundleId: number, enabled: boolean) =>
  useQuery({
    queryKey: catalogKeys.bundleRatePlans(bundleId),
    queryFn: ({ signal }) => call(contract.catalog.bundleRatePlans, { params: { id: bundleId }, signal }),
    enabled,
  });

/** The server prices the bundle with the chosen rate plan (spec 2 §7 PATCH /products/bundles/{id}/). */
export const useConfigureBundle = (bundleId: number) =>
  useMutation({
    mutationFn: (ratePlan: number) =>
      call(contract.catalog.configureBundle, { params: { id: bundleId }, body: { ratePlan } }),
  });
