import type { ReactNode } from 'react';
import { Anchor, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { Cart } from '@school/contract';
import { money } from '../../../shared/cart/money';
import { CartLine } from './cart-line';
import { GiftLine } from './gift-line';
import '../i18n';

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'sm'} fw={strong ? 800 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Spec 2 §2: what is being paid — items, bundles, gifts, the amounts the server computed and the seller. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const discountLabel = cart.coupon
    ? t('payment.summary.promo', { code: cart.coupon.value })
    : cart.referralProgram
      ? t('payment.summary.referral')
      : t('payment.summary.discount');
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-summary-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="order-summary-title">
          {t('payment.summary.title')}
        </Title>
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {cart.items.map((item) => (
            <li key={`item-${item.id}`}>
              <CartLine item={item} currency={cart.currency} />
            </li>
          ))}
          {cart.bundles.map((bundle) => (
            <li key={`bundle-${bundle.hash}`}>
              <Stack gap={4}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div>
                    <Text size="xs" tt="uppercase" fw={700} c="violet">
                      {t('payment.summary.bundle')}
                    </Text>
                    <Text fw={600}>{bundle.title}</Text>
                  </div>
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {money(bundle.price, cart.currency)}
                  </Text>
                </Group>
                {bundle.ratePlanTitle && (
                  <Text size="sm" c="dimmed">
                    {t('payment.summary.ratePlan', { title: bundle.ratePlanTitle })}
                  </Text>
                )}
                {bundle.items.map((part) => (
                  <Text key={part.documentData.productId} size="sm" c="dimmed">
                    · {part.title}
                  </Text>
                ))}
                {bundle.gifts.map((gift) => (
                  <GiftLine key={gift.id} title={gift.title} />
                ))}
              </Stack>
            </li>
          ))}
        </Stack>
        <Divider />
        <Stack gap={6}>
          <Row label={t('payment.summary.orderPrice')} value={money(cart.initialAmount, cart.currency)} />
          {cart.discount > 0 && <Row label={discountLabel} value={`−${money(cart.discount, cart.currency)}`} />}
          <Row label={t('payment.summary.toPay')} value={money(cart.amount, cart.currency)} strong />
        </Stack>
        {cart.hasF2fProduct && (
          <Text size="sm" c="dimmed">
            {t('payment.summary.f2f')}
          </Text>
        )}
        {cart.orgInfo.ofertaUrl && (
          <Text size="xs" c="dimmed">
            <Trans
              i18nKey="payment.summary.seller"
              components={{
                oferta: (
                  <Anchor
                    href={cart.orgInfo.ofertaUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    underline="always"
                    inherit
                  />
                ),
              }}
            />
          </Text>
        )}
      </Stack>
    </Card>
  );
}
