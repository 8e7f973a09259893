import { Button, Loader, Skeleton, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { catalogHref } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { useRooms } from '../api/rooms-api';
import { RoomListItem } from './room-list-item';

interface RoomListProps {
  activeId: number | undefined;
  meId: number;
  curator: boolean;
}

/** The caller's rooms; a curator's list pages on as it scrolls to its end. */
export function RoomList({ activeId, meId, curator }: RoomListProps) {
  const { t } = useTranslation();
  const rooms = useRooms();
  if (rooms.isPending) {
    return (
      <Stack p="md" gap="sm">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (rooms.isError) {
    return (
      <Stack p="md">
        <LoadError message={t('chatRooms.loadError')} onRetry={() => void rooms.refetch()} />
      </Stack>
    );
  }
  const list = rooms.data.pages.flatMap((page) => page.results);
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<IconMessageCircle size={26} />}
        title={t('chatRooms.empty')}
        hint={t(curator ? 'chatRooms.emptyCuratorHint' : 'chatRooms.emptyStudentHint')}
        action={
          curator ? undefined : (
            <Button component={Link} to={catalogHref()} variant="light">
              {t('chatRooms.toCatalog')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <nav aria-label={t('chatRooms.listLabel')}>
      {list.map((room) => (
        <RoomListItem key={room.id} room={room} active={room.id === activeId} meId={meId} />
      ))}
      {rooms.hasNextPage && (
        <Stack align="center" p="sm">
          {rooms.isFetchingNextPage ? (
            <Loader size="sm" />
          ) : (
            <Button variant="subtle" onClick={() => void rooms.fetchNextPage()}>
              {t('chatRooms.more')}
            </Button>
          )}
        </Stack>
      )}
    </nav>
  );
}
