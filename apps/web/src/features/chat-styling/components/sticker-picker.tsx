import { ActionIcon, Popover } from '@mantine/core';
import { IconSticker } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sticker } from '@school/contract';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useChatStyling } from '../hooks/use-chat-styling';
import '../i18n';

const StickerGrid = lazyComponent(() => import('./sticker-grid'), 'StickerGrid');

interface StickerPickerProps {
  onPick: (sticker: Sticker) => void;
  disabled?: boolean;
}

/**
 * For the chat composer: a button opening the stickers of the packs the student owns (spec 3 §7).
 * Nothing renders outside RU and KZ; the grid is its own chunk, loaded when first opened.
 */
export function StickerPicker({ onPick, disabled }: StickerPickerProps) {
  const { t } = useTranslation();
  const config = useChatStyling();
  const [opened, setOpened] = useState(false);
  if (!config.data) return null;
  return (
    <Popover opened={opened} onChange={setOpened} position="top-end" width={304} shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('chatStyling.picker.open')}
          aria-expanded={opened}
          disabled={disabled}
          onClick={() => setOpened((open) => !open)}
          onMouseEnter={() => void StickerGrid.preload()}
        >
          <IconSticker size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Suspense fallback={null}>
          <StickerGrid
            packs={config.data.stickerPacks}
            onPick={(sticker) => {
              setOpened(false);
              onPick(sticker);
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
