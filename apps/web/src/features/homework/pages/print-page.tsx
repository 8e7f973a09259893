import { Group, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useSubmission } from '../api/homework-api';
import { AnswerView } from '../../../shared/homework/answer-view';
import { PageLoadError, PageSkeleton } from '../components/page-state';
import { RichHtml } from '../../../shared/homework/rich-html';
import { idFrom } from '../lib/submission-rules';
import classes from './print-page.module.css';
import '../i18n';

const route = getRouteApi(paths.homeworkPrint);

/** Spec 2 §2 /homework/{submissionId}/print: a submission's statements, answers and points on A4. */
export function PrintPage() {
  const { t } = useTranslation();
  const { submissionId } = route.useParams();
  const id = idFrom(submissionId);
  const query = useSubmission(id ?? 0);
  if (id === null) return <Navigate to={paths.notFound} replace />;
  if (query.isError) return <PageLoadError message="homework.print.loadError" onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSkeleton />;
  const { tasks, submission, student, classType, title } = query.data;
  const answers = new Map(submission.answers.map((answer) => [answer.taskId, answer]));
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{t('homework.print.subject', { title: classType.title })}</Text>
      <Text>{t('homework.print.student', { name: `${student.firstName} ${student.lastName}`.trim() })}</Text>
      <Text fw={700}>
        {submission.score === null
          ? t('homework.completed.totalPending')
          : t('homework.completed.total', { score: submission.score, max: submission.maxScore })}
      </Text>
      {tasks.map((task, index) => {
        const answer = answers.get(task.id);
        return (
          <section key={task.id} className={classes.task} aria-label={t('homework.do.task', { number: index + 1 })}>
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('homework.do.task', { number: index + 1 })}
              </Title>
              <Text fw={600}>
                {answer?.points === null || answer?.points === undefined
                  ? t('homework.completed.pointsPending', { max: task.maxPoints })
                  : t('homework.completed.points', { points: answer.points, max: task.maxPoints })}
              </Text>
            </Group>
            <RichHtml html={task.statementHtml} my="xs" />
            <Text size="sm" fw={700}>
              {t('homework.completed.answer')}
            </Text>
            <AnswerView task={task} value={answer?.value ?? null} />
          </section>
        );
      })}
    </Stack>
  );
}
