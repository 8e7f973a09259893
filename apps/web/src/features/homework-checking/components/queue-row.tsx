import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { CheckingQueueItem } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { UnstyledButtonLink } from '../../../shared/ui/router-link';
import type { QueueSearch } from '../lib/queue-filters';
import { SubjectBadge } from '../../../shared/ui/subject-badge';
import { SubmissionDates } from '../../../shared/homework-checking/submission-dates';
import '../../../shared/homework-checking/i18n';

/** One submission waiting: whose, which homework, when in, by when, how much to check. */
export function QueueRow({ item, search }: { item: CheckingQueueItem; search: QueueSearch }) {
  const { t } = useTranslation();
  return (
    <li>
      <UnstyledButtonLink
        to={paths.checkingSubmission}
        params={{ submissionId: String(item.submissionId) }}
        search={{ subject: search.subject, homework: search.homework }}
        display="block"
      >
        <Card withBorder radius="lg" padding="md">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={700}>
                  {item.student.firstName} {item.student.lastName}
                </Text>
                {item.status === 'RESENT' && (
                  <Badge variant="light" color="violet">
                    {t('checking.queue.resent')}
                  </Badge>
                )}
              </Group>
              <Text>{item.homeworkTitle}</Text>
              <Group gap="xs">
                <SubjectBadge subject={item.classType} />
                <Text size="sm" fw={600}>
                  {t('checking.queue.toCheck', { count: item.tasksToCheck })}
                </Text>
              </Group>
              <SubmissionDates deadline={item.deadline} submittedAt={item.submittedAt} />
            </Stack>
            <IconChevronRight size={20} aria-hidden color="var(--mantine-color-dimmed)" />
          </Group>
        </Card>
      </UnstyledButtonLink>
    </li>
  );
}
