import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBannerBundle, useBundles } from '../api/bundles';
import { useAddBundle } from '../hooks/use-add-bundle';
import { BundleCard } from './bundle-card';
import { CARD_COLUMNS } from './product-grid';
import '../i18n';

/**
 * Bundles on sale, less the one the banner already offers; the section stays hidden while there are
 * none or they failed to load. It reads the banner's bundle itself: the page does not, so its answer
 * re-renders this section only, not the whole catalog (issue 8: 549 components rendered again).
 */
export function BundlesSection({ canBuy }: { canBuy: boolean }) {
  const { t } = useTranslation();
  const bundles = useBundles();
  const bannerBundle = useBannerBundle();
  const { add, addingBundle } = useAddBundle();
  const list = (bundles.data ?? []).filter((bundle) => bundle.id !== bannerBundle.data?.id);
  if (list.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="catalog-bundles">
      <Title order={2} size="h3" id="catalog-bundles">
        {t('catalog.bundles.title')}
      </Title>
      <SimpleGrid cols={CARD_COLUMNS} spacing="lg">
        {list.map((bundle) => (
          <BundleCard
            key={bundle.id}
            bundle={bundle}
            onAdd={canBuy ? add : undefined}
            adding={addingBundle === bundle.id}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
