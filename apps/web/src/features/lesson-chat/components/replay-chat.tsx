import { useMemo, useState, useSyncExternalStore } from 'react';
import { Button, Center, Divider, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlaybackClock } from '../../../shared/lessons/lesson-chat-slot';
import { useReplayHistory } from '../hooks/use-replay';
import { countUpTo } from '../replay/load-history';
import { ChatFrame } from './chat-frame';
import { ChatHeader } from './chat-header';
import { MessageItem } from './message-item';
import { MessageList } from './message-list';
import '../i18n';

/**
 * The broadcast's chat on the recording (spec 3 §4): the messages written up to the player's
 * position; seeking the video seeks the chat. Nobody writes here.
 */
export function ReplayChat({
  lessonId,
  playback,
  nicknamesEnabled,
}: {
  lessonId: number;
  playback: PlaybackClock;
  nicknamesEnabled: boolean;
}) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const history = useReplayHistory(lessonId, attempt);
  // Whole seconds: the list changes once a second while playing, not on every frame.
  const second = useSyncExternalStore(playback.subscribe.bind(playback), () => Math.floor(playback.position()));
  const all = history.kind === 'ready' ? history.messages : null;
  const visible = useMemo(() => (all ? all.slice(0, countUpTo(all, second)) : []), [all, second]);
  // A recording whose broadcast had no chat shows none.
  if (all?.length === 0) return null;
  return (
    <ChatFrame label={t('lessonChat.replayTitle')}>
      <ChatHeader title={t('lessonChat.replayTitle')} />
      <Divider />
      {history.kind === 'ready' && (
        <MessageList
          label={t('lessonChat.replayTitle')}
          messages={visible}
          emptyText={t('lessonChat.replayEmpty')}
          renderMessage={(message) => <MessageItem message={message} nicknamesEnabled={nicknamesEnabled} />}
        />
      )}
      {history.kind === 'loading' && (
        <Stack gap="xs" p="md" style={{ flex: 1 }} justify="center">
          <Text size="sm" id="lesson-chat-replay-progress">
            {t('lessonChat.replay.loading')}
          </Text>
          <Progress
            value={history.progress ? (history.progress.chase / Math.max(1, history.progress.total)) * 100 : 0}
            aria-labelledby="lesson-chat-replay-progress"
            animated
          />
          {history.progress && (
            <Text size="xs" c="dimmed">
              {t('lessonChat.replay.progress', { ...history.progress })}
            </Text>
          )}
        </Stack>
      )}
      {history.kind === 'failed' && (
        <Center style={{ flex: 1 }}>
          <Stack align="center" gap="xs">
            <Text size="sm">{t('lessonChat.replay.failed')}</Text>
            <Button size="xs" variant="light" onClick={() => setAttempt((count) => count + 1)}>
              {t('lessonChat.replay.retry')}
            </Button>
          </Stack>
        </Center>
      )}
    </ChatFrame>
  );
}
