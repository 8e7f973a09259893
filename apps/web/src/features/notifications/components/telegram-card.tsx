import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandTelegram } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { useTelegramLink, useTelegramState, useTelegramUnlink } from '../api/telegram-api';

/**
 * Telegram (issue 14): «Подключить Telegram» opens the bot by a one-time deep link; pressing Start
 * there links the chat, and the state is asked again when the student comes back to the tab.
 */
export function TelegramCard() {
  const { t } = useTranslation();
  const state = useTelegramState();
  const link = useTelegramLink();
  const unlink = useTelegramUnlink();
  const failed = () => notifications.show({ color: 'red', message: t('notifications.telegram.failed') });
  const connect = () =>
    link.mutate(undefined, {
      onSuccess: ({ url }) => void window.open(url, '_blank', 'noopener'),
      onError: failed,
    });

  const body = () => {
    if (state.isError)
      return <LoadError message={t('notifications.telegram.failed')} onRetry={() => void state.refetch()} />;
    if (state.isPending) return <Skeleton height={36} radius="md" />;
    if (state.data.linked)
      return (
        <Group justify="space-between" gap="sm">
          <Text size="sm" data-testid="telegram-linked">
            {t('notifications.telegram.linked', { bot: state.data.bot })}
          </Text>
          <Button
            variant="default"
            loading={unlink.isPending}
            onClick={() => unlink.mutate(undefined, { onError: failed })}
          >
            {t('notifications.telegram.unlink')}
          </Button>
        </Group>
      );
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('notifications.telegram.text', { bot: state.data.bot })}</Text>
        <Button leftSection={<IconBrandTelegram size={18} />} loading={link.isPending} onClick={connect}>
          {t('notifications.telegram.connect')}
        </Button>
        {link.data && (
          // A blocked pop-up still leaves the way to the bot.
          <Text size="sm">
            {t('notifications.telegram.pending')}{' '}
            <a href={link.data.url} target="_blank" rel="noopener noreferrer">
              {t('notifications.telegram.open')}
            </a>
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('notifications.telegram.title')}
        </Title>
        {body()}
      </Stack>
    </Card>
  );
}
