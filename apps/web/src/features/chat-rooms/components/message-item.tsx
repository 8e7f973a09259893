import { Group, Text } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RoomMessage } from '@school/contract';
import { messageTime } from '../lib/room-time';
import { FeedbackCard } from './feedback-card';
import classes from './chat-rooms.module.css';

interface MessageItemProps {
  message: RoomMessage;
  meId: number;
  roomId: number;
  /** Only the student rates, and only while the room is open for them. */
  canRate: boolean;
}

/** A message by kind (spec 3 §3): a bubble, a system line, or a rating request. */
export function MessageItem({ message, meId, roomId, canRate }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const time = messageTime(message.sentAt, i18n.language);
  if (message.type === 'system') {
    return (
      <Text size="xs" c="dimmed" className={classes.system} data-testid="system-message">
        {message.text} · {time}
      </Text>
    );
  }
  if (message.type === 'feedback') return <FeedbackCard message={message} roomId={roomId} canRate={canRate} />;
  const own = message.sender.id === meId;
  const ReadIcon = message.isRead ? IconChecks : IconCheck;
  return (
    <div className={classes.bubble} data-own={own} data-testid="message">
      {!own && (
        <Text size="xs" fw={700} c={message.sender.role === 'student' ? undefined : 'blue'}>
          {message.sender.name}
        </Text>
      )}
      <Text size="sm">{message.text}</Text>
      <Group gap={4} justify="flex-end">
        <Text size="xs" c="dimmed">
          {time}
        </Text>
        {own && (
          <ReadIcon size={14} aria-label={message.isRead ? t('chatRooms.read') : t('chatRooms.sent')} role="img" />
        )}
      </Group>
    </div>
  );
}
