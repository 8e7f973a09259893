import { Badge, Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { BankTask } from '@school/contract';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** What a tutor picks a task by: its answer type, exam number, topic, points, star and whether it is their own. */
export function TaskBadges({ task }: { task: BankTask }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="light" color="blue" tt="none">
        {t(`personalWorks.task.type.${task.type}`)}
      </Badge>
      {task.examTaskNumber !== null && (
        <Badge variant="light" color="gray" tt="none">
          {t('personalWorks.task.examNumber', { number: task.examTaskNumber })}
        </Badge>
      )}
      {task.topic && (
        <Badge variant="light" color="gray" tt="none" maw="100%">
          {task.topic}
        </Badge>
      )}
      <Badge variant="outline" color="gray" tt="none">
        {t('personalWorks.task.maxPoints', { count: task.maxPoints })}
      </Badge>
      {task.isStar && (
        <Badge color="orange" variant="light" tt="none" leftSection={<IconStarFilled size={12} aria-hidden />}>
          {t('personalWorks.task.star')}
        </Badge>
      )}
      {task.isOwn && (
        <Badge color="grape" variant="light" tt="none">
          {t('personalWorks.work.own')}
        </Badge>
      )}
    </Group>
  );
}
