import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@school/contract';
import { money } from '../../../shared/cart/money';
import { formatDate } from '../../../shared/lib/format';
import { GiftLine } from './gift-line';
import '../i18n';

/** The price the server set for the item: the pack's, else the lesson pack's total, else the product's. */
export const itemPrice = (item: CartItem): number =>
  item.pack?.price ?? item.lessonPack?.totalPrice ?? item.product.price;

/** Spec 2 §2: title, price, teacher, start date, package, rate plan, product type and pack of one item. */
export function CartLine({ item, currency }: { item: CartItem; currency: string }) {
  const { t, i18n } = useTranslation();
  const { product } = item;
  const details = [
    product.teacher && t('payment.summary.teacher', { name: product.teacher }),
    product.startDate && t('payment.summary.start', { date: formatDate(product.startDate, i18n.language) }),
    product.packageTitle,
    product.ratePlan && t('payment.summary.ratePlan', { title: product.ratePlan.title }),
    item.pack && t('payment.summary.pack', { title: item.pack.title }),
  ].filter(Boolean);
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" mb={2}>
            {product.productType.title}
          </Text>
          <Text fw={600} lh={1.3}>
            {product.title}
          </Text>
        </div>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {money(itemPrice(item), currency)}
        </Text>
      </Group>
      {details.map((line) => (
        <Text key={line as string} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
      {item.gifts.map((gift) => (
        <GiftLine key={gift.id} title={gift.title} />
      ))}
      {item.optionalGifts
        .filter((gift) => gift.chosen)
        .map((gift) => (
          <GiftLine key={gift.id} title={gift.title} optional />
        ))}
    </Stack>
  );
}
