import { Button, Stack } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { catalogHref } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import '../i18n';

/** An empty cart leads to the catalog. */
export function EmptyCart({ withCatalogLink }: { withCatalogLink: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap={0} pb="xl">
      <EmptyState title={t('cart.empty.title')} hint={t('cart.empty.hint')} icon={<IconShoppingCart size={26} />} />
      {withCatalogLink && (
        <Button component={Link} to={catalogHref()}>
          {t('cart.empty.toCatalog')}
        </Button>
      )}
    </Stack>
  );
}
