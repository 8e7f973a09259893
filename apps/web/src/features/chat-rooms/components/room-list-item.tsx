import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ChatRoom } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { endsSoon, expiryDate, messageTime } from '../lib/room-time';
import { initials } from '../lib/room-view-model';
import classes from './chat-rooms.module.css';

/** One room in the list: avatar, name, the last message, the unread count and when access ends. */
export function RoomListItem({ room, active, meId }: { room: ChatRoom; active: boolean; meId: number }) {
  const to = room.kind === 'support' ? paths.supportRoom : paths.chatRoom;
  const { t, i18n } = useTranslation();
  const last = room.lastMessage;
  const expiry = !room.active
    ? t('chatRooms.expired')
    : room.expireAt !== null && endsSoon(room.expireAt)
      ? t('chatRooms.until', { date: expiryDate(room.expireAt, i18n.language) })
      : null;
  return (
    <Link
      to={to}
      params={{ roomId: String(room.id) }}
      className={classes.item}
      aria-current={active ? 'page' : undefined}
      data-testid="room-item"
    >
      <Avatar src={room.avatar} radius="xl" color="blue" alt="">
        {initials(room.name)}
      </Avatar>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={room.unreadCount > 0 ? 700 : 600} truncate>
            {room.name}
          </Text>
          {last && (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {messageTime(last.sentAt, i18n.language)}
            </Text>
          )}
        </Group>
        {room.student && (
          <Text size="xs" c="dimmed" truncate>
            {room.description}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" truncate>
            {!last
              ? t('chatRooms.noMessages')
              : last.sender.id === meId
                ? `${t('chatRooms.you')}: ${last.text}`
                : last.text}
          </Text>
          {room.unreadCount > 0 && (
            <Badge
              color="red"
              size="sm"
              circle={room.unreadCount < 10}
              style={{ flexShrink: 0 }}
              role="status"
              aria-label={t('chatRooms.unread', { count: room.unreadCount })}
            >
              {room.unreadCount}
            </Badge>
          )}
        </Group>
        {expiry && (
          <Text size="xs" c={room.active ? 'orange' : 'dimmed'}>
            {expiry}
          </Text>
        )}
      </Stack>
    </Link>
  );
}
