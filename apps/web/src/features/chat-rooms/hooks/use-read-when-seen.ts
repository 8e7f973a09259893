import { useEffect, useEffectEvent, useState } from 'react';
import { useReadRoom } from '../api/room-actions';

const visible = () => document.visibilityState === 'visible';

/** Sends the read mark while the room is on screen and has unread messages (a hidden tab reads nothing). */
export function useReadWhenSeen(roomId: number, unreadCount: number | undefined): void {
  const read = useReadRoom(roomId);
  const [shown, setShown] = useState(visible);
  useEffect(() => {
    const onChange = () => setShown(visible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const mark = useEffectEvent(() => {
    if (!read.isPending) read.mutate();
  });
  useEffect(() => {
    if (shown && unreadCount !== undefined && unreadCount > 0) mark();
  }, [shown, unreadCount, roomId]);
}
