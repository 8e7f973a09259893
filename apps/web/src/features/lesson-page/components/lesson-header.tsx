import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { LessonDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useLessonDate } from '../hooks/use-lesson-date';
import { isLiveAt } from '../../../shared/lessons/card-rules';
import { useNow } from '../../../shared/lessons/use-now';
import { durationParts } from '../lib/format';
import { StudyGroupNote } from '../../../shared/study-group/study-group';
import '../i18n';

/** Title, subject, teacher and time of the lesson (spec 3 §2). */
export function LessonHeader({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  const formatDate = useLessonDate();
  const watched = lesson.view.viewedOffline + lesson.view.viewedOnline;
  // Issue 8: live only while it is — the label goes when the lesson ends, with the page still open.
  const now = useNow(30_000);
  const live = isLiveAt(lesson, now) && Boolean(lesson.video) && !lesson.withoutVideo;
  return (
    <Stack gap="xs">
      <Group gap={6}>
        <Badge color={lesson.classType.color.base} variant="dot">
          {lesson.classType.title}
        </Badge>
        <Badge color="gray" variant="outline">
          {t('lessonPage.lessonNumber', { number: lesson.lessonNumber })} · {t(`lessonPage.kind.${lesson.lessonType}`)}
        </Badge>
        {lesson.lessonTag && (
          <Badge color={lesson.lessonTag.color} variant="dot">
            {lesson.lessonTag.title}
          </Badge>
        )}
        {live && <Badge color="red.9">{t('lessonPage.live')}</Badge>}
        {lesson.viewed && (
          <Badge color="teal" variant="light">
            {t('lessonPage.viewed')}
          </Badge>
        )}
      </Group>
      <Title order={1} size="h2">
        {lesson.title}
      </Title>
      <Text c="dimmed" size="sm">
        {lesson.productTypeTitle}
      </Text>
      <StudyGroupNote lesson={lesson} />
      <Group gap="lg" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={18} aria-hidden />
          <Text size="sm">{formatDate(lesson.startDatetime)}</Text>
        </Group>
        {lesson.teacher && (
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={lesson.teacher.avatar}
              name={lesson.teacher.fullName}
              size={28}
              variant="filled"
              color="violet.9"
            />
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('lessonPage.teacher')}:{' '}
              </Text>
              {lesson.teacher.fullName}
            </Text>
          </Group>
        )}
        {watched > 0 && (
          <Text size="sm" c="dimmed" data-testid="lesson-watched">
            {t('lessonPage.watched', { time: formatWatched(watched, t) })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** "45 с", "12 мин 5 с", "1 ч 30 мин": hours from an hour on, seconds only within the first hour. */
function formatWatched(seconds: number, t: (key: string, values: Record<string, number>) => string): string {
  const { h, m, s } = durationParts(seconds);
  if (h > 0) return m === 0 ? t('lessonPage.duration.hours', { h }) : t('lessonPage.duration.hoursMinutes', { h, m });
  if (m === 0) return t('lessonPage.duration.seconds', { s });
  return s === 0 ? t('lessonPage.duration.minutes', { m }) : t('lessonPage.duration.minutesSeconds', { m, s });
}
