import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LESSON_STATUS_LABELS, isUpcoming, type TimetableLesson } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { useNow } from '../../../shared/lessons/use-now';
import { timeLabel } from '../lib/format';
import { showsConnect } from '../lib/individual';
import { ItemFrame } from './item-frame';
import { TITLE_WRAP, VARIANTS, type ItemVariant } from './item-variant';
import '../i18n';

type Individual = NonNullable<TimetableLesson['individual']>;

/**
 * A one-to-one lesson with a tutor (issue 12): no lesson page to open; 'Connect' opens the call
 * when it is live or within 10 minutes of the start and not yet held (spec 2 §4).
 */
export function IndividualLessonItem({
  lesson,
  individual,
  variant,
}: {
  lesson: TimetableLesson;
  individual: Individual;
  variant: ItemVariant;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const look = VARIANTS[variant];
  const time = timeLabel(lesson.time, appSettings().timeZoneLabel);
  const connect = showsConnect(lesson, individual, now);
  const settled = !isUpcoming(individual.status);
  const label = [
    time,
    lesson.title,
    t('schedule.withTutor', { name: individual.tutorName }),
    settled && LESSON_STATUS_LABELS[individual.status],
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <ItemFrame color={lesson.classTypeColor.base} px={look.px} py={look.py}>
      <div role="group" aria-label={label}>
        <Text size={look.time} c="dimmed" fw={500} truncate>
          {time}
        </Text>
        <Text
          size={look.text}
          fw={600}
          lineClamp={look.titleLines}
          style={TITLE_WRAP}
          td={settled && individual.status !== 'PASSED' ? 'line-through' : undefined}
        >
          {lesson.title}
        </Text>
        {look.withSubject && (
          <Text size="xs" c="dimmed" truncate>
            {individual.tutorName}
          </Text>
        )}
        {(settled || connect) && (
          <Group gap={4} mt={4} wrap="wrap">
            {settled && (
              <Badge size="xs" variant="light" color={individual.status === 'PASSED' ? 'teal' : 'gray'} radius="sm">
                {LESSON_STATUS_LABELS[individual.status]}
              </Badge>
            )}
            {connect && (
              <Button
                component="a"
                href={individual.callUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="compact-xs"
                color="red.9"
              >
                {t('schedule.connect')}
              </Button>
            )}
          </Group>
        )}
      </div>
    </ItemFrame>
  );
}
