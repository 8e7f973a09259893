import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimetableLesson } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { lessonHref } from '../../../shared/config/paths';
import { timeLabel } from '../lib/format';
import { ItemFrame } from './item-frame';
import { TITLE_WRAP, VARIANTS, type ItemVariant } from './item-variant';
import '../i18n';

/** Spec 2 §3 timetable lesson: time in the deployment zone, title, subject color, viewed, live. */
export function LessonItem({ lesson, variant }: { lesson: TimetableLesson; variant: ItemVariant }) {
  const { t } = useTranslation();
  const look = VARIANTS[variant];
  const time = timeLabel(lesson.time, appSettings().timeZoneLabel);
  const viewed = lesson.isViewed && (
    <Tooltip label={t('schedule.viewed')}>
      <IconCircleCheck
        size={look.icon}
        color="var(--mantine-color-teal-7)"
        aria-label={t('schedule.viewed')}
        role="img"
        style={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
  const live = lesson.isLive && (
    <Badge size="xs" color="red.9" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
      {t('schedule.live')}
    </Badge>
  );
  const label = [
    time,
    lesson.title,
    lesson.classType.title,
    lesson.isLive && t('schedule.live'),
    lesson.isViewed && t('schedule.viewed'),
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <ItemFrame color={lesson.classTypeColor.base} to={lessonHref(lesson.id)} label={label} px={look.px} py={look.py}>
      <Group gap={3} wrap="nowrap" justify="space-between">
        <Group gap={3} wrap="nowrap" miw={0}>
          {look.narrow && viewed}
          <Text size={look.time} c="dimmed" fw={500} truncate>
            {time}
          </Text>
        </Group>
        {!look.narrow && (
          <Group gap={4} wrap="nowrap">
            {live}
            {viewed}
          </Group>
        )}
      </Group>
      {look.narrow && live}
      <Text size={look.text} fw={600} lineClamp={look.titleLines} style={TITLE_WRAP}>
        {lesson.title}
      </Text>
      {look.withSubject && (
        <Text size="xs" c="dimmed" truncate>
          {lesson.classType.title}
        </Text>
      )}
    </ItemFrame>
  );
}
