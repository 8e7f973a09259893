import { Box } from '@mantine/core';
import { useBannerBundle } from '../api/bundles';
import { useAddBundle } from '../hooks/use-add-bundle';
import { BundleCard } from './bundle-card';

/** Spec 2 §7 GET /settings/banner-bundle/: the bundle the catalog advertises on top, if any. */
export function BannerBundle({ canBuy }: { canBuy: boolean }) {
  const bundle = useBannerBundle();
  const { add, addingBundle } = useAddBundle();
  if (!bundle.data) return null;
  return (
    <Box maw={720}>
      <BundleCard
        bundle={bundle.data}
        onAdd={canBuy ? add : undefined}
        adding={addingBundle === bundle.data.id}
        highlighted
      />
    </Box>
  );
}
