import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlayerPause, IconPlayerPlay, IconSettings } from '@tabler/icons-react';
import type { LiveChatSettings } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { chatCalls } from '../api/chat-calls';
import '../i18n';

/** The slow-mode choices (seconds between a student's messages; 0 off). */
const SLOW_MODE_SECONDS = [0, 10, 30, 60] as const;

/** The moderator's chat settings: slow mode and pause (spec 3 §6, PATCH .../settings/). */
export function ModeratorSettings({ lessonId, settings }: { lessonId: number; settings: LiveChatSettings }) {
  const { t } = useTranslation();
  const change = (body: { slowModeSeconds?: number; isClosed?: boolean }) =>
    chatCalls.updateSettings(lessonId, body).catch((error: unknown) => {
      console.warn('Chat settings not changed', error);
      notifications.show({ color: 'red', message: t('lessonChat.actionFailed') });
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('lessonChat.moderation.settings')}>
          <IconSettings size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={
            settings.isClosed ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />
          }
          onClick={() => void change({ isClosed: !settings.isClosed })}
        >
          {settings.isClosed ? t('lessonChat.moderation.resume') : t('lessonChat.moderation.pause')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('lessonChat.moderation.slowMode')}</Menu.Label>
        {SLOW_MODE_SECONDS.map((seconds) => (
          <Menu.Item
            key={seconds}
            leftSection={
              settings.slowModeSeconds === seconds ? (
                <IconCheck size={16} aria-hidden />
              ) : (
                <span style={{ width: 16 }} />
              )
            }
            aria-checked={settings.slowModeSeconds === seconds}
            role="menuitemradio"
            onClick={() => void change({ slowModeSeconds: seconds })}
          >
            {seconds === 0
              ? t('lessonChat.moderation.slowOff')
              : t('lessonChat.moderation.seconds', { count: seconds })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
