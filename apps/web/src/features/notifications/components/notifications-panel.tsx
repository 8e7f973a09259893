import { useRef } from 'react';
import { Box, Button, Center, CloseButton, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { AnchorLink } from '../../../shared/ui/router-link';
import { useNotifications, useReadAll } from '../api/notifications-api';
import { NotificationItem } from './notification-item';
import '../i18n';

/** The list's heading names the popover and the drawer. */
export const NOTIFICATIONS_TITLE_ID = 'notifications-title';

interface NotificationsPanelProps {
  onClose: () => void;
  /** On a phone: the whole screen's height and a close button. */
  inDrawer?: boolean;
}

/** Issue 14: the notification centre's list: newest first, unread marked, «Показать ещё», «Прочитать все». */
export function NotificationsPanel({ onClose, inDrawer = false }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const list = useNotifications();
  const readAll = useReadAll();
  const title = useRef<HTMLHeadingElement>(null);
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
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Title order={2} size="h5" id={NOTIFICATIONS_TITLE_ID} ref={title} tabIndex={-1}>
          {t('notifications.center.title')}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={!anyUnread}
            loading={readAll.isPending}
            // The button is disabled once done: focus stays in the list, on its title.
            onClick={() => readAll.mutate(undefined, { onSuccess: () => title.current?.focus() })}
          >
            {t('notifications.center.readAll')}
          </Button>
          {inDrawer && <CloseButton onClick={onClose} aria-label={t('notifications.center.close')} />}
        </Group>
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
