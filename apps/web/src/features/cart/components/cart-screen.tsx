import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { useUser } from '../../../shared/session/session-store';
import { cartQuery } from '../../../shared/cart/cart-queries';
import { CartSkeleton } from './cart-skeleton';
import { CartView } from './cart-view';
import { Recommendations } from './recommendations';
import '../../../shared/cart/i18n';
import '../i18n';

/** The cart page over the student's cart or a standalone one (`hash`): loading, failed, fetched. */
export function CartScreen({ hash }: { hash?: string }) {
  const { t } = useTranslation();
  const isStudent = useUser()?.role === 'STUDENT_ROLE';
  const cart = useQuery(cartQuery(hash));
  const body = () => {
    if (cart.isError) return <LoadError message={t('failed to load cart')} onRetry={() => void cart.refetch()} />;
    if (!cart.data) return <CartSkeleton />;
    return <CartView cart={cart.data} hash={hash} isStudent={isStudent} />;
  };
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t('routes.cart')}
      </Title>
      {body()}
      {cart.data && <Recommendations />}
    </Stack>
  );
}
