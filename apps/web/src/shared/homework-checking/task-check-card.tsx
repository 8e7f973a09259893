import { Badge, Card, Divider, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { taskPoints, type TaskWithAnswer } from './check-rules';
import type { CheckForm } from './use-check-form';
import { CheckedResult } from './checked-result';
import { CriterionPoints } from './criterion-points';
import { AnswerView } from '../homework/answer-view';
import { RichHtml } from '../homework/rich-html';
import './i18n';

const COMMENT_MAX = 5000;

function CommentField({ taskId, number, form }: { taskId: number; number: number; form: CheckForm }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('checking.submission.comment', { number })}
      placeholder={t('checking.submission.commentPlaceholder')}
      autosize
      minRows={2}
      maxRows={8}
      maxLength={COMMENT_MAX}
      value={form.scores[taskId]?.comment ?? ''}
      onChange={(event) => form.setComment(taskId, event.currentTarget.value)}
    />
  );
}

function ScoreFields({ item, form }: { item: TaskWithAnswer; form: CheckForm }) {
  const { t } = useTranslation();
  const { task } = item;
  const score = form.scores[task.id];
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('checking.submission.criteria')}</Text>
      {task.criteria.map((criterion) => (
        <CriterionPoints
          key={criterion.id}
          criterion={criterion}
          value={score?.criteria[criterion.id] ?? null}
          onChange={(points) => form.setPoints(task.id, criterion.id, points)}
          missing={form.showMissing}
        />
      ))}
      <Text size="sm" fw={600} aria-live="polite">
        {t('checking.submission.taskPoints', { points: taskPoints(score), max: task.maxPoints })}
      </Text>
    </Stack>
  );
}

/** How a task shows: scored now, checked already with a comment possible, or read-only. */
export type TaskMode = 'score' | 'comment' | 'read';

/** One task of the submission: its statement, the student's answer, then the scoring or the result. */
export function TaskCheckCard({ item, form, mode }: { item: TaskWithAnswer; form: CheckForm; mode: TaskMode }) {
  const { t } = useTranslation();
  const { task, answer } = item;
  const headingId = `task-${task.id}`;
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" radius="lg" withBorder>
      <Stack gap="md">
        <Group gap="xs" justify="space-between">
          <Title order={2} size="h4" id={headingId}>
            {t('checking.submission.task', { number: item.number })}
          </Title>
          <Group gap={6}>
            {task.isStar && (
              <Badge color="orange" variant="light" leftSection={<IconStarFilled size={12} aria-hidden />}>
                {t('checking.submission.star')}
              </Badge>
            )}
            {task.examTaskNumber !== null && (
              <Badge color="gray" variant="light">
                {t('checking.submission.examNumber', { number: task.examTaskNumber })}
              </Badge>
            )}
          </Group>
        </Group>
        <RichHtml html={task.statementHtml} />
        <Divider />
        <Stack gap={6}>
          <Text fw={600}>{t('checking.submission.answer')}</Text>
          <AnswerView task={task} value={answer?.value ?? null} />
        </Stack>
        <Divider />
        {mode === 'score' ? (
          <ScoreFields item={item} form={form} />
        ) : (
          <CheckedResult task={task} answer={answer} withComment={mode === 'read'} />
        )}
        {mode !== 'read' && <CommentField taskId={task.id} number={item.number} form={form} />}
      </Stack>
    </Card>
  );
}
