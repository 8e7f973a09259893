import { Anchor, Button, Collapse, Group, Paper, Text } from '@mantine/core';
import { IconBook2, IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import type { HomeworkTask } from '@school/contract';

interface TaskHelpProps {
  task: HomeworkTask;
  labels: { showHint: string; hint: string; theory: string };
  /** Marks the hint and the theory link for the homework's onboarding tooltips (spec 3 §3). */
  onboarding?: boolean;
}

/** A task's help while it is being done: the hint behind a button and the link to its theory. */
export function TaskHelp({ task, labels, onboarding = false }: TaskHelpProps) {
  const [hintShown, setHintShown] = useState(false);
  if (!task.hint && !task.theoryUrl) return null;
  return (
    <>
      <Group gap="sm">
        {task.hint && (
          <Button
            variant="subtle"
            leftSection={<IconBulb size={18} />}
            aria-expanded={hintShown}
            data-onboarding={onboarding ? 'referToTaskTips' : undefined}
            onClick={() => setHintShown((shown) => !shown)}
          >
            {labels.showHint}
          </Button>
        )}
        {task.theoryUrl && (
          <Anchor
            href={task.theoryUrl}
            target="_blank"
            rel="noreferrer"
            data-onboarding={onboarding ? 'seeTheoryForTask' : undefined}
          >
            <Group gap={4} component="span">
              <IconBook2 size={18} aria-hidden />
              {labels.theory}
            </Group>
          </Anchor>
        )}
      </Group>
      {task.hint && (
        <Collapse in={hintShown}>
          <Paper bg="var(--mantine-color-yellow-light)" p="sm" radius="md">
            <Text size="sm" fw={600}>
              {labels.hint}
            </Text>
            <Text size="sm">{task.hint}</Text>
          </Paper>
        </Collapse>
      )}
    </>
  );
}
