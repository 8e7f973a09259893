import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session/session-store';
import { usePhone } from '../../../shared/ui/use-phone';
import { useBannerBundle } from '../api/bundles';
import { BannerBundle } from '../components/banner-bundle';
import { BundlesSection } from '../components/bundles-section';
import { CatalogFilters } from '../components/catalog-filters';
import { FiltersToggle } from '../components/filters-toggle';
import { ProductBanners } from '../components/product-banners';
import { ProductGrid } from '../components/product-grid';
import { TeachersSection } from '../components/teachers-section';
import { useCatalogFilters } from '../hooks/use-catalog-filters';
import { useCatalogStart } from '../hooks/use-catalog-start';
import '../i18n';

/**
 * Spec 2 §2 /catalog/{productTypeId?}: banners, the banner bundle, filters kept in the URL,
 * products, bundles and teachers. Students add to the cart; curators only look (spec 2 §6).
 * A phone shows the courses first (issue 8): the filters behind one button, the banners after.
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const canBuy = useUser()?.role === 'STUDENT_ROLE';
  const { productTypeId, filters, setFilters, clearFilters, reset } = useCatalogFilters();
  useCatalogStart({
    isStudent: canBuy,
    plainCatalog: productTypeId === undefined && Object.values(filters).every((value) => value === undefined),
  });
  const bannerBundle = useBannerBundle();
  const phone = usePhone();
  const promotions = (
    <>
      <ProductBanners />
      <BannerBundle canBuy={canBuy} />
    </>
  );
  const filterFields = <CatalogFilters filters={filters} onChange={setFilters} />;
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2">
          {t('routes.catalog')}
        </Title>
        {productTypeId && (
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={reset}>
            {t('catalog.allCatalog')}
          </Button>
        )}
      </Group>
      {!phone && promotions}
      {phone ? (
        <FiltersToggle active={Object.values(filters).filter((value) => value !== undefined).length}>
          {filterFields}
        </FiltersToggle>
      ) : (
        filterFields
      )}
      <ProductGrid query={{ productType: productTypeId, ...filters }} canBuy={canBuy} onReset={clearFilters} />
      {phone && promotions}
      <BundlesSection canBuy={canBuy} excludeId={bannerBundle.data?.id} />
      <TeachersSection classType={filters.classType} />
    </Stack>
  );
}
