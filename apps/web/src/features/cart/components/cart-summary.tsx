import { useState, type ReactNode } from 'react';
import { Button, Card, Divider, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Cart } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/cart/money';
import { canCheckout, checkoutTarget, paymentMethods, type PaymentMethod } from '../lib/cart-rules';
import '../i18n';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'sm'} fw={strong ? 800 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Spec 2 §2 cart summary: order price, discount and to pay (all the server's amounts), the payment
 * method toggle and 'proceed to checkout', disabled without items and bundles. `children` (the
 * applied discounts and the promo form) sit between the discount and the total. Paying by card is
 * offered only when the server has a card system configured (docs/commerce.md).
 */
export function CartSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const methods = paymentMethods(cart);
  const [chosen, setMethod] = useState<PaymentMethod>(methods[0]);
  const method = methods.includes(chosen) ? chosen : methods[0];
  return (
    <Card padding="lg" component="section" aria-labelledby="cart-summary">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cart-summary">
          {t('cart.summary.title')}
        </Title>
        <Row label={t('cart.summary.orderPrice')} value={money(cart.initialAmount, cart.currency)} />
        {cart.discount > 0 && (
          <Row label={t('cart.summary.discount')} value={`−${money(cart.discount, cart.currency)}`} />
        )}
        {children}
        <Divider />
        <Row label={t('cart.summary.toPay')} value={money(cart.amount, cart.currency)} strong />
        {cart.amountDescription && (
          <Text size="xs" c="dimmed">
            {cart.amountDescription}
          </Text>
        )}
        <Stack gap={6} mt="xs">
          <Text size="sm" fw={500} id="cart-payment-method">
            {t('cart.summary.method')}
          </Text>
          <SegmentedControl
            aria-labelledby="cart-payment-method"
            fullWidth
            value={method}
            onChange={(value) => setMethod(value as PaymentMethod)}
            data={methods.map((value) => ({ value, label: t(`cart.summary.${value}`) }))}
          />
        </Stack>
        <Button
          size="md"
          mt="xs"
          disabled={!canCheckout(cart)}
          onClick={() => void navigate(checkoutTarget(cart, method))}
        >
          {t('cart.summary.checkout')}
        </Button>
      </Stack>
    </Card>
  );
}
