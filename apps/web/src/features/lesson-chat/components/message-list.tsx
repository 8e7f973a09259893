import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Center, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { IconArrowDown } from '@tabler/icons-react';
import type { LiveMessage } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { NewMessagesAnnouncer } from './new-messages-announcer';
import classes from './message-list.module.css';
import '../i18n';

/** Within this many pixels of the end the list counts as read to the bottom and follows new messages. */
const BOTTOM_SLACK = 48;
/** This close to the top the next older page is asked for (spec 3 §4: page 20). */
const TOP_SLACK = 120;

interface Props {
  messages: LiveMessage[];
  renderMessage(message: LiveMessage): ReactNode;
  emptyText: string;
  label: string;
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?(): void;
}

/**
 * The chat's messages with virtual scrolling (@tanstack/react-virtual): it keeps to the bottom while
 * the reader is there, offers 'new messages' otherwise, and loads older pages on scrolling up.
 */
export function MessageList({ messages, renderMessage, emptyText, label, hasOlder, loadingOlder, onLoadOlder }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    overscan: 8,
    getItemKey: (index) => messages[index]!.id,
  });
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const previous = useRef({ firstId, lastId, count: 0 });

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { firstId, lastId, count: messages.length };
    if (before.lastId !== lastId && messages.length > 0) {
      if (atBottom.current) virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
      else setUnseen((count) => count + Math.max(1, messages.length - before.count));
    } else if (before.firstId !== firstId && before.firstId !== undefined) {
      // An older page came in on top: the reader stays on the message they were reading.
      const kept = messages.findIndex((message) => message.id === before.firstId);
      if (kept > 0) virtualizer.scrollToIndex(kept, { align: 'start' });
    }
  }, [firstId, lastId, messages, virtualizer]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK;
    if (atBottom.current) setUnseen(0);
    if (element.scrollTop < TOP_SLACK && hasOlder && !loadingOlder) onLoadOlder?.();
  };

  const toBottom = () => {
    atBottom.current = true;
    setUnseen(0);
    virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
  };

  return (
    <Box className={classes.frame}>
      <div
        ref={scroller}
        className={classes.scroller}
        onScroll={onScroll}
        role="log"
        aria-live="off"
        aria-label={label}
        tabIndex={0}
      >
        {loadingOlder && (
          <Center py="xs">
            <Loader size="xs" aria-label={t('lessonChat.loadingOlder')} />
          </Center>
        )}
        {messages.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" p="md">
            {emptyText}
          </Text>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={classes.row}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {renderMessage(messages[item.index]!)}
              </div>
            ))}
          </div>
        )}
      </div>
      {unseen > 0 && (
        <Button
          className={classes.newMessages}
          size="xs"
          radius="xl"
          leftSection={<IconArrowDown size={14} aria-hidden />}
          onClick={toBottom}
        >
          {t('lessonChat.newMessages')}
        </Button>
      )}
      <NewMessagesAnnouncer count={messages.length} lastId={lastId} />
    </Box>
  );
}
