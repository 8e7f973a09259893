import { useState, type ComponentType, type ReactNode } from 'react';
import { Center, Divider, Loader, Text } from '@mantine/core';
import type { LiveMessage } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session/session-store';
import { useLiveChat } from '../hooks/use-live-chat';
import { ChatFrame } from './chat-frame';
import { ChatHeader } from './chat-header';
import { Composer, type ChatStylingSlotProps } from './composer';
import { MessageItem } from './message-item';
import { MessageList } from './message-list';
import { MessageMenu } from './message-menu';
import { ModeratorSettings } from './moderator-settings';
import '../i18n';

/** The chat of a lesson on air (spec 3 §2, §4–§6). */
export function LiveChat({
  lessonId,
  styling,
  note,
}: {
  lessonId: number;
  styling?: ComponentType<ChatStylingSlotProps>;
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const userId = useUser()?.id ?? null;
  const chat = useLiveChat(lessonId, userId);
  const [replyTo, setReplyTo] = useState<LiveMessage | null>(null);
  const isModerator = chat.subscription?.isModerator ?? false;
  const settings = chat.settings;
  return (
    <ChatFrame label={t('lessonChat.title')}>
      <ChatHeader
        title={t('lessonChat.title')}
        state={chat.state}
        note={note}
        actions={isModerator && settings ? <ModeratorSettings lessonId={lessonId} settings={settings} /> : undefined}
      />
      <Divider />
      {chat.subscription ? (
        <MessageList
          label={t('lessonChat.title')}
          messages={chat.messages}
          emptyText={t('lessonChat.empty')}
          hasOlder={chat.hasOlder}
          loadingOlder={chat.loadingOlder}
          onLoadOlder={chat.loadOlder}
          renderMessage={(message) => (
            <MessageItem
              message={message}
              nicknamesEnabled={settings?.nicknamesEnabled ?? false}
              menu={
                message.is_moderation ? undefined : (
                  <MessageMenu
                    message={message}
                    lessonId={lessonId}
                    isModerator={isModerator}
                    isOwn={message.sender?.id === userId}
                    onReply={setReplyTo}
                  />
                )
              }
            />
          )}
        />
      ) : (
        <Center style={{ flex: 1 }}>
          {chat.state.error ? (
            <Text size="sm" c="dimmed" ta="center" px="md">
              {t('lessonChat.stoppedHint')}
            </Text>
          ) : (
            <Loader size="sm" aria-label={t('lessonChat.connection.connecting')} />
          )}
        </Center>
      )}
      <Divider />
      {settings && chat.subscription && (
        <Composer
          settings={settings}
          isModerator={isModerator}
          bannedUntil={chat.bannedUntil}
          slowUntil={chat.slowUntil}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          send={chat.send}
          styling={styling}
        />
      )}
    </ChatFrame>
  );
}
