import { Suspense } from 'react';
import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PageTarget } from '../../../shared/api/page-prefetch';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useUser } from '../../../shared/session/session-store';
import { PHONE_QUERY, usePhone } from '../../../shared/ui/use-phone';
import { productBannersQuery } from '../api/banners';
import { bannerBundleQuery } from '../api/bundles';
import { BannerBundle } from '../components/banner-bundle';
import { BundlesSection } from '../components/bundles-section';
import { CatalogStart } from '../components/catalog-start';
import { FiltersToggle } from '../components/filters-toggle';
import { ProductBanners } from '../components/product-banners';
import { ProductGrid } from '../components/product-grid';
import { TeachersSection } from '../components/teachers-section';
import { productsQuery } from '../api/get-products';
import { readProductTypeId, useCatalogFilters } from '../hooks/use-catalog-filters';
import { readFilters } from '../lib/catalog-search';
import '../i18n';

/**
 * The filters' selects and chips are a chunk of their own (issue 8): a phone keeps them behind a
 * button, so its first visit does not load them; a wide screen asks for them at once.
 */
const CatalogFilters = lazyComponent(() => import('../components/catalog-filters'), 'CatalogFilters');
/** The filters' height on a wide screen: chips over three selects. */
const FILTERS_HEIGHT = 100;

/**
 * Issue 8: the first courses, the page's largest paint, are asked for as its route loads. A wide
 * screen shows the promotions above them: the page draws once it knows them, so the filters and
 * courses are not pushed down when they come (CLS 0.27 before). A phone shows them after the
 * courses, off the first screen, and does not wait.
 */
export function prefetchCatalogPage({ params, search, queryClient }: PageTarget) {
  const query = { productType: readProductTypeId(params.productTypeId), ...readFilters(search) };
  void queryClient.prefetchInfiniteQuery(productsQuery(query));
  if (window.matchMedia(PHONE_QUERY).matches) return undefined;
  return Promise.all([
    queryClient.ensureQueryData(productBannersQuery),
    queryClient.ensureQueryData(bannerBundleQuery),
  ]);
}

/**
 * Spec 2 §2 /catalog/{productTypeId?}: banners, the banner bundle, filters kept in the URL,
 * products, bundles and teachers. Students add to the cart; curators only look (spec 2 §6).
 * A phone shows the courses first (issue 8): the filters behind one button, the banners after.
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const canBuy = useUser()?.role === 'STUDENT_ROLE';
  const { productTypeId, filters, setFilters, clearFilters, reset } = useCatalogFilters();
  const phone = usePhone();
  const promotions = (
    <>
      <ProductBanners />
      <BannerBundle canBuy={canBuy} />
    </>
  );
  const filterFields = (
    <Suspense fallback={<Skeleton h={FILTERS_HEIGHT} radius="md" />}>
      <CatalogFilters filters={filters} onChange={setFilters} />
    </Suspense>
  );
  return (
    <Stack gap="xl">
      <CatalogStart
        isStudent={canBuy}
        plainCatalog={productTypeId === undefined && Object.values(filters).every((value) => value === undefined)}
      />
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
      <BundlesSection canBuy={canBuy} />
      <TeachersSection classType={filters.classType} />
    </Stack>
  );
}
