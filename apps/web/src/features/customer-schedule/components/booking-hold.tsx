import { useEffect } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { useNow } from '../../../shared/lessons/use-now';
import { lessonWhen } from '../../../shared/slots/lesson-time';
import { mmss, secondsLeft } from '../lib/booking-draft';
import '../i18n';

interface BookingHoldProps {
  booking: Booking;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The hold ran out on screen (the server refuses to confirm it too). */
  onExpired: () => void;
}

const SHOWN_LESSONS = 4;

/** A held booking (issue 12: hold → confirm): its lessons, the time left, confirm or let go. */
export function BookingHold({ booking, busy, onConfirm, onCancel, onExpired }: BookingHoldProps) {
  const { t, i18n } = useTranslation();
  const now = useNow(1000);
  const left = secondsLeft(booking.expiresAt, now);
  const { timeZone } = appSettings();
  useEffect(() => {
    if (left === 0) onExpired();
  }, [left, onExpired]);
  const more = booking.lessonStarts.length - SHOWN_LESSONS;

  return (
    <Alert color="blue" variant="light" icon={<IconHourglass size={18} />} title={t('customerSchedule.hold.title')}>
      <Stack gap="sm">
        <Text size="sm" role="timer" aria-live="off">
          {t('customerSchedule.hold.left', { time: mmss(left) })}
        </Text>
        <div>
          <Text size="sm" fw={500}>
            {t('customerSchedule.hold.lessons', { count: booking.lessonStarts.length })}
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {booking.lessonStarts.slice(0, SHOWN_LESSONS).map((start) => (
              <List.Item key={start}>{lessonWhen(start, i18n.language, timeZone)}</List.Item>
            ))}
          </List>
          {more > 0 && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('customerSchedule.hold.more', { count: more })}
            </Text>
          )}
        </div>
        <Group gap="sm">
          <Button onClick={onConfirm} loading={busy}>
            {t('customerSchedule.hold.confirm')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('customerSchedule.hold.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
