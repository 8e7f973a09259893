import type { ReactNode } from 'react';
import { Card, Grid, Skeleton, Stack } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { usePaymentCart } from '../api/payment-cart';
import { standaloneHash, type CheckoutTarget } from '../lib/checkout-target';
import '../i18n';

function CheckoutSkeleton() {
  return (
    <Grid gutter="lg" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <Card>
            <Skeleton h={24} w="40%" mb="md" />
            <Skeleton h={36} mb="sm" />
            <Skeleton h={36} mb="sm" />
            <Skeleton h={36} />
          </Card>
          <Skeleton h={48} radius="md" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card>
          <Skeleton h={24} w="50%" mb="md" />
          <Skeleton h={60} mb="sm" />
          <Skeleton h={60} />
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** The cart being paid, loaded; another user's standalone cart goes to /cart-owned-by-another. */
export function CartGate({ target, children }: { target: CheckoutTarget; children: (cart: Cart) => ReactNode }) {
  const { t } = useTranslation();
  const cart = usePaymentCart(target);
  if (cart.isError) {
    if (cart.error instanceof ApiError && cart.error.status === 403 && standaloneHash(target)) {
      return <Navigate to={paths.cartOwnedByAnother} replace />;
    }
    // Spec 2 §8: 'failed to load cart'.
    return <LoadError message={t('failed to load cart')} onRetry={() => void cart.refetch()} />;
  }
  if (!cart.data) return <CheckoutSkeleton />;
  return <>{children(cart.data)}</>;
}

export const hasGoods = (cart: Cart): boolean => cart.items.length > 0 || cart.bundles.length > 0;
