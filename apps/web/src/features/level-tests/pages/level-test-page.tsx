import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Alert, Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, LevelTest, LevelTestResult } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { useLevelTest, useSubmitLevelTest } from '../api/level-tests';
import { QuestionStep } from '../components/question-step';
import { TestResult } from '../components/test-result';
import '../i18n';

const route = getRouteApi(paths.levelTest);

/** Issue 15 (spec 1 §7 `/v1/student-level-tests/{id}/test/`): intro, one question at a time, the result. */
export function LevelTestPage() {
  const { t } = useTranslation();
  const id = Number(route.useParams().testId);
  const test = useLevelTest(id);
  if (test.isError) return <LoadError message={t('levelTests.test.failed')} onRetry={() => void test.refetch()} />;
  if (test.isPending) return <Skeleton h={320} radius="lg" maw={720} />;
  return <TestFlow key={test.data.id} test={test.data} />;
}

type Phase = { kind: 'intro' } | { kind: 'question'; index: number } | { kind: 'result'; result: LevelTestResult };

function TestFlow({ test }: { test: LevelTest }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const [answers, setAnswers] = useState<Record<number, AnswerValue | null>>({});
  const submit = useSubmitLevelTest(test.id);
  const total = test.questions.length;

  const finish = () =>
    submit.mutate(
      test.questions.map((q) => ({ task: q.id, value: answers[q.id] ?? null })),
      { onSuccess: (result) => setPhase({ kind: 'result', result }) },
    );

  const heading = (
    <Title order={1} size="h2">
      {test.title}
    </Title>
  );

  if (phase.kind === 'result') {
    return (
      <Stack gap="lg" maw={720}>
        {heading}
        <TestResult result={phase.result} subject={test.classType.title} />
      </Stack>
    );
  }

  if (phase.kind === 'intro') {
    return (
      <Stack gap="lg" maw={720}>
        {heading}
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Text>{test.intro}</Text>
            <Text size="sm" c="dimmed">
              {t('levelTests.test.howItWorks', { count: total, minutes: test.durationMinutes })}
            </Text>
            <Group>
              <Button size="md" onClick={() => setPhase({ kind: 'question', index: 0 })} disabled={total === 0}>
                {test.result ? t('levelTests.retake') : t('levelTests.test.startButton')}
              </Button>
            </Group>
          </Stack>
        </Card>
        {test.result && (
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('levelTests.test.lastResult')}
            </Title>
            <TestResult result={test.result} subject={test.classType.title} />
          </Stack>
        )}
      </Stack>
    );
  }

  const { index } = phase;
  const question = test.questions[index]!;
  const last = index === total - 1;
  const unanswered = test.questions.filter((q) => !answers[q.id]).length;
  return (
    <Stack gap="lg" maw={720}>
      {heading}
      <Stack gap={6}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('levelTests.test.progress', { current: index + 1, total })}
        </Text>
        <Progress value={((index + 1) / total) * 100} radius="xl" aria-hidden />
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <QuestionStep
          key={question.id}
          question={question}
          value={answers[question.id] ?? null}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
        />
      </Card>
      {last && unanswered > 0 && (
        <Text size="sm" c="dimmed">
          {t('levelTests.test.unanswered', { count: unanswered })}
        </Text>
      )}
      {submit.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('levelTests.test.submitFailed')}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() => setPhase({ kind: 'question', index: index - 1 })}
          disabled={index === 0 || submit.isPending}
        >
          {t('levelTests.test.back')}
        </Button>
        {last ? (
          <Button onClick={finish} loading={submit.isPending}>
            {t('levelTests.test.finish')}
          </Button>
        ) : (
          <Button onClick={() => setPhase({ kind: 'question', index: index + 1 })}>{t('levelTests.test.next')}</Button>
        )}
      </Group>
    </Stack>
  );
}
