import { Badge, Group, Title } from '@mantine/core';
import type { HomeworkTask } from '@school/contract';
import { useTranslation } from 'react-i18next';

/** The task's number, exam task number, topic, star mark and points. */
export function TaskHeader({ task, number }: { task: HomeworkTask; number: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="space-between" align="flex-start">
      <Title order={2} size="h4">
        {t('homework.do.task', { number })}
      </Title>
      <Group gap={6}>
        {task.isStar && (
          <Badge color="yellow" variant="light" tt="none" data-onboarding="getExtraXpForTasksWithStar">
            {t('homework.do.star')}
          </Badge>
        )}
        {task.examTaskNumber !== null && (
          <Badge color="gray" variant="light" tt="none">
            {t('homework.do.examNumber', { number: task.examTaskNumber })}
          </Badge>
        )}
        {task.topic && (
          <Badge color="blue" variant="light" tt="none" maw={220}>
            {task.topic}
          </Badge>
        )}
        <Badge color="gray" variant="outline" tt="none" data-onboarding="howHomeworkPointsCalculated">
          {t('homework.do.maxPoints', { count: task.maxPoints })}
        </Badge>
      </Group>
    </Group>
  );
}
