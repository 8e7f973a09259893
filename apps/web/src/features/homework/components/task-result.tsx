import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HomeworkTask, TaskAnswer } from '@school/contract';
import { ANSWER_STATE_COLOR, AnswerSection } from '../../../shared/homework/answer-state';
import { AnswerView } from '../../../shared/homework/answer-view';
import { RichHtml } from '../../../shared/homework/rich-html';
import { TaskFrame } from './task-frame';

/**
 * One task's result (spec 2 §2 completed): the answer, its state (верно / частично / неверно / на
 * проверке), points of max, and once checked the correct answer, explanation, comment and criteria.
 */
export function TaskResult({
  task,
  number,
  answer,
}: {
  task: HomeworkTask;
  number: number;
  answer: TaskAnswer | undefined;
}) {
  const { t } = useTranslation();
  const state = answer?.state ?? 'EMPTY';
  const points = answer?.points ?? null;
  const criterionPoints = new Map(answer?.criteriaPoints.map((score) => [score.criterionId, score.points]));
  return (
    <TaskFrame task={task} number={number}>
      <AnswerSection title={t('homework.completed.answer')}>
        <AnswerView task={task} value={answer?.value ?? null} />
      </AnswerSection>
      <Group gap="sm">
        <Badge color={ANSWER_STATE_COLOR[state]} variant="light" tt="none" size="lg">
          {t(`homework.completed.state.${state}`)}
        </Badge>
        <Text fw={600}>
          {points === null
            ? t('homework.completed.pointsPending', { max: task.maxPoints })
            : t('homework.completed.points', { points, max: task.maxPoints })}
        </Text>
      </Group>
      {answer?.correctAnswerHtml && (
        <AnswerSection title={t('homework.completed.correct')}>
          <RichHtml html={answer.correctAnswerHtml} />
        </AnswerSection>
      )}
      {answer?.explanationHtml && (
        <AnswerSection title={t('homework.completed.explanation')}>
          <RichHtml html={answer.explanationHtml} />
        </AnswerSection>
      )}
      {answer && answer.criteriaPoints.length > 0 && (
        <AnswerSection title={t('homework.completed.criteria')}>
          <List spacing={2} size="sm">
            {task.criteria.map((criterion) => (
              <List.Item key={criterion.id}>
                {t('homework.completed.criterion', {
                  title: criterion.title,
                  points: criterionPoints.get(criterion.id) ?? 0,
                  max: criterion.maxPoints,
                })}
              </List.Item>
            ))}
          </List>
        </AnswerSection>
      )}
      {answer?.comment && (
        <AnswerSection title={t('homework.completed.comment')}>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.comment}</Text>
        </AnswerSection>
      )}
    </TaskFrame>
  );
}
