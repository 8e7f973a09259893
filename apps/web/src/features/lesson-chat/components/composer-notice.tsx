import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageTime } from '../lib/format';
import '../i18n';

interface Props {
  now: number;
  closed: boolean;
  bannedUntil: number | null;
  slowUntil: number;
}

/** Why the composer is held (spec 3 §6): a paused chat, a ban, the slow-mode countdown. */
export function ComposerNotice({ now, closed, bannedUntil, slowUntil }: Props) {
  const { t } = useTranslation();
  const slowLeft = Math.ceil((slowUntil - now) / 1000);
  let text: string | null = null;
  if (closed) text = t('lessonChat.closed');
  else if (bannedUntil === Infinity) text = t('lessonChat.bannedForever');
  else if (bannedUntil !== null && bannedUntil > now) text = t('lessonChat.banned', { time: messageTime(bannedUntil) });
  else if (slowLeft > 0) text = t('lessonChat.slowMode', { seconds: slowLeft });
  if (!text) return null;
  return (
    <Text size="xs" c="dimmed" role="status">
      {text}
    </Text>
  );
}
