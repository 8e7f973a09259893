import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** A screen reader hears how many messages came, at most this often, never each message read out. */
const ANNOUNCE_EVERY_MS = 10_000;

/** A polite summary of new messages (issue 11 accessibility). */
export function NewMessagesAnnouncer({ count, lastId }: { count: number; lastId: number | undefined }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const pending = useRef(0);
  const seen = useRef({ lastId, count });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const before = seen.current;
    seen.current = { lastId, count };
    // The first page and older pages are not news.
    if (before.lastId === undefined || before.lastId === lastId) return;
    pending.current += Math.max(1, count - before.count);
    timer.current ??= setTimeout(() => {
      setText(t('lessonChat.announce', { count: pending.current }));
      pending.current = 0;
      timer.current = null;
    }, ANNOUNCE_EVERY_MS);
  }, [count, lastId, t]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic>
      {text}
    </VisuallyHidden>
  );
}
