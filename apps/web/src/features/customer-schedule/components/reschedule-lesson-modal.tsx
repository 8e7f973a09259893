import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TutoringLesson } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { SLOT_HOURS } from '../../../shared/slots/slot-hours';
import { zoneName } from '../../../shared/slots/zone-name';
import { wallDateHour, zonedHour } from '../lib/zoned-hour';
import '../i18n';

interface RescheduleLessonModalProps {
  lesson: TutoringLesson;
  opened: boolean;
  busy: boolean;
  /** The server's Russian refusals of the last try ('Слот недоступен'). */
  errors: readonly string[];
  onClose: () => void;
  onSubmit: (startsAt: string) => void;
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Moving one lesson to another date and hour, in the school's zone (the server checks both sides are free). */
export function RescheduleLessonModal({ lesson, opened, busy, errors, onClose, onSubmit }: RescheduleLessonModalProps) {
  const { t } = useTranslation();
  const { timeZone } = appSettings();
  const [initial] = useState(() => wallDateHour(lesson.startsAt, timeZone));
  const [date, setDate] = useState(initial.date);
  const [hour, setHour] = useState(String(initial.hour));
  return (
    <Modal opened={opened} onClose={onClose} title={t('customerSchedule.reschedule.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (date) onSubmit(zonedHour(date, Number(hour), timeZone));
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('customerSchedule.reschedule.zone', { zone: zoneName(timeZone) })}
          </Text>
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('customerSchedule.reschedule.date')}
              value={date}
              required
              onChange={(event) => setDate(event.currentTarget.value)}
            />
            <NativeSelect
              label={t('customerSchedule.reschedule.hour')}
              value={hour}
              data={SLOT_HOURS.map((value) => ({ value: String(value), label: hourLabel(value) }))}
              onChange={(event) => setHour(event.currentTarget.value)}
            />
          </Group>
          {errors.length > 0 && (
            <Alert color="red" variant="light" role="alert">
              {errors.join(' ')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('customerSchedule.reschedule.back')}
            </Button>
            <Button type="submit" disabled={!date} loading={busy}>
              {t('customerSchedule.reschedule.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
