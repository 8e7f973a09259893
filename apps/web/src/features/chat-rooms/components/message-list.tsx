import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { useMessages } from '../api/rooms-api';
import { chronological } from '../lib/room-view-model';
import { MessageItem } from './message-item';
import classes from './chat-rooms.module.css';

/** How close to an edge (px) counts as being at it. */
const EDGE = 120;

interface MessageListProps {
  roomId: number;
  meId: number;
  canRate: boolean;
  /** The line over an empty conversation ('chatRooms.startHint', or support's own). */
  startHint?: 'chatRooms.startHint' | 'chatRooms.supportStartHint';
}

/**
 * The room's messages, newest at the bottom. Scrolling near the top asks for the older page its
 * continuousToken points to, and the view stays on the message the reader was looking at.
 */
export function MessageList({ roomId, meId, canRate, startHint = 'chatRooms.startHint' }: MessageListProps) {
  const { t } = useTranslation();
  const messages = useMessages(roomId);
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** The scroll height and position before an older page came in. */
  const before = useRef<{ height: number; top: number } | null>(null);
  const list = useMemo(() => chronological(messages.data?.pages ?? []), [messages.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;

  const loadOlder = () => {
    const el = box.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    before.current = { height: el.scrollHeight, top: el.scrollTop };
    void fetchNextPage();
  };

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (before.current && !isFetchingNextPage) {
      el.scrollTop = el.scrollHeight - before.current.height + before.current.top;
      before.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    // A first page that does not fill the box cannot be scrolled up: ask for more at once.
    if (el.scrollHeight <= el.clientHeight && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [list, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // The box shrinks when the composer or a notice appears under it: the newest message stays in view.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [messages.isError]);

  if (messages.isError) {
    return (
      <Stack p="md" style={{ flex: 1 }}>
        <LoadError message={t('chatRooms.messagesError')} onRetry={() => void messages.refetch()} />
      </Stack>
    );
  }
  return (
    <div
      ref={box}
      className={classes.messages}
      role="log"
      aria-live="polite"
      aria-label={t('chatRooms.messagesLabel')}
      // A scrolling region a keyboard can reach and scroll (axe scrollable-region-focusable).
      tabIndex={0}
      aria-busy={messages.isPending || isFetchingNextPage}
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
        if (el.scrollTop < EDGE) loadOlder();
      }}
    >
      {(messages.isPending || isFetchingNextPage) && (
        <Stack align="center" py="xs">
          <Loader size="sm" aria-label={t('chatRooms.olderLoading')} />
        </Stack>
      )}
      {messages.data && !hasNextPage && (
        <Text size="xs" c="dimmed" ta="center" py="xs">
          {list.length === 0 ? t(startHint) : t('chatRooms.startOfChat')}
        </Text>
      )}
      {list.map((message) => (
        <MessageItem key={message.id} message={message} meId={meId} roomId={roomId} canRate={canRate} />
      ))}
    </div>
  );
}
