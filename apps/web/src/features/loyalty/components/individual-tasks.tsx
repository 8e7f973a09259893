import { Badge, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IndividualTask } from '@school/contract';
import { CurrencyAmount } from '../../../shared/ui/currency/currency-amount';
import { LoadError } from '../../../shared/ui/load-error';
import { useIndividualTasks } from '../api/loyalty';
import '../i18n';

function TaskRow({ task }: { task: IndividualTask }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={600} size="sm">
            {task.title}
          </Text>
          {task.completed ? (
            <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
              {t('loyalty.tasks.done')}
            </Badge>
          ) : (
            <CurrencyAmount currency={task.reward.currency} value={task.reward.amount} size="sm" />
          )}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={(task.progress / task.target) * 100}
            color={task.completed ? 'teal' : 'violet'}
            radius="xl"
            style={{ flex: 1 }}
            aria-label={task.title}
          />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('loyalty.tasks.progress', { progress: task.progress, target: task.target })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Today's individual tasks with their progress and reward (issue 9). */
export function IndividualTasks() {
  const { t } = useTranslation();
  const tasks = useIndividualTasks();
  return (
    <Stack gap="md" component="section" aria-labelledby="individual-tasks-title">
      <Title order={2} size="h3" id="individual-tasks-title">
        {t('loyalty.tasks.title')}
      </Title>
      {tasks.isError ? (
        <LoadError message={t('loyalty.tasks.failed')} onRetry={() => void tasks.refetch()} />
      ) : tasks.isPending ? (
        <Skeleton h={180} radius="md" />
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {tasks.data.tasks.map((task) => (
            <TaskRow key={task.code} task={task} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
