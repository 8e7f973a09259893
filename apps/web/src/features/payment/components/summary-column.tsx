import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@school/contract';
import { catalogHref } from '../../../shared/config/paths';
import { hasGoods } from './cart-gate';
import { OrderSummary } from './order-summary';
import '../i18n';

/** The order summary, or what to do when there is nothing to pay. */
export function SummaryColumn({ cart, cartHref }: { cart: Cart; cartHref: string }) {
  const { t } = useTranslation();
  if (hasGoods(cart)) return <OrderSummary cart={cart} />;
  return (
    <Card p="lg">
      <Stack gap="xs" align="center" ta="center" py="md">
        <IconShoppingCart size={36} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text fw={700}>{t('payment.summary.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('payment.summary.emptyHint')}
        </Text>
        <Group gap="xs" mt="xs">
          <Button component={Link} to={catalogHref()} variant="light">
            {t('payment.summary.toCatalog')}
          </Button>
          <Button component={Link} to={cartHref} variant="default">
            {t('payment.summary.toCart')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
