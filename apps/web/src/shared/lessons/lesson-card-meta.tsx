import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconClockHour4 } from '@tabler/icons-react';
import type { Lesson } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { shownLength } from './card-rules';
import { useLessonDate, useVideoLength } from './use-lesson-format';
import './i18n';

function VideoLengthHint({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const text = useVideoLength(seconds);
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" title={t('lessonCard.videoLength')}>
      <IconClockHour4 size={14} aria-hidden />
      <Text size="sm">
        <VisuallyHidden>{t('lessonCard.videoLength')}: </VisuallyHidden>
        {text}
      </Text>
    </Group>
  );
}

/** Date and time of the lesson and its length (spec 2 §2 video-length hint: only over 60 s and unviewed). */
export function LessonCardMeta({ lesson, now }: { lesson: Lesson; now: Date }) {
  const date = useLessonDate(lesson.startDatetime, now);
  const length = shownLength(lesson, now);
  return (
    <Group gap="md" style={{ rowGap: 4 }}>
      <Group gap={4} wrap="nowrap" c="dimmed">
        <IconCalendarEvent size={14} aria-hidden />
        <Text size="sm" component="time" dateTime={lesson.startDatetime} data-onboarding="seeLessonTime">
          {date}
        </Text>
      </Group>
      {length !== null && <VideoLengthHint seconds={length} />}
    </Group>
  );
}
