import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ScheduleState, TutoringSchedule } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { formatDate } from '../../../shared/lib/format';
import { lessonWhen } from '../../../shared/slots/lesson-time';
import { EmptyState } from '../../../shared/ui/empty-state';
import { slotsLabel } from '../lib/slots-label';
import '../i18n';

const STATE_COLORS: Record<ScheduleState, string> = { ACTIVE: 'teal', RESTORED: 'blue', CANCELED: 'gray' };

interface SchedulesListProps {
  schedules: readonly TutoringSchedule[];
  /** The other side's name a row shows. */
  show: 'client' | 'tutor';
  actions?: (schedule: TutoringSchedule) => ReactNode;
  /** What to do about an empty list, where it is said. */
  emptyHint: string;
}

/** Booked schedules: weekly hours, once or every week, their state (spec 2 §4 values) and next lesson. */
export function SchedulesList({ schedules, show, actions, emptyHint }: SchedulesListProps) {
  const { t, i18n } = useTranslation();
  if (schedules.length === 0)
    return (
      <EmptyState icon={<IconRepeat size={26} />} title={t('customerSchedule.schedules.empty')} hint={emptyHint} />
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={t('customerSchedule.schedules.title')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {schedules.map((schedule) => (
        <Paper key={schedule.id} component="li" withBorder radius="md" px="md" py="sm" data-schedule={schedule.id}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
              <Text fw={600} size="sm">
                {show === 'client' ? schedule.client.fullName : schedule.tutor.fullName}
              </Text>
              <Text size="sm">
                {slotsLabel(schedule.slots, t)} · {t(`customerSchedule.recurrence.${schedule.recurrence}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('customerSchedule.schedules.since', { date: formatDate(schedule.startDate, i18n.language) })}
                {schedule.nextLessonAt &&
                  ` · ${t('customerSchedule.schedules.next', {
                    when: lessonWhen(schedule.nextLessonAt, i18n.language, appSettings().timeZone),
                  })}`}
              </Text>
            </Stack>
            <Group gap={6} wrap="wrap">
              <Badge variant="light" color="gray" radius="sm">
                {t(`slots.kind.${schedule.kind}`)}
              </Badge>
              <Badge variant="light" color={STATE_COLORS[schedule.state]} radius="sm">
                {t(`customerSchedule.state.${schedule.state}`)}
              </Badge>
              {actions?.(schedule)}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
