import { Badge, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LevelTestResult } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/router-link';
import '../i18n';

const LEVEL_COLOR = { BASIC: 'orange', MIDDLE: 'blue', ADVANCED: 'teal' } as const;

/** The result of a placement test: the level, the exam estimate and the product to start with. */
export function TestResult({ result, subject }: { result: LevelTestResult; subject: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="level-test-result">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('levelTests.result.title')} · {subject}
          </Text>
          <Group gap="sm">
            <Title order={2} size="h3">
              {t(`levelTests.level.${result.level}`)}
            </Title>
            <Badge color={LEVEL_COLOR[result.level]} variant="light" size="lg">
              {result.percent} %
            </Badge>
          </Group>
          <Progress value={result.percent} color={LEVEL_COLOR[result.level]} aria-hidden size="lg" radius="xl" />
          <Text size="sm">
            {t('levelTests.result.points', { points: result.points, max: result.maxPoints, percent: result.percent })}
          </Text>
          <Text fw={600}>
            {t('levelTests.result.estimate', { points: result.currentResult, max: result.examMaxPoints })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('levelTests.result.estimateHint')}
          </Text>
          <Text>{t(`levelTests.levelHint.${result.level}`)}</Text>
        </Stack>
      </Card>
      {result.suggestedProductType && (
        <Card withBorder radius="lg" padding="lg" data-testid="level-test-suggestion">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('levelTests.result.suggestion')}
            </Text>
            <Text fw={600} size="lg">
              {result.suggestedProductType.title}
            </Text>
            <Group>
              <ButtonLink to={paths.catalog} params={{ productTypeId: String(result.suggestedProductType.id) }}>
                {t('levelTests.result.toCatalog')}
              </ButtonLink>
            </Group>
          </Stack>
        </Card>
      )}
      <Stack gap="xs" component="section" aria-labelledby="level-test-answers">
        <Title order={3} size="h5" id="level-test-answers">
          {t('levelTests.result.answersTitle')}
        </Title>
        <Group gap="xs">
          {result.answers.map((answer, index) => (
            <Badge
              key={answer.taskId}
              variant="light"
              color={answer.correct ? 'teal' : 'red'}
              leftSection={
                <ThemeIcon size={14} variant="transparent" color={answer.correct ? 'teal' : 'red'} aria-hidden>
                  {answer.correct ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              {t('levelTests.result.question', { n: index + 1 })}:{' '}
              {answer.correct ? t('levelTests.result.correct') : t('levelTests.result.wrong')}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Group gap="sm">
        <ButtonLink to={paths.goals} variant="light">
          {t('levelTests.result.toGoals')}
        </ButtonLink>
        <ButtonLink to={paths.levelTests} variant="subtle">
          {t('levelTests.result.allTests')}
        </ButtonLink>
      </Group>
    </Stack>
  );
}
