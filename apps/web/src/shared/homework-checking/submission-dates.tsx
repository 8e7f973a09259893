import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateTime } from './use-date-time';
import './i18n';

/** By when the homework was due and when the student handed it in. */
export function SubmissionDates({ deadline, submittedAt }: { deadline: string; submittedAt: string | null }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <Group gap="md" style={{ rowGap: 2 }}>
      <Text size="sm" c="dimmed">
        {t('checking.queue.deadline', { date: dateTime(deadline) })}
      </Text>
      {submittedAt && (
        <Text size="sm" c="dimmed">
          {t('checking.queue.submitted', { date: dateTime(submittedAt) })}
        </Text>
      )}
    </Group>
  );
}
