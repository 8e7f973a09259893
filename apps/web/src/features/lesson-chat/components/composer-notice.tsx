import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageTime } from '../lib/format';
import '../i18n';

interface Props {
  closed: boolean;
  bannedUntil: number | null;
  slowUntil: number;
  /** Seconds the slow mode still holds the user back (0 free), for the send button. */
  onSlowLeft(seconds: number): void;
}

/** Why the composer is held (spec 3 §6): a paused chat, a ban, the slow-mode countdown. */
export function ComposerNotice({ closed, bannedUntil, slowUntil, onSlowLeft }: Props) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  const waiting = slowUntil > now || (bannedUntil !== null && Number.isFinite(bannedUntil) && bannedUntil > now);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const slowLeft = Math.max(0, Math.ceil((slowUntil - now) / 1000));
  useEffect(() => onSlowLeft(slowLeft), [slowLeft, onSlowLeft]);

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
