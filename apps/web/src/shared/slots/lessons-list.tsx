import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LESSON_STATUS_LABELS, type TutoringLesson, type TutoringLessonStatus } from '@school/contract';
import { appSettings } from '../config/app-settings';
import { lessonWhen } from './lesson-time';
import './i18n';

export interface LessonsListProps {
  lessons: readonly TutoringLesson[];
  /** Whose name a row shows: the client's (tutor's and client's screens) or the tutor's. */
  show: 'client' | 'tutor' | 'both';
  actions?: (lesson: TutoringLesson) => ReactNode;
  label: string;
}

const STATUS_COLORS: Partial<Record<TutoringLessonStatus, string>> = {
  SCHEDULED: 'blue',
  RESCHEDULED: 'indigo',
  PREVIEW: 'cyan',
  PASSED: 'teal',
};

/** Tutoring lessons, one row each: when, with whom, kind and status (spec 2 §4 values). */
export function LessonsList({ lessons, show, actions, label }: LessonsListProps) {
  const { t, i18n } = useTranslation();
  const { timeZone, timeZoneLabel } = appSettings();
  return (
    <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {lessons.map((lesson) => {
        const who =
          show === 'both'
            ? `${lesson.client.fullName} — ${lesson.tutor.fullName}`
            : show === 'client'
              ? lesson.client.fullName
              : lesson.tutor.fullName;
        return (
          <Paper key={lesson.id} component="li" withBorder radius="md" px="md" py="sm" data-lesson={lesson.id}>
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
                <Text fw={600} size="sm">
                  {lessonWhen(lesson.startsAt, i18n.language, timeZone)}
                  {timeZoneLabel ? ` ${timeZoneLabel}` : ''}
                </Text>
                <Text size="sm">{who}</Text>
                {lesson.reason && (
                  <Text size="xs" c="dimmed">
                    {t('slots.lessons.reason', { reason: lesson.reason })}
                  </Text>
                )}
              </Stack>
              <Group gap={6} wrap="wrap">
                <Badge variant="light" color="gray" radius="sm">
                  {t(`slots.kind.${lesson.kind}`)}
                </Badge>
                <Badge variant="light" color={STATUS_COLORS[lesson.status] ?? 'red'} radius="sm">
                  {LESSON_STATUS_LABELS[lesson.status]}
                </Badge>
                {lesson.writtenOff && (
                  <Badge variant="outline" color="gray" radius="sm">
                    {t('slots.lessons.writtenOff')}
                  </Badge>
                )}
                {actions?.(lesson)}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
