import { useId } from 'react';
import { ActionIcon, Box, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { CartItem } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/cart/money';
import { formatDate } from '../../../shared/lib/format';
import type { CartActions } from '../hooks/use-cart-actions';
import { itemPrice } from '../lib/cart-rules';
import { GiftList } from './gift-list';
import '../i18n';

/** Spec 2 §2, §3 cart item: what it is, its price, the auto-renewal toggle, removal and gifts. */
export function CartItemCard({ item, currency, actions }: { item: CartItem; currency: string; actions: CartActions }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { product } = item;
  const renewal = actions.setAutoRenewal;
  const renewing = renewal.isPending && renewal.variables.id === item.id;
  const removing = actions.removeItem.isPending && actions.removeItem.variables === item.id;
  const details = [
    product.teacher,
    t('cart.start', { date: formatDate(product.startDate, i18n.language) }),
    product.packageTitle,
    product.ratePlan && t('cart.ratePlan', { title: product.ratePlan.title }),
    item.pack && t('cart.pack', { title: item.pack.title }),
  ].filter(Boolean);
  return (
    <Card padding="md" component="article" aria-labelledby={titleId} style={{ opacity: removing ? 0.5 : 1 }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Box miw={0}>
            <Text size="xs" c="dimmed">
              {product.productType.title}
            </Text>
            <Title order={3} size="h5" id={titleId}>
              {product.title}
            </Title>
            <Text size="sm" c="dimmed">
              {details.join(' · ')}
            </Text>
          </Box>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => actions.removeItem.mutate(item.id)}
            disabled={removing}
            aria-label={t('cart.remove', { title: product.title })}
            style={{ flex: 'none' }}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <GiftList
          gifts={item.gifts}
          optionalGifts={item.optionalGifts}
          busy={actions.declineGift.isPending || actions.chooseGift.isPending}
          onDecline={(giftId) => actions.declineGift.mutate({ item, giftId })}
          onChoose={(giftId) => actions.chooseGift.mutate({ item, giftId })}
        />
        {/* The price sits under the title's full width, so long titles keep room on a phone. */}
        <Group justify="space-between" align="flex-end" gap="sm" wrap="nowrap">
          <Switch
            checked={item.isProlongSubscription}
            disabled={renewing}
            onChange={(event) => renewal.mutate({ id: item.id, value: event.currentTarget.checked })}
            label={t('cart.autoRenewal')}
            description={t('cart.autoRenewalHint')}
          />
          <Text fw={800} fz="lg" style={{ whiteSpace: 'nowrap' }}>
            {money(itemPrice(item), currency)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
