import { Button, Group, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface Gift {
  id: number;
  title: string;
  chosen: boolean;
}

/** Gifts given with an item or a bundle; a chosen optional gift can be declined (spec 2 §2, §3). */
export function GiftList({
  gifts,
  optionalGifts = [],
  onDecline,
  declining,
}: {
  gifts: Gift[];
  optionalGifts?: Gift[];
  onDecline?: (giftId: number) => void;
  declining?: boolean;
}) {
  const { t } = useTranslation();
  const chosenOptional = optionalGifts.filter((gift) => gift.chosen);
  if (gifts.length === 0 && chosenOptional.length === 0) return null;
  return (
    <Stack gap={4}>
      {gifts.map((gift) => (
        <Group key={`g${gift.id}`} gap={6} wrap="nowrap">
          <IconGift size={16} color="var(--mantine-color-teal-7)" aria-hidden style={{ flex: 'none' }} />
          <Text size="sm">
            {t('cart.gift')}: {gift.title}
          </Text>
        </Group>
      ))}
      {chosenOptional.map((gift) => (
        <Group key={`o${gift.id}`} gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconGift size={16} color="var(--mantine-color-teal-7)" aria-hidden style={{ flex: 'none' }} />
            <Text size="sm">
              {t('cart.optionalGift')}: {gift.title}
            </Text>
          </Group>
          {onDecline && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              style={{ flex: 'none' }}
              disabled={declining}
              onClick={() => onDecline(gift.id)}
              aria-label={t('cart.declineGiftLabel', { title: gift.title })}
            >
              {t('cart.declineGift')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
