import { Box, Button, Center, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { AnchorLink } from '../../../shared/ui/router-link';
import { useNotifications, useReadAll } from '../api/notifications-api';
import { NotificationItem } from './notification-item';
import '../i18n';

interface NotificationsPanelProps {
  onClose: () => void;
  /** The drawer has its own title and close button. */
  inDrawer?: boolean;
}

/** Issue 14: the notification centre's list: newest first, unread marked, «Показать ещё», «Прочитать все». */
export function NotificationsPanel({ onClose, inDrawer = false }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const list = useNotifications();
  const readAll = useReadAll();
  const items = list.data?.pages.flatMap((page) => page.results) ?? [];
  const anyUnread = items.some((item) => !item.readAt);

  const body = () => {
    if (list.isError)
      return <LoadError message={t('notifications.center.loadError')} onRetry={() => void list.refetch()} />;
    if (list.isPending)
      return (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={64} radius="md" />
          ))}
        </Stack>
      );
    if (items.length === 0)
      return (
        <EmptyState
          title={t('notifications.center.empty')}
          hint={t('notifications.center.emptyHint')}
          icon={<IconBell size={26} />}
        />
      );
    return (
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <NotificationItem key={item.id} notification={item} onOpen={onClose} />
        ))}
      </Stack>
    );
  };

  return (
    <Stack
      gap={0}
      role={inDrawer ? undefined : 'dialog'}
      aria-labelledby={inDrawer ? undefined : 'notifications-title'}
    >
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        {!inDrawer && (
          <Title order={2} size="h5" id="notifications-title">
            {t('notifications.center.title')}
          </Title>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!anyUnread}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
          ml="auto"
        >
          {t('notifications.center.readAll')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={inDrawer ? undefined : 'min(480px, 70vh)'} type="auto">
        <Box px="xs" pb="xs">
          {body()}
          {list.hasNextPage && (
            <Center pt="xs">
              <Button
                variant="light"
                size="xs"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('notifications.center.more')}
              </Button>
            </Center>
          )}
        </Box>
      </ScrollArea.Autosize>
      <Text size="sm" ta="center" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <AnchorLink to={paths.profileNotifications} onClick={onClose}>
          {t('notifications.center.settings')}
        </AnchorLink>
      </Text>
    </Stack>
  );
}
