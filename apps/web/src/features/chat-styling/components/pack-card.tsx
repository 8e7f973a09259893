import { Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StickerPack } from '@school/contract';
import { BuyButton } from './buy-button';
import { OwnershipBadge } from './ownership-badge';

/** A sticker pack in the shop: its stickers, what it is, and the way to buy or extend it. */
export function PackCard({ pack, onBuy }: { pack: StickerPack; onBuy: () => void }) {
  const { t } = useTranslation();
  return (
    <Card padding="md" aria-label={pack.title} component="article">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div>
            <Text fw={600}>{pack.title}</Text>
            <Text size="xs" c="dimmed">
              {t('chatStyling.stickerCount', { count: pack.stickers.length })}
            </Text>
          </div>
          <OwnershipBadge item={pack} />
        </Group>
        <Text size="sm" c="dimmed">
          {pack.description}
        </Text>
        <SimpleGrid cols={4} spacing="xs">
          {pack.stickers.map((sticker) => (
            <Image
              key={sticker.id}
              src={sticker.url}
              alt={sticker.title}
              title={sticker.title}
              loading="lazy"
              h={56}
              w={56}
              fit="contain"
              mx="auto"
            />
          ))}
        </SimpleGrid>
        <Group mt="auto">
          <BuyButton item={pack} onBuy={onBuy} />
        </Group>
      </Stack>
    </Card>
  );
}
