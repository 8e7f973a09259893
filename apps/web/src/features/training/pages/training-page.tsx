import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { sessionQuery, useAnswerTask, useFinishTraining } from '../api/training';
import { PageSkeleton } from '../components/page-skeleton';
import { TaskRun } from '../components/task-run';
import '../i18n';

const route = getRouteApi(paths.training);

const idFrom = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

function Run({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(sessionQuery(sessionId));
  const answerTask = useAnswerTask(sessionId);
  const finish = useFinishTraining(sessionId);
  // The task on screen stays after its check until «Дальше»: the verdict and the explanation are read first.
  const [shown, setShown] = useState<number | null>(null);
  if (query.error instanceof ApiError && query.error.status === 404) return <Navigate to={paths.notFound} replace />;
  if (query.isError) return <LoadError message={t('training.run.loadError')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSkeleton />;
  const session = query.data;
  const toResult = () =>
    void navigate({ to: paths.trainingResult, params: { sessionId: String(sessionId) }, replace: true });
  if (session.finishedAt)
    return <Navigate to={paths.trainingResult} params={{ sessionId: String(sessionId) }} replace />;
  const answers = new Map(session.answers.map((a) => [a.taskId, a]));
  const firstOpen = session.tasks.findIndex((task) => answers.get(task.id)?.state === 'EMPTY');
  const index = shown ?? (firstOpen === -1 ? session.tasks.length - 1 : firstOpen);
  const task = session.tasks[index];
  if (!task) return <PageSkeleton />;
  const answer = answers.get(task.id);
  const answered = answer !== undefined && answer.state !== 'EMPTY';
  const nextOpen = session.tasks.findIndex((x, i) => i > index && answers.get(x.id)?.state === 'EMPTY');
  const anyOpen = firstOpen !== -1;
  const end = () => finish.mutate(undefined, { onSuccess: toResult });
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('training.settings.title')}
        </Title>
        <Text c="dimmed">{session.classType.title}</Text>
      </Stack>
      <TaskRun
        key={task.id}
        task={task}
        number={index + 1}
        total={session.tasks.length}
        answer={answer}
        checking={answerTask.isPending}
        error={answerTask.isError ? t('training.run.answerError') : null}
        onCheck={(value) => {
          setShown(index);
          answerTask.mutate({ taskId: task.id, value });
        }}
      />
      {finish.isError && (
        <Alert color="red" role="alert">
          {t('training.run.finishError')}
        </Alert>
      )}
      <Group justify="space-between">
        {answered && nextOpen !== -1 ? (
          <Button size="md" onClick={() => setShown(nextOpen)}>
            {t('training.run.next')}
          </Button>
        ) : answered && !anyOpen ? (
          <Button size="md" onClick={end} loading={finish.isPending}>
            {t('training.run.finish')}
          </Button>
        ) : (
          <span />
        )}
        {anyOpen && (
          <Button variant="subtle" color="gray" onClick={end} loading={finish.isPending}>
            {t('training.run.finishEarly')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Spec 2 §2 "training": the tasks one at a time, each checked at once, with its explanation. */
export function TrainingPage() {
  const { sessionId } = route.useParams();
  const id = idFrom(sessionId);
  if (id === null) return <Navigate to={paths.notFound} replace />;
  return <Run key={id} sessionId={id} />;
}
