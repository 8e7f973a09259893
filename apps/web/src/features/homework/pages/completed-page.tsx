import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPrinter } from '@tabler/icons-react';
import { getRouteApi, Link, Navigate } from '@tanstack/react-router';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { homeworkHref, homeworkPrintHref, homeworkWorkOnBugsHref, paths } from '../../../shared/config/paths';
import { useHomeworkDetail } from '../api/homework-api';
import { HomeworkHeading } from '../components/homework-heading';
import { PageLoadError, PageSkeleton } from '../components/page-state';
import { TaskResult } from '../components/task-result';
import { idFrom, isHandedIn } from '../lib/submission-rules';
import '../i18n';

const route = getRouteApi(paths.homeworkCompleted);

/** Spec 2 §2 /homework/{homeworkId}/completed: the results task by task, work on mistakes, print. */
export function CompletedPage() {
  const { t } = useTranslation();
  const { homeworkId } = route.useParams();
  const id = idFrom(homeworkId);
  const query = useHomeworkDetail(id ?? 0);
  if (id === null) return <Navigate to={paths.notFound} replace />;
  if (query.isError) return <PageLoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSkeleton />;
  const detail = query.data;
  const { submission } = detail;
  const answers = new Map(submission.answers.map((answer) => [answer.taskId, answer]));
  return (
    // A readable line length on a wide screen; a phone gets the whole width.
    <Stack gap="md" maw={880}>
      <HomeworkHeading detail={detail} />
      <Paper withBorder radius="lg" p="md">
        <Stack gap="xs">
          <Group gap="sm">
            <Badge variant="light" size="lg" tt="none">
              {t(`homework.status.${submission.status}`)}
            </Badge>
            <Text fw={700} size="lg">
              {submission.score === null
                ? t('homework.completed.totalPending')
                : t('homework.completed.total', { score: submission.score, max: submission.maxScore })}
            </Text>
          </Group>
          {submission.expEarned > 0 && (
            <Text c="var(--mantine-color-teal-text)" fw={600}>
              {t('homework.completed.exp', { count: submission.expEarned })}
            </Text>
          )}
          {submission.status === 'REFUSED' && (
            <Alert color="orange" variant="light" title={t('homework.completed.refused')}>
              {submission.refuseReason}
            </Alert>
          )}
          {!isHandedIn(detail) && <Text>{t('homework.completed.notSubmitted')}</Text>}
          <Group gap="sm">
            {submission.canWorkOnBugs && (
              <Button
                component={Link}
                to={homeworkWorkOnBugsHref(detail.id)}
                size="md"
                leftSection={<IconArrowBackUp size={18} />}
              >
                {t('homework.completed.workOnBugs')}
              </Button>
            )}
            {(!isHandedIn(detail) || submission.status === 'REFUSED') && !detail.isExpired && (
              <Button component={Link} to={homeworkHref(detail.id)} size="md">
                {t('homework.completed.toDo')}
              </Button>
            )}
            {isHandedIn(detail) && (
              <Button
                component={Link}
                to={homeworkPrintHref(submission.id)}
                variant="default"
                size="md"
                leftSection={<IconPrinter size={18} />}
              >
                {t('homework.completed.print')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {detail.tasks.map((task, index) => (
        <TaskResult key={task.id} task={task} number={index + 1} answer={answers.get(task.id)} />
      ))}
    </Stack>
  );
}
