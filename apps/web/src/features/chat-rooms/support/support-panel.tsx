import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { chatRoomKeys } from '../../../shared/chat-rooms/chat-room-keys';
import { useRoomEvents } from '../../../shared/chat-rooms/use-room-events';
import { useUser } from '../../../shared/session/session-store';
import { LoadError } from '../../../shared/ui/load-error';
import { RoomView } from '../components/room-view';
import classes from './support-panel.module.css';
import { usePhone } from '../../../shared/ui/use-phone';
import '../i18n';

/**
 * Spec 3 §6 support chat widget: the student's support room in a panel at the side (over the whole
 * screen on a phone). Loaded only when the floating button is first pressed (app/shell/support-button).
 */
export function SupportPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const wide = !usePhone();
  const room = useQuery({
    queryKey: chatRoomKeys.supportRoom(),
    queryFn: ({ signal }) => call(contract.chatRooms.supportRoom, { signal }),
    enabled: opened,
  });
  useRoomEvents();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={wide ? 420 : '100%'}
      title={
        <Stack gap={0}>
          <Text fw={700} component="h2" size="lg" m={0}>
            {t('chatRooms.supportPanel')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('chatRooms.supportPanelLead')}
          </Text>
        </Stack>
      }
      classNames={{ content: classes.content, body: classes.body, header: classes.header }}
      closeButtonProps={{ 'aria-label': t('chatRooms.supportClose') }}
      data-testid="support-panel"
    >
      {room.isError ? (
        <Stack p="md">
          <LoadError message={t('chatRooms.loadError')} onRetry={() => void room.refetch()} />
        </Stack>
      ) : room.data && user ? (
        <RoomView roomId={room.data.id} meId={user.id} student embedded />
      ) : (
        <Stack p="md" gap="sm">
          <Skeleton h={48} radius="md" />
          <Skeleton h={48} radius="md" w="70%" />
        </Stack>
      )}
    </Drawer>
  );
}
