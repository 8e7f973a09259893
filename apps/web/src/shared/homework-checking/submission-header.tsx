import { Group, Stack, Text, Title } from '@mantine/core';
import type { HomeworkDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { SubjectBadge } from '../ui/subject-badge';
import { SubmissionDates } from './submission-dates';
import './i18n';

/** Whose work this is, which homework, and when it came in against its deadline. */
export function SubmissionHeader({ detail, headingOrder = 1 }: { detail: HomeworkDetail; headingOrder?: 1 | 2 }) {
  const { t } = useTranslation();
  const { submission, student } = detail;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <SubjectBadge subject={detail.classType} />
        {submission.attempt > 1 && (
          <Text size="sm" c="dimmed">
            {t('checking.submission.attempt', { attempt: submission.attempt })}
          </Text>
        )}
      </Group>
      <Title order={headingOrder} size="h2">
        {detail.title}
      </Title>
      <Text>
        {t('checking.submission.student')}:{' '}
        <Text span fw={600}>
          {student.firstName} {student.lastName}
        </Text>
      </Text>
      <SubmissionDates deadline={detail.deadline} submittedAt={submission.submittedAt} />
    </Stack>
  );
}
