import { Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoomEvents } from '../../../shared/chat-rooms/use-room-events';
import { paths } from '../../../shared/config/paths';
import { useUser } from '../../../shared/session/session-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { RoomList } from '../components/room-list';
import { RoomView } from '../components/room-view';
import classes from '../components/chat-rooms.module.css';
import '../i18n';

/**
 * /chat and /chat/:roomId (issue 11, spec 3 §3); /support and /support/:roomId for support managers (spec 3 §6): the rooms beside the open one; on a phone the list,
 * then the room over the whole screen with a way back.
 */
export function ChatRoomsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const params = useParams({ strict: false });
  const roomId = params.roomId ? Number(params.roomId) : undefined;
  const openId = roomId !== undefined && Number.isInteger(roomId) && roomId > 0 ? roomId : undefined;
  useRoomEvents();
  if (!user) return null;
  const student = user.role === 'STUDENT_ROLE';
  // Spec 3 §6: the support manager answers the students' support rooms on the same screen, at /support.
  const support = user.role === 'SUPPORT_MANAGER';
  const title = student ? 'chatRooms.studentTitle' : support ? 'chatRooms.supportTitle' : 'chatRooms.curatorTitle';
  const lead = student ? 'chatRooms.studentLead' : support ? 'chatRooms.supportLead' : 'chatRooms.curatorLead';
  return (
    <Stack gap="md">
      <Stack gap={2} visibleFrom={openId ? 'sm' : undefined}>
        <Title order={1} size="h2">
          {t(title)}
        </Title>
        <Text c="dimmed" size="sm">
          {t(lead)}
        </Text>
      </Stack>
      <div className={classes.frame} data-open={openId !== undefined}>
        <div className={classes.list}>
          <RoomList activeId={openId} meId={user.id} curator={!student} />
        </div>
        <section className={classes.room} aria-label={t('routes.chatRoom')}>
          {openId !== undefined ? (
            <RoomView
              key={openId}
              roomId={openId}
              meId={user.id}
              student={student}
              backTo={support ? paths.support : paths.chatRooms}
            />
          ) : (
            <EmptyState
              icon={<IconMessageCircle size={26} />}
              title={t('routes.chatRooms')}
              hint={t('chatRooms.pickRoom')}
            />
          )}
        </section>
      </div>
    </Stack>
  );
}
