import { Group, Stack, Text, Title } from '@mantine/core';
import { IconMoon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { ChannelSettings } from '../components/channel-settings';
import { PushPermissionCard } from '../components/push-permission-card';
import { TelegramCard } from '../components/telegram-card';
import '../i18n';

/** Issue 14 /profile/notifications: the browser's push permission, Telegram, and which types go where. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const bot = appSettings().telegramBot;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t('notifications.settings.title')}
      </Title>
      <Text>{t('notifications.settings.intro')}</Text>
      <PushPermissionCard />
      {bot && <TelegramCard />}
      <Group gap="xs" wrap="nowrap">
        <IconMoon size={18} aria-hidden />
        <Text size="sm">{t('notifications.settings.quietHours')}</Text>
      </Group>
      <ChannelSettings telegram={Boolean(bot)} />
    </Stack>
  );
}
