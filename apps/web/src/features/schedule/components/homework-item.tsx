import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconClock, IconLock, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimetableHomework } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { homeworkHref } from '../../../shared/config/paths';
import { timeLabel } from '../lib/format';
import { ItemFrame } from './item-frame';
import { TITLE_WRAP, VARIANTS, type ItemVariant } from './item-variant';
import '../i18n';

type HomeworkState = 'done' | 'todo' | 'unavailable';

const stateOf = (homework: TimetableHomework): HomeworkState =>
  homework.done ? 'done' : homework.isAvailable ? 'todo' : 'unavailable';

const STATE_COLOR: Record<HomeworkState, string> = { done: 'teal', todo: 'blue', unavailable: 'gray' };
const STATE_ICON: Record<HomeworkState, Icon> = { done: IconCircleCheck, todo: IconClock, unavailable: IconLock };

/**
 * Spec 2 §3 timetable homework on its deadline day: title, subject, done state, deadline time.
 * The item opens the homework (issue 10).
 */
export function HomeworkItem({ homework, variant }: { homework: TimetableHomework; variant: ItemVariant }) {
  const { t } = useTranslation();
  const look = VARIANTS[variant];
  const state = stateOf(homework);
  const deadline = t('schedule.homework.deadline', { time: timeLabel(homework.time, appSettings().timeZoneLabel) });
  const statusText = t(`schedule.homework.${state}`);
  const StateIcon = STATE_ICON[state];
  // A narrow item has no room for the status text: an icon with its name stands in for it.
  const status = look.narrow ? (
    <Tooltip label={statusText}>
      <StateIcon
        size={look.icon}
        color={`var(--mantine-color-${STATE_COLOR[state]}-text)`}
        aria-label={statusText}
        role="img"
        style={{ flexShrink: 0 }}
      />
    </Tooltip>
  ) : (
    <Badge size="sm" color={STATE_COLOR[state]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {statusText}
    </Badge>
  );
  return (
    <ItemFrame
      color={homework.classTypeColor.base}
      to={homeworkHref(homework.id)}
      label={`${homework.title}, ${statusText}, ${deadline}`}
      px={look.px}
      py={look.py}
      opacity={state === 'unavailable' ? 0.75 : undefined}
    >
      <Group gap={3} wrap="nowrap" justify="space-between">
        <Group gap={3} wrap="nowrap" miw={0}>
          {look.narrow && status}
          <Text size={look.time} c="dimmed" fw={500} truncate>
            {deadline}
          </Text>
        </Group>
        {!look.narrow && status}
      </Group>
      <Text size={look.text} fw={600} lineClamp={look.titleLines} style={TITLE_WRAP}>
        {homework.title}
      </Text>
      {look.withSubject && (
        <Text size="xs" c="dimmed" truncate>
          {homework.classType.title}
        </Text>
      )}
    </ItemFrame>
  );
}
