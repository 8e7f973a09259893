import { useDeferredValue } from 'react';
import { Button, Card, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../../../shared/cart/use-add-to-cart';
import { ProductCard } from '../../../shared/catalog/product-card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { useProducts, type ProductsQuery } from '../api/get-products';
import { MoreProducts } from './more-products';
import '../i18n';

export const CARD_COLUMNS = { base: 1, sm: 2, lg: 3 };

function GridSkeleton() {
  return (
    <SimpleGrid cols={CARD_COLUMNS} spacing="lg" aria-hidden>
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} padding="lg">
          <Stack gap="sm">
            <Skeleton h={14} w="40%" />
            <Skeleton h={22} w="80%" />
            <Skeleton h={14} w="60%" />
            <Skeleton h={36} mt="md" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The catalog's products under the filters; students add them to the cart (spec 2 §2, §4). */
export function ProductGrid({
  query,
  canBuy,
  onReset,
}: {
  query: ProductsQuery;
  canBuy: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const products = useProducts(query);
  const add = useAddToCart();
  // The cards render in a transition, which React slices into short tasks: a phone's main thread
  // stays free while twelve cards are built (issue 8: long tasks on the catalog).
  const pages = useDeferredValue(products.data?.pages);
  const body = () => {
    if (products.isError && !pages)
      return <LoadError message={t('catalog.products.loadError')} onRetry={() => void products.refetch()} />;
    if (!pages) return <GridSkeleton />;
    const list = pages.flatMap((page) => page.results);
    if (list.length === 0)
      return (
        <Stack align="center" gap={0}>
          <EmptyState
            title={t('catalog.products.empty')}
            hint={t('catalog.products.emptyHint')}
            icon={<IconSearch size={24} />}
          />
          <Button variant="light" onClick={onReset}>
            {t('catalog.filters.reset')}
          </Button>
        </Stack>
      );
    return (
      <>
        <SimpleGrid cols={CARD_COLUMNS} spacing="lg" style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
          {list.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              adding={add.isPending && add.variables.product === product.id}
              onAdd={canBuy ? (choice) => add.mutate({ product: product.id, ...choice }) : undefined}
            />
          ))}
        </SimpleGrid>
        <MoreProducts products={products} shown={list.length} total={pages.at(-1)?.count ?? list.length} />
      </>
    );
  };
  return (
    <Stack gap="md" component="section" aria-labelledby="catalog-products">
      <Title order={2} size="h3" id="catalog-products">
        {t('catalog.products.title')}
      </Title>
      {body()}
    </Stack>
  );
}
