import { Box, Grid, Stack, Title } from '@mantine/core';
import type { Cart } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useCartActions } from '../hooks/use-cart-actions';
import { canCheckout } from '../lib/cart-rules';
import { AppliedDiscounts } from './applied-discounts';
import { CartBundleCard } from './cart-bundle-card';
import { CartItemCard } from './cart-item-card';
import { CartPromo } from './cart-promo';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';
import '../i18n';

/** A fetched cart (spec 2 §2 Cart screen): items and bundles beside the summary. */
export function CartView({ cart, hash, isStudent }: { cart: Cart; hash?: string; isStudent: boolean }) {
  const { t } = useTranslation();
  const actions = useCartActions(hash);
  if (!canCheckout(cart)) return <EmptyCart withCatalogLink={isStudent} />;
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="md" component="section" aria-labelledby="cart-items">
          <Title order={2} size="h4" id="cart-items">
            {t('cart.itemsTitle')}
          </Title>
          {cart.items.map((item) => (
            <CartItemCard key={item.id} item={item} currency={cart.currency} actions={actions} />
          ))}
          {cart.bundles.map((bundle) => (
            <CartBundleCard key={bundle.hash} bundle={bundle} currency={cart.currency} actions={actions} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Box pos="sticky" top={88}>
          <CartSummary cart={cart}>
            <AppliedDiscounts cart={cart} actions={actions} />
            {!cart.coupon && <CartPromo hash={hash} />}
          </CartSummary>
        </Box>
      </Grid.Col>
    </Grid>
  );
}
