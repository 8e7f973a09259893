import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { notificationActionPath, type Notification } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useMarkRead } from '../api/notifications-api';
import { relativeTime } from '../lib/relative-time';

interface NotificationItemProps {
  notification: Notification;
  /** The item was opened: the list closes. */
  onOpen: () => void;
}

/** One notification: opening it marks it read and goes where its action leads (spec 1 §3). */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const markRead = useMarkRead();
  const unread = !notification.readAt;
  const open = () => {
    if (unread) markRead.mutate(notification.id);
    if (!notification.action) return;
    onOpen();
    router.history.push(notificationActionPath(notification.action));
  };
  return (
    <li>
      <UnstyledButton
        onClick={open}
        w="100%"
        p="sm"
        bg={unread ? 'var(--mantine-color-blue-light)' : undefined}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        data-unread={unread || undefined}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box
            mt={6}
            w={8}
            h={8}
            style={{
              flex: 'none',
              borderRadius: '50%',
              background: unread ? 'var(--mantine-color-blue-filled)' : 'transparent',
            }}
            aria-hidden
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={unread ? 700 : 500}>
              {unread && <VisuallyHidden>{t('notifications.center.unread')}: </VisuallyHidden>}
              {notification.title}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={3}>
              {notification.text}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt}>
              {relativeTime(notification.createdAt, Date.now(), i18n.language, t('notifications.center.justNow'))}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
