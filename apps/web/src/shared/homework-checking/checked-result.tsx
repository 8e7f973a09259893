import { Badge, Group, Stack, Text } from '@mantine/core';
import type { AnswerState, HomeworkTask, TaskAnswer } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../homework/rich-html';
import './i18n';

const STATE_COLORS: Record<AnswerState, string> = {
  EMPTY: 'gray',
  SAVED: 'gray',
  CHECKING: 'blue',
  CORRECT: 'teal',
  PARTIAL: 'yellow',
  WRONG: 'red',
};

interface CheckedResultProps {
  task: HomeworkTask;
  answer: TaskAnswer | undefined;
  /** The checker's comment, unless it is being edited beside. */
  withComment: boolean;
}

/** A task checked by the site or by an earlier check: its result, read-only. */
export function CheckedResult({ task, answer, withComment }: CheckedResultProps) {
  const { t } = useTranslation();
  const state = answer?.state ?? 'EMPTY';
  const given = new Map(answer?.criteriaPoints.map((score) => [score.criterionId, score.points]));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t(task.type === 'EXTENDED' ? 'checking.submission.checkedBefore' : 'checking.submission.siteChecked')}
        </Text>
        <Badge variant="light" color={STATE_COLORS[state]}>
          {t(`checking.submission.state.${state}`)}
        </Badge>
        <Text size="sm" fw={600}>
          {t('checking.submission.points', { points: answer?.points ?? 0, max: task.maxPoints })}
        </Text>
      </Group>
      {task.criteria.length > 0 && given.size > 0 && (
        <Stack gap={2}>
          {task.criteria.map((criterion) => (
            <Text key={criterion.id} size="sm">
              {criterion.title}:{' '}
              {t('checking.submission.points', { points: given.get(criterion.id) ?? 0, max: criterion.maxPoints })}
            </Text>
          ))}
        </Stack>
      )}
      {answer?.correctAnswerHtml && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('checking.submission.correctAnswer')}
          </Text>
          <RichHtml html={answer.correctAnswerHtml} />
        </Stack>
      )}
      {withComment && answer?.comment && (
        <Text size="sm">
          <b>{t('checking.submission.previousComment')}:</b> {answer.comment}
        </Text>
      )}
    </Stack>
  );
}
