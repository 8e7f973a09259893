import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useProducts } from '../api/get-products';
import '../i18n';

/**
 * The catalog's paging control: how many of how many are shown and "Показать ещё" for the next
 * page (a phone loads 12 cards at a time, not the whole catalog). The button keeps focus while the
 * next cards come in below it, and a failed page can be asked again from here.
 */
export function MoreProducts({
  products,
  shown,
  total,
}: {
  products: ReturnType<typeof useProducts>;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation();
  if (!products.hasNextPage) return null;
  return (
    <Stack align="center" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('catalog.products.shown', { shown, total })}
      </Text>
      <Button
        variant="default"
        onClick={() => void products.fetchNextPage()}
        loading={products.isFetchingNextPage}
        disabled={products.isPlaceholderData}
      >
        {products.isFetchNextPageError ? t('catalog.products.moreFailed') : t('catalog.products.more')}
      </Button>
    </Stack>
  );
}
