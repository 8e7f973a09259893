import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconDots, IconEye, IconEyeOff, IconFlag, IconUserOff } from '@tabler/icons-react';
import type { LiveMessage } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { chatCalls } from '../api/chat-calls';
import '../i18n';

/** Spec 3 §6: the ban lengths a moderator picks from (minutes; null to the end of the lesson). */
const BAN_MINUTES = [5, 15, 60] as const;

interface Props {
  message: LiveMessage;
  lessonId: number;
  isModerator: boolean;
  isOwn: boolean;
  onReply?(message: LiveMessage): void;
}

async function run(action: () => Promise<unknown>, failed: string, done?: string) {
  try {
    await action();
    if (done) notifications.show({ color: 'teal', message: done });
  } catch (error) {
    console.warn('Chat action failed', error);
    notifications.show({ color: 'red', message: failed });
  }
}

/**
 * The message's menu (spec 3 §2): Reply ('reply to message') and Report ('abuse'); for moderators
 * hiding, showing, hiding the author's messages and banning (spec 3 §6). Results come back to
 * everyone through the socket.
 */
export function MessageMenu({ message, lessonId, isModerator, isOwn, onReply }: Props) {
  const { t } = useTranslation();
  const failed = t('lessonChat.actionFailed');
  const author = message.sender;
  const canModerate = isModerator && author !== null && !author.is_videochat_moderator;
  if (!onReply && isOwn && !isModerator) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('lessonChat.messageActions')}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onReply && (
          <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => onReply(message)}>
            {t('reply to message')}
          </Menu.Item>
        )}
        {!isModerator && !isOwn && (
          <Menu.Item
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() =>
              void run(() => chatCalls.report(message.id), t('lessonChat.reportFailed'), t('lessonChat.reported'))
            }
          >
            {t('abuse')}
          </Menu.Item>
        )}
        {isModerator && (
          <Menu.Item
            leftSection={message.is_hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
            onClick={() => void run(() => chatCalls.hideMessage(message.id, !message.is_hidden), failed)}
          >
            {message.is_hidden ? t('lessonChat.moderation.show') : t('lessonChat.moderation.hide')}
          </Menu.Item>
        )}
        {canModerate && (
          <>
            <Menu.Item
              leftSection={<IconEyeOff size={16} aria-hidden />}
              onClick={() => void run(() => chatCalls.hideUserMessages(lessonId, author.id, true), failed)}
            >
              {t('lessonChat.moderation.hideAll')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Label>{t('lessonChat.moderation.ban')}</Menu.Label>
            {[...BAN_MINUTES, null].map((minutes) => (
              <Menu.Item
                key={minutes ?? 'end'}
                leftSection={<IconUserOff size={16} aria-hidden />}
                onClick={() => void run(() => chatCalls.ban(lessonId, author.id, minutes), failed)}
              >
                {minutes === null
                  ? t('lessonChat.moderation.banForever')
                  : t('lessonChat.moderation.banMinutes', { count: minutes })}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
