import { useState } from 'react';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPalette, IconSticker } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CurrencyAmount } from '../../../shared/ui/currency/currency-amount';
import { useChangeTextColor, useStickerPacks, useTextColors } from '../api/chat-styling-api';
import { useChatStyling } from '../hooks/use-chat-styling';
import { usePurchaseKeys } from '../hooks/use-purchase-keys';
import { ColorCard } from '../components/color-card';
import { PackCard } from '../components/pack-card';
import { PlanModal, type PlanChoice } from '../components/plan-modal';
import { ShopSection } from '../components/shop-section';
import '../i18n';

/** Spec 3 §7 chat styling shop (RU and KZ): text colours and sticker packs bought with umcoins. */
export function ChatStylingPage() {
  const { t } = useTranslation();
  const colors = useTextColors();
  const packs = useStickerPacks();
  const config = useChatStyling();
  const change = useChangeTextColor();
  const keys = usePurchaseKeys();
  const [buying, setBuying] = useState<PlanChoice | null>(null);
  const balance = config.data?.balance ?? 0;

  const bought = (item: PlanChoice) => {
    setBuying(null);
    notifications.show({ color: 'teal', message: t('chatStyling.modal.done', { title: item.title }) });
  };

  return (
    <Stack gap="xl" maw={1080}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('chatStyling.title')}
          </Title>
          <Text c="dimmed" size="sm" maw={560}>
            {t('chatStyling.lead')}
          </Text>
        </div>
        {config.data && (
          <Group gap="xs" aria-label={t('chatStyling.balance')} role="group">
            <Text size="sm" c="dimmed">
              {t('chatStyling.balance')}
            </Text>
            <CurrencyAmount currency="umcoins" value={balance} />
          </Group>
        )}
      </Group>

      <ShopSection
        id="chat-styling-colors"
        title={t('chatStyling.colors')}
        hint={t('chatStyling.colorsHint')}
        query={colors}
        empty={{ title: t('chatStyling.emptyColors'), icon: <IconPalette size={26} /> }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {colors.data?.map((color) => (
            <ColorCard
              key={color.id}
              color={color}
              choosing={change.isPending && change.variables.textColor === color.id}
              onChoose={(chosen) => change.mutate({ textColor: color.id, chosen })}
              onBuy={() => setBuying({ kind: 'textColor', id: color.id, title: color.title })}
            />
          ))}
        </SimpleGrid>
      </ShopSection>

      <ShopSection
        id="chat-styling-packs"
        title={t('chatStyling.packs')}
        query={packs}
        empty={{ title: t('chatStyling.emptyPacks'), icon: <IconSticker size={26} /> }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {packs.data?.map((pack) => (
            <PackCard
              key={pack.id}
              pack={pack}
              onBuy={() => setBuying({ kind: 'stickerPack', id: pack.id, title: pack.title })}
            />
          ))}
        </SimpleGrid>
      </ShopSection>

      {buying && (
        <PlanModal item={buying} balance={balance} keys={keys} onClose={() => setBuying(null)} onBought={bought} />
      )}
    </Stack>
  );
}
