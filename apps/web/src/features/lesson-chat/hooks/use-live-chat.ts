import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  banWordLists,
  CHAT_LIMITS,
  type LiveChatSettings,
  type LiveMessage,
  type StreamMessagesData,
} from '@school/contract';
import { loadBanWords } from '../api/chat-calls';
import { OutgoingGuard } from '../lib/outgoing-guard';
import { applyBatch } from '../model/apply-batch';
import { emptyBatch, type FeedBatch } from '../model/feed-batch';
import { FeedQueue } from '../model/feed-queue';
import type { ChatClient, ChatClientState, Subscription } from '../socket/chat-client';
import { ChatRequestError, isClosedByClient } from '../socket/chat-errors';
import { connectChat } from '../socket/connect';

export interface OutgoingMessage {
  text: string;
  replyTo: number | null;
  attachments: string[];
  stickerId: number | null;
}

/** A refusal: a spec 3 §5 key, a server reason (banned, chat_closed, slow_mode) or 'sendFailed'. */
export type SendResult = { ok: true } | { ok: false; error: string };

export interface LiveChat {
  state: ChatClientState;
  subscription: Subscription | null;
  settings: LiveChatSettings | null;
  /** Epoch ms the user's ban ends; Infinity to the end of the chat; null when not banned. */
  bannedUntil: number | null;
  /** Epoch ms the slow mode lets the user write again. */
  slowUntil: number;
  messages: LiveMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  send(message: OutgoingMessage): Promise<SendResult>;
}

const pageFilters = { limit: CHAT_LIMITS.pageSize, sort: 'DESC', is_hidden: false } as const;

/** The live lesson chat for one lesson and user: connection, the list, sending (spec 3 §4, §5). */
export function useLiveChat(lessonId: number, userId: number | null): LiveChat {
  const [state, setState] = useState<ChatClientState>({
    connection: 'disconnected',
    subscription: 'unsubscribed',
    error: null,
  });
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const [settings, setSettings] = useState<LiveChatSettings | null>(null);
  const [bannedUntil, setBannedUntil] = useState<number | null>(null);
  const [slowUntil, setSlowUntil] = useState(0);
  const [messages, setMessages] = useState<LiveMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const moderator = useRef(false);
  const [guard] = useState(() => new OutgoingGuard());
  const client = useRef<ChatClient | null>(null);

  const flush = useCallback(
    (batch: FeedBatch) => {
      setMessages((list) => applyBatch(list, batch, moderator.current));
      if (batch.settings) setSettings(batch.settings);
      for (const ban of batch.bans) if (ban.userId === userId) setBannedUntil(ban.until ?? Infinity);
    },
    [userId],
  );
  const queue = useMemo(() => new FeedQueue(flush, (error) => console.error(error)), [flush]);

  useEffect(() => {
    loadBanWords()
      .then((words) => (guard.lists = banWordLists(words)))
      .catch((error: unknown) => console.warn('Banned words not updated', error));
  }, [guard]);

  useEffect(() => {
    let firstPage = true;
    const chat = connectChat({
      lessonId,
      onState: setState,
      onEvent: (event) => queue.push(event),
      onSubscribed: (joined) => {
        moderator.current = joined.isModerator;
        setSubscription(joined);
        setSettings(joined.settings);
        setBannedUntil(joined.bannedUntil);
        queue.setReady(false);
        chat
          .request<StreamMessagesData>('stream_get', { filters: pageFilters })
          .then((data) => {
            if (firstPage) {
              queue.push({ lesson_id: lessonId, action: 'stream_get', data });
              setHasOlder(data.messages.length >= CHAT_LIMITS.pageSize);
            } else {
              // Back after a drop: what was missed joins the bottom, in time order.
              setMessages((list) => applyBatch(list, { ...emptyBatch(), append: data.messages }, moderator.current));
            }
            firstPage = false;
          })
          .catch((error: unknown) => isClosedByClient(error) || console.warn('First chat page failed', error))
          .finally(() => queue.setReady(true));
      },
    });
    client.current = chat;
    chat.start();
    return () => {
      chat.stop();
      client.current = null;
    };
  }, [lessonId, queue]);

  const loadOlder = useCallback(() => {
    const oldest = messages[0];
    if (!client.current || loadingOlder || !hasOlder || !oldest) return;
    setLoadingOlder(true);
    client.current
      .request<StreamMessagesData>('stream_get', {
        filters: { ...pageFilters, is_older: true, timestamp: oldest.created_at },
      })
      .then((data) => {
        queue.push({ lesson_id: lessonId, action: 'stream_get', data });
        setHasOlder(data.messages.length >= CHAT_LIMITS.pageSize);
      })
      .catch((error: unknown) => isClosedByClient(error) || console.warn('Older chat page failed', error))
      .finally(() => setLoadingOlder(false));
  }, [messages, loadingOlder, hasOlder, queue, lessonId]);

  const send = useCallback(
    async (outgoing: OutgoingMessage): Promise<SendResult> => {
      const checked = guard.check(outgoing.text, moderator.current);
      if (!checked.ok) return { ok: false, error: checked.error };
      try {
        const data = await client.current!.request<StreamMessagesData>(
          'stream_post',
          {
            message: {
              message: checked.text,
              reply_to: outgoing.replyTo,
              attachments: outgoing.attachments,
              sticker_id: outgoing.stickerId,
            },
          },
          CHAT_LIMITS.sendTimeoutMs,
        );
        queue.push({ lesson_id: lessonId, action: 'stream_post', data });
        const slow = settings?.slowModeSeconds ?? 0;
        if (!moderator.current && slow > 0) setSlowUntil(Date.now() + slow * 1000);
        return { ok: true };
      } catch (error) {
        const reason = error instanceof ChatRequestError ? error.chatError.reason : undefined;
        return { ok: false, error: reason ?? 'sendFailed' };
      }
    },
    [queue, lessonId, settings, guard],
  );

  return {
    state,
    subscription,
    settings,
    bannedUntil,
    slowUntil,
    messages,
    hasOlder,
    loadingOlder,
    loadOlder,
    send,
  };
}
