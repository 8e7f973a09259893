import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Navigate, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/router-link';
import { LoadError } from '../../../shared/ui/load-error';
import { resultQuery, useRetryMistakes } from '../api/training';
import { PageSkeleton } from '../components/page-skeleton';
import { durationParts } from '../lib/answer-values';
import '../i18n';

const route = getRouteApi(paths.trainingResult);

const idFrom = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

function Result({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(resultQuery(sessionId));
  const retry = useRetryMistakes();
  if (query.error instanceof ApiError && query.error.status === 404) return <Navigate to={paths.notFound} replace />;
  // Not finished yet: back to the tasks.
  if (query.error instanceof ApiError && query.error.status === 409)
    return <Navigate to={paths.training} params={{ sessionId: String(sessionId) }} replace />;
  if (query.isError) return <LoadError message={t('training.result.loadError')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSkeleton />;
  const result = query.data;
  const time = durationParts(result.durationSeconds);
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('training.result.title')}
        </Title>
        <Text c="dimmed">{result.classType.title}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure
          label={t('training.result.score')}
          value={t('training.result.scoreValue', { score: result.score, max: result.maxScore })}
        />
        <Figure
          label={t('training.result.correct')}
          value={t('training.result.correctValue', { count: result.correctCount, total: result.tasksTotal })}
        />
        <Figure
          label={t('training.result.time')}
          value={t('training.result.timeValue', {
            minutes: time.minutes,
            seconds: String(time.seconds).padStart(2, '0'),
          })}
        />
        <Figure label={t('training.result.exp')} value={t('training.result.expValue', { exp: result.expEarned })} />
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="training-mistakes">
        <Title order={2} size="h4" id="training-mistakes">
          {t('training.result.mistakes')}
        </Title>
        {result.mistakes.length === 0 ? (
          <Text>{t('training.result.noMistakes')}</Text>
        ) : (
          <List spacing={4}>
            {result.mistakes.map((m) => (
              <List.Item key={m.taskId}>
                {m.examTaskNumber === null
                  ? t('training.result.mistake', { position: m.position + 1 })
                  : t('training.result.mistakeNumber', { position: m.position + 1, number: m.examTaskNumber })}
                {m.topic ? ` · ${m.topic}` : ''} —{' '}
                {t(`training.run.state.${m.state === 'PARTIAL' || m.state === 'WRONG' ? m.state : 'EMPTY'}`)}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      {retry.isError && (
        <Alert color="red" role="alert">
          {t('training.result.retryError')}
        </Alert>
      )}
      <Group>
        {result.mistakes.length > 0 && (
          <Button
            size="md"
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(sessionId, {
                onSuccess: (session) =>
                  void navigate({ to: paths.training, params: { sessionId: String(session.id) } }),
              })
            }
          >
            {t('training.result.retry')}
          </Button>
        )}
        <ButtonLink size="md" variant={result.mistakes.length > 0 ? 'default' : 'filled'} to={paths.trainingSettings}>
          {t('training.result.again')}
        </ButtonLink>
      </Group>
    </Stack>
  );
}

/** Spec 2 §2 "training result": the score, the time and the mistakes to retry. */
export function TrainingResultPage() {
  const { sessionId } = route.useParams();
  const id = idFrom(sessionId);
  if (id === null) return <Navigate to={paths.notFound} replace />;
  return <Result key={id} sessionId={id} />;
}
