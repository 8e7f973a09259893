import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { HomeworkStatus, TutorSubmission } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../shared/homework-checking/use-date-time';
import { ButtonLink } from '../../../shared/ui/router-link';
import { SubjectBadge } from '../../../shared/ui/subject-badge';
import '../i18n';

const STATUS_COLOR: Partial<Record<HomeworkStatus, string>> = {
  DONE: 'orange',
  RESENT: 'orange',
  REFUSED: 'grape',
  EXPIRED: 'red',
  UNDONE: 'gray',
};

interface GivenRowProps {
  given: TutorSubmission;
  /** The checking screen of this work (`/clients/{id}/submissions/{homeworkId}`). */
  href: string;
  onUnassign: () => void;
}

/** One work given to the client: status, deadline, progress, points and timer; check it or take it back. */
export function GivenRow({ given, href, onUnassign }: GivenRowProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const titleId = `given-${given.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <SubjectBadge subject={given.classType} />
          <Badge variant="light" color={STATUS_COLOR[given.status] ?? 'teal'} tt="none">
            {t(`personalWorks.status.${given.status}`)}
          </Badge>
        </Group>
        <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {given.title}
        </Text>
        <Group gap="md" style={{ rowGap: 2 }}>
          <Text size="sm">{t('personalWorks.client.deadline', { date: dateTime(given.deadline) })}</Text>
          {given.submittedAt && (
            <Text size="sm" c="dimmed">
              {t('personalWorks.client.submitted', { date: dateTime(given.submittedAt) })}
            </Text>
          )}
          {given.timeLimitMinutes !== null && (
            <Text size="sm" c="dimmed">
              {t('personalWorks.client.timer', { minutes: given.timeLimitMinutes })}
            </Text>
          )}
          {given.endsAt && !given.submittedAt && (
            <Text size="sm" c="dimmed">
              {t('personalWorks.client.endsAt', { date: dateTime(given.endsAt) })}
            </Text>
          )}
        </Group>
        <Group justify="space-between" gap="sm" align="center">
          <Group gap="md">
            <Text size="sm">
              {t('personalWorks.client.progress', { done: given.tasksDone, total: given.tasksTotal })}
            </Text>
            {given.score !== null && (
              <Text size="sm" fw={700}>
                {t('personalWorks.client.score', { score: given.score, max: given.maxScore })}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            {!given.submittedAt && (
              <Button variant="subtle" color="red" onClick={onUnassign} aria-describedby={titleId}>
                {t('personalWorks.client.unassign')}
              </Button>
            )}
            <ButtonLink to={href as never} variant={given.needsCheck ? 'filled' : 'default'} aria-describedby={titleId}>
              {given.needsCheck ? t('personalWorks.client.check') : t('personalWorks.client.open')}
            </ButtonLink>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
