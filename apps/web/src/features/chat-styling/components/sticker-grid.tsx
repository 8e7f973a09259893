import { ScrollArea, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Sticker, StickerPack } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { AnchorLink } from '../../../shared/ui/router-link';
import classes from './sticker-grid.module.css';

/** The picker's content: each owned pack's stickers, or the way to the shop when there are none. */
export function StickerGrid({ packs, onPick }: { packs: StickerPack[]; onPick: (sticker: Sticker) => void }) {
  const { t } = useTranslation();
  if (packs.length === 0) {
    return (
      <Stack gap={4} p="xs" align="center">
        <Text size="sm">{t('chatStyling.picker.empty')}</Text>
        <AnchorLink to={paths.chatStyling} size="sm">
          {t('chatStyling.picker.shop')}
        </AnchorLink>
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah={280} type="auto">
      <Stack gap="xs">
        {packs.map((pack) => (
          <div key={pack.id} role="group" aria-label={t('chatStyling.picker.pack', { title: pack.title })}>
            <Text size="xs" c="dimmed" fw={600} mb={4}>
              {pack.title}
            </Text>
            <SimpleGrid cols={4} spacing={4}>
              {pack.stickers.map((sticker) => (
                <UnstyledButton
                  key={sticker.id}
                  className={classes.sticker}
                  onClick={() => onPick(sticker)}
                  aria-label={sticker.title}
                >
                  <img src={sticker.url} alt="" width={56} height={56} loading="lazy" />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </div>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
