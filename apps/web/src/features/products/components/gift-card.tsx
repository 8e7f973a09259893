import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { StudentGift } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import '../i18n';

const STATUS_COLOR = { available: 'violet.9', opened: 'teal.9', expired: 'gray.7' } as const;

/** One received gift: what it is, which purchase brought it, until when, and "Открыть доступ". */
export function GiftCard({
  gift,
  opening,
  onOpen,
}: {
  gift: StudentGift;
  opening: boolean;
  onOpen: (gift: StudentGift) => void;
}) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language);
  const when =
    gift.status === 'available'
      ? t('gifts.openUntil', { date: date(gift.availableUntil) })
      : gift.status === 'opened'
        ? t('gifts.accessUntil', { date: date(gift.availableUntil) })
        : t('gifts.expiredOn', { date: date(gift.availableUntil) });
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="gift-card">
      {/* A phone puts the button under the text: the text keeps at least 280 px. */}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 280px' }}>
          <IconGift size={28} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Badge variant="dot" color="gray">
                {gift.product.classType.title}
              </Badge>
              <Badge color={STATUS_COLOR[gift.status]} variant="filled">
                {t(`gifts.status.${gift.status}`)}
              </Badge>
            </Group>
            <Text fw={700}>{gift.product.title}</Text>
            {gift.product.productType.title !== gift.product.title && (
              <Text size="sm" c="dimmed">
                {gift.product.productType.title}
              </Text>
            )}
            <Text size="sm">
              {gift.purchase.productTitle
                ? t('gifts.fromPurchase', { title: gift.purchase.productTitle })
                : t('gifts.fromOrder', { order: gift.purchase.orderId })}
              {gift.purchase.productTitle && (
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {t('gifts.order', { order: gift.purchase.orderId })}
                </Text>
              )}
            </Text>
            <Text size="sm" fw={500}>
              {when}
            </Text>
          </Stack>
        </Group>
        {gift.status === 'available' && (
          <Button
            onClick={() => onOpen(gift)}
            loading={opening}
            aria-label={t('gifts.openLabel', { title: gift.product.title })}
          >
            {t('gifts.open')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
