import { Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NotificationTypeSetting } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { useChangeSetting, useNotificationSettings, type Channel } from '../api/settings-api';
import { byGroup } from '../lib/type-groups';

const COLUMN = 76;

/** Per notification type, grouped: whether it also goes by push and, with a bot, by Telegram. */
export function ChannelSettings({ telegram }: { telegram: boolean }) {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const change = useChangeSetting();
  const channels: Channel[] = telegram ? ['push', 'telegram'] : ['push'];
  if (settings.isError)
    return <LoadError message={t('notifications.settings.loadError')} onRetry={() => void settings.refetch()} />;
  if (settings.isPending) return <Skeleton height={320} radius="lg" />;

  const toggle = (setting: NotificationTypeSetting, channel: Channel, on: boolean) =>
    change.mutate(
      { type: setting.type, channel, on },
      { onError: () => notifications.show({ color: 'red', message: t('notifications.settings.saveFailed') }) },
    );

  return byGroup(settings.data.settings).map(({ group, items }) => (
    <Card key={group} withBorder radius="lg" padding="lg" component="section" aria-labelledby={`group-${group}`}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id={`group-${group}`}>
          {t(`notifications.settings.groups.${group}`)}
        </Title>
        <Group gap={0} wrap="nowrap" aria-hidden>
          {channels.map((channel) => (
            <Text key={channel} size="sm" fw={600} w={COLUMN} ta="center">
              {t(`notifications.settings.${channel}`)}
            </Text>
          ))}
        </Group>
      </Group>
      <Stack gap="xs">
        {items.map((setting) => {
          const label = t(`notifications.types.${setting.type}`);
          return (
            <Group key={setting.type} justify="space-between" wrap="nowrap">
              <Text size="sm">{label}</Text>
              <Group gap={0} wrap="nowrap">
                {channels.map((channel) => (
                  <Group key={channel} w={COLUMN} justify="center">
                    <Switch
                      checked={setting[channel]}
                      onChange={(event) => toggle(setting, channel, event.currentTarget.checked)}
                      aria-label={t('notifications.settings.channelLabel', {
                        channel: t(`notifications.settings.${channel}`),
                        type: label,
                      })}
                      data-testid={`${channel}-${setting.type}`}
                    />
                  </Group>
                ))}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Card>
  ));
}
