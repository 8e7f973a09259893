import { useEffect, useRef } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../shared/profile/countdown';
import { useTimeLeft } from '../lib/time-left';
import '../i18n';

/** A minute before the end the timer turns red. */
const WARN_SECONDS = 60;

/**
 * The countdown of a tutor's timed homework (spec 3 §9) as mm:ss. At zero it hands the work in once;
 * the server closes it too, so a closed tab loses nothing.
 */
export function HomeworkTimer({ endsAt, onExpire }: { endsAt: string; onExpire: () => void }) {
  const { t } = useTranslation();
  const left = useTimeLeft(endsAt) ?? 0;
  const fired = useRef(false);
  useEffect(() => {
    if (left > 0 || fired.current) return;
    fired.current = true;
    onExpire();
  }, [left, onExpire]);
  const warn = left <= WARN_SECONDS;
  return (
    <Paper withBorder radius="md" px="md" py="xs" style={{ alignSelf: 'flex-start' }}>
      <Group gap="xs" wrap="nowrap">
        <IconClock size={20} aria-hidden color={warn ? 'var(--mantine-color-red-text)' : undefined} />
        <Text size="sm">{left > 0 ? t('homework.do.timeLeft') : t('homework.do.timeUp')}</Text>
        {/* role timer: read on demand, not every second. */}
        <Text
          role="timer"
          aria-label={t('homework.do.timeLeft')}
          fw={700}
          size="lg"
          ff="monospace"
          c={warn ? 'var(--mantine-color-red-text)' : undefined}
        >
          {formatCountdown(left)}
        </Text>
      </Group>
    </Paper>
  );
}
