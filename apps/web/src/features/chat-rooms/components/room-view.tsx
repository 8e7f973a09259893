import { ActionIcon, Alert, Avatar, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { useRoom } from '../api/rooms-api';
import { useReadWhenSeen } from '../hooks/use-read-when-seen';
import { expiryDate } from '../lib/room-time';
import { initials } from '../lib/room-view-model';
import { Composer } from './composer';
import { MessageList } from './message-list';

/** One open room: who it is with, the messages, and the composer while access lasts. */
export function RoomView({
  roomId,
  meId,
  student,
  backTo = paths.chatRooms,
  embedded = false,
}: {
  roomId: number;
  meId: number;
  student: boolean;
  /** Where the phone's back arrow leads (the support manager's list is /support). */
  backTo?: typeof paths.chatRooms | typeof paths.support;
  /** In the support widget's panel: no back arrow and no header (the panel has its own title). */
  embedded?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const room = useRoom(roomId);
  useReadWhenSeen(roomId, room.data?.unreadCount);
  if (room.isError) {
    return (
      <Stack p="md">
        <LoadError message={t('chatRooms.loadError')} onRetry={() => void room.refetch()} />
      </Stack>
    );
  }
  const data = room.data;
  return (
    <>
      <Group
        gap="sm"
        p="sm"
        wrap="nowrap"
        display={embedded ? 'none' : undefined}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <ActionIcon component={Link} to={backTo} variant="subtle" hiddenFrom="sm" aria-label={t('chatRooms.back')}>
          <IconArrowLeft size={20} />
        </ActionIcon>
        {data ? (
          <>
            <Avatar src={data.avatar} radius="xl" color="blue" alt="">
              {initials(data.name)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700} truncate component="h2" size="md" m={0}>
                {data.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {data.description}
                {data.expireAt !== null &&
                  ` · ${data.active ? t('chatRooms.until', { date: expiryDate(data.expireAt, i18n.language) }) : t('chatRooms.expired')}`}
              </Text>
            </Stack>
          </>
        ) : (
          <Skeleton h={40} w={220} radius="md" />
        )}
      </Group>
      <MessageList
        roomId={roomId}
        meId={meId}
        canRate={student && Boolean(data?.active)}
        startHint={data?.kind === 'support' ? 'chatRooms.supportStartHint' : 'chatRooms.startHint'}
      />
      {data &&
        (data.active ? (
          <Composer roomId={roomId} />
        ) : (
          <Alert icon={<IconLock size={18} />} color="gray" radius={0} role="status">
            {t('chatRooms.closed')}
          </Alert>
        ))}
    </>
  );
}
