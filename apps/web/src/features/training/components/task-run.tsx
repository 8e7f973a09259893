import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, HomeworkTask, TrainingAnswer } from '@school/contract';
import { ANSWER_STATE_COLOR, AnswerSection } from '../../../shared/homework/answer-state';
import { TaskHelp } from '../../../shared/homework/task-help';
import { AnswerView } from '../../../shared/homework/answer-view';
import { RichHtml } from '../../../shared/homework/rich-html';
import { emptyValue } from '../../../shared/homework/answer-values';
import { SiteCheckedInput } from '../../../shared/homework/inputs/site-checked-input';
import { canCheck } from '../lib/answer-values';

/** The instant check's verdict: state, points, XP, the key and the explanation. */
function Verdict({ task, answer }: { task: HomeworkTask; answer: TrainingAnswer }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-live="polite">
      <Group gap="sm">
        <Badge color={ANSWER_STATE_COLOR[answer.state]} variant="light" tt="none" size="lg">
          {t(
            `training.run.state.${answer.state === 'CORRECT' || answer.state === 'PARTIAL' || answer.state === 'WRONG' ? answer.state : 'EMPTY'}`,
          )}
        </Badge>
        <Text fw={600}>{t('training.run.points', { points: answer.points ?? 0, max: task.maxPoints })}</Text>
        {answer.expEarned > 0 && (
          <Text fw={600} c="teal.9" darkHidden>
            {t('training.run.exp', { exp: answer.expEarned })}
          </Text>
        )}
        {answer.expEarned > 0 && (
          <Text fw={600} c="teal.3" lightHidden>
            {t('training.run.exp', { exp: answer.expEarned })}
          </Text>
        )}
      </Group>
      <AnswerSection title={t('training.run.yourAnswer')}>
        <AnswerView task={task} value={answer.value} />
      </AnswerSection>
      {answer.correctAnswerHtml && answer.state !== 'CORRECT' && (
        <AnswerSection title={t('training.run.correct')}>
          <RichHtml html={answer.correctAnswerHtml} />
        </AnswerSection>
      )}
      {answer.explanationHtml && (
        <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="md">
          <AnswerSection title={t('training.run.explanation')}>
            <RichHtml html={answer.explanationHtml} />
          </AnswerSection>
        </Paper>
      )}
    </Stack>
  );
}

interface TaskRunProps {
  task: HomeworkTask;
  number: number;
  total: number;
  answer: TrainingAnswer | undefined;
  checking: boolean;
  error: string | null;
  onCheck: (value: AnswerValue) => void;
}

/** One task of the training: the statement and input, then, once checked, the verdict and the explanation. */
export function TaskRun({ task, number, total, answer, checking, error, onCheck }: TaskRunProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<AnswerValue>(() => emptyValue(task));
  const answered = answer !== undefined && answer.state !== 'EMPTY';
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={t('training.run.task', { number })}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('training.run.progress', { current: number, total })}</Text>
          <Group gap={6}>
            {task.examTaskNumber !== null && (
              <Badge variant="light" tt="none">
                №{task.examTaskNumber}
              </Badge>
            )}
            {task.topic && (
              <Badge variant="outline" color="gray" tt="none">
                {task.topic}
              </Badge>
            )}
            {task.isStar && (
              <IconStarFilled
                size={18}
                color="var(--mantine-color-yellow-6)"
                aria-label={t('training.run.star')}
                role="img"
              />
            )}
          </Group>
        </Group>
        <RichHtml html={task.statementHtml} />
        {answered ? (
          <Verdict task={task} answer={answer} />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (canCheck(task, value)) onCheck(value);
            }}
          >
            <Stack gap="md">
              <SiteCheckedInput task={task} value={value} onChange={setValue} disabled={checking} />
              <TaskHelp
                task={task}
                labels={{
                  showHint: t('training.run.showHint'),
                  hint: t('training.run.hint'),
                  theory: t('training.run.theory'),
                }}
              />
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Group>
                <Button type="submit" size="md" loading={checking} disabled={!canCheck(task, value)}>
                  {t('training.run.check')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
