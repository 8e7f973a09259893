import type { ReactNode } from 'react';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { BankTask } from '@school/contract';
import { RichHtml } from '../../../shared/homework/rich-html';
import { TaskBadges } from './task-badges';

interface TaskPreviewProps {
  task: BankTask;
  /** A heading before the badges ("Задание 3"). */
  heading?: ReactNode;
  /** Buttons at the card's end (add, move, remove). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A task as the tutor sees it while building: badges, then the statement, cleaned again and with
 * formulas typeset (the checking screens' renderer, shared/homework).
 */
export function TaskPreview({ task, heading, actions, children }: TaskPreviewProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        {heading && (
          <Text fw={700} component="h3" size="md" m={0}>
            {heading}
          </Text>
        )}
        <TaskBadges task={task} />
        <RichHtml html={task.statementHtml} />
        {task.options.length > 0 && (
          <Stack gap={4} component="ol" m={0} pl="lg">
            {task.options.map((option) => (
              <li key={option.id}>
                <RichHtml html={option.html} inline />
              </li>
            ))}
          </Stack>
        )}
        {children}
        {actions && (
          <Group gap="xs" justify="flex-end">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
