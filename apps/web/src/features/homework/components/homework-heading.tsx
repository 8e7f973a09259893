import { Group, Stack, Text, Title } from '@mantine/core';
import type { HomeworkDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { SubjectBadge } from '../../../shared/ui/subject-badge';
import { deadlineUrgency, formatDeadline } from '../lib/deadline';
import '../i18n';

/** The homework's title, subject in its colour, lesson and deadline (red when near or passed). */
export function HomeworkHeading({ detail, now = new Date() }: { detail: HomeworkDetail; now?: Date }) {
  const { t, i18n } = useTranslation();
  // Red only while it matters: the homework is not handed in yet.
  const urgent = detail.submission.submittedAt === null && deadlineUrgency(detail.deadline, now) !== 'later';
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <SubjectBadge subject={detail.classType} />
        {detail.lessonTitle && (
          <Text size="sm" c="dimmed">
            {t('homework.do.lesson', { title: detail.lessonTitle })}
          </Text>
        )}
        {detail.tutorName && (
          <Text size="sm" c="dimmed">
            {t('homework.do.tutor', { name: detail.tutorName })}
          </Text>
        )}
      </Group>
      <Title order={1} size="h2">
        {detail.title}
      </Title>
      <Text
        size="sm"
        fw={urgent ? 600 : 400}
        c={urgent ? 'var(--mantine-color-red-text)' : undefined}
        data-onboarding="seeHomeworkDeadlines"
      >
        {t('homework.do.deadline', { date: formatDeadline(detail.deadline, i18n.language, appSettings()) })}
      </Text>
    </Stack>
  );
}
