import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { BankTask } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { TaskPreview } from './task-preview';
import '../i18n';

interface ChosenTasksProps {
  tasks: BankTask[];
  onMove: (index: number, delta: number) => void;
  onRemove: (taskId: number) => void;
  error?: string;
}

/** The work's tasks in the order the student will see them, each movable and removable (44 px targets). */
export function ChosenTasks({ tasks, onMove, onRemove, error }: ChosenTasksProps) {
  const { t } = useTranslation();
  const points = tasks.reduce((sum, task) => sum + task.maxPoints, 0);
  return (
    <Stack gap="md" component="section" aria-labelledby="chosen-title">
      <Group justify="space-between" gap="xs" align="baseline">
        <Title order={2} size="h3" id="chosen-title">
          {t('personalWorks.editor.chosen')}
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('personalWorks.editor.chosenSummary', {
            tasks: t('personalWorks.work.tasks', { count: tasks.length }),
            points: t('personalWorks.work.points', { count: points }),
          })}
        </Text>
      </Group>
      {tasks.length === 0 ? (
        <Text c={error ? 'var(--mantine-color-error)' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? t('personalWorks.editor.chosenEmpty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {tasks.map((task, index) => {
            const number = index + 1;
            return (
              <li key={task.id}>
                <TaskPreview
                  task={task}
                  heading={t('personalWorks.task.number', { number })}
                  actions={
                    <>
                      <ActionIcon
                        size={44}
                        variant="default"
                        disabled={index === 0}
                        onClick={() => onMove(index, -1)}
                        aria-label={t('personalWorks.editor.moveUp', { number })}
                      >
                        <IconArrowUp size={18} />
                      </ActionIcon>
                      <ActionIcon
                        size={44}
                        variant="default"
                        disabled={index === tasks.length - 1}
                        onClick={() => onMove(index, 1)}
                        aria-label={t('personalWorks.editor.moveDown', { number })}
                      >
                        <IconArrowDown size={18} />
                      </ActionIcon>
                      <ActionIcon
                        size={44}
                        variant="light"
                        color="red"
                        onClick={() => onRemove(task.id)}
                        aria-label={t('personalWorks.editor.removeTask', { number })}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </>
                  }
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
