import { Button, Group, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface Gift {
  id: number;
  title: string;
  chosen: boolean;
}

interface GiftListProps {
  gifts: Gift[];
  optionalGifts?: Gift[];
  onDecline?: (giftId: number) => void;
  onChoose?: (giftId: number) => void;
  /** A change of the gifts is on its way to the server. */
  busy?: boolean;
}

function GiftLine({ label, title, dimmed = false }: { label: string; title: string; dimmed?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <IconGift
        size={16}
        color={dimmed ? 'var(--mantine-color-dimmed)' : 'var(--mantine-color-teal-7)'}
        aria-hidden
        style={{ flex: 'none' }}
      />
      <Text size="sm" c={dimmed ? 'dimmed' : undefined}>
        {label}: {title}
      </Text>
    </Group>
  );
}

/**
 * Gifts given with an item or a bundle (spec 2 §2, §3). A chosen optional gift can be declined, and
 * a declined one stays in the list to be chosen again (issue 8).
 */
export function GiftList({ gifts, optionalGifts = [], onDecline, onChoose, busy }: GiftListProps) {
  const { t } = useTranslation();
  const optional = onChoose ? optionalGifts : optionalGifts.filter((gift) => gift.chosen);
  if (gifts.length === 0 && optional.length === 0) return null;
  return (
    <Stack gap={4}>
      {gifts.map((gift) => (
        <GiftLine key={`g${gift.id}`} label={t('cart.gift')} title={gift.title} />
      ))}
      {optional.map((gift) => {
        const change = gift.chosen ? onDecline : onChoose;
        return (
          <Group key={`o${gift.id}`} gap={6} wrap="nowrap" justify="space-between">
            <GiftLine
              label={gift.chosen ? t('cart.optionalGift') : t('cart.declinedGift')}
              title={gift.title}
              dimmed={!gift.chosen}
            />
            {change && (
              <Button
                variant="subtle"
                color={gift.chosen ? 'gray' : undefined}
                size="compact-xs"
                style={{ flex: 'none' }}
                disabled={busy}
                onClick={() => change(gift.id)}
                aria-label={t(gift.chosen ? 'cart.declineGiftLabel' : 'cart.chooseGiftLabel', { title: gift.title })}
              >
                {gift.chosen ? t('cart.declineGift') : t('cart.chooseGift')}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
