import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../sync/answer-sync';

/** "Сохранено / Сохраняем… / Нет сети — ответы сохранены на устройстве" (issue 10), announced politely. */
export function SaveStateText({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const icon =
    state === 'saving' ? (
      <Loader size={14} aria-hidden />
    ) : state === 'offline' ? (
      <IconWifiOff size={16} color="var(--mantine-color-orange-text)" aria-hidden />
    ) : (
      <IconCloudCheck size={16} color="var(--mantine-color-teal-text)" aria-hidden />
    );
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-save-state={state} miw={0}>
      {icon}
      <Text size="sm" lineClamp={2}>
        {t(`homework.do.saveState.${state}`)}
      </Text>
    </Group>
  );
}
