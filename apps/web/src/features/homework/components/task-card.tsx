import { Anchor, Button, Collapse, Group, Paper, Text } from '@mantine/core';
import { IconBook2, IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, HomeworkTask } from '@school/contract';
import { AnswerInput } from '../inputs/answer-input';
import { TaskFrame } from './task-frame';

interface TaskCardProps {
  task: HomeworkTask;
  number: number;
  value: AnswerValue | null;
  onChange: (taskId: number, value: AnswerValue) => void;
  disabled: boolean;
}

/** One task to do: statement, the input of its type, the hint behind a button and the theory link. */
export function TaskCard({ task, number, value, onChange, disabled }: TaskCardProps) {
  const { t } = useTranslation();
  const [hintShown, setHintShown] = useState(false);
  return (
    <TaskFrame task={task} number={number}>
      <AnswerInput task={task} value={value} onChange={(next) => onChange(task.id, next)} disabled={disabled} />
      {(task.hint || task.theoryUrl) && (
        <Group gap="sm">
          {task.hint && (
            <Button
              variant="subtle"
              leftSection={<IconBulb size={18} />}
              aria-expanded={hintShown}
              data-onboarding="referToTaskTips"
              onClick={() => setHintShown((shown) => !shown)}
            >
              {t('homework.do.showHint')}
            </Button>
          )}
          {task.theoryUrl && (
            <Anchor href={task.theoryUrl} target="_blank" rel="noreferrer" data-onboarding="seeTheoryForTask">
              <Group gap={4} component="span">
                <IconBook2 size={18} aria-hidden />
                {t('homework.do.theory')}
              </Group>
            </Anchor>
          )}
        </Group>
      )}
      {task.hint && (
        <Collapse in={hintShown}>
          <Paper bg="var(--mantine-color-yellow-light)" p="sm" radius="md">
            <Text size="sm" fw={600}>
              {t('homework.do.hint')}
            </Text>
            <Text size="sm">{task.hint}</Text>
          </Paper>
        </Collapse>
      )}
    </TaskFrame>
  );
}
