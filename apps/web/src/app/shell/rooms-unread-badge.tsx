import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadRooms } from '../../shared/chat-rooms/use-unread-rooms';
import './i18n';

/** The sidebar's count of unread messages in the curator rooms (spec 3 §3 Unread count); nothing at zero. */
export function RoomsUnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadRooms();
  if (!count) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      color="red"
      role="status"
      aria-label={t('shell.menu.unread', { count })}
      data-testid="rooms-unread"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
