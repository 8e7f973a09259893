import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeworkTask } from '@school/contract';
import { RichHtml } from '../../../shared/homework/rich-html';
import { TaskHeader } from './task-header';

/** A task's card, doing it or reading its result: a region named by its number, its header and statement. */
export function TaskFrame({ task, number, children }: { task: HomeworkTask; number: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={t('homework.do.task', { number })}
    >
      <Stack gap="md">
        <TaskHeader task={task} number={number} />
        <RichHtml html={task.statementHtml} />
        {children}
      </Stack>
    </Paper>
  );
}
