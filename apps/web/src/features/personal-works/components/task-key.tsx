import { Stack, Text } from '@mantine/core';
import type { BankTask } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../../shared/homework/rich-html';
import '../i18n';

/** The key of a task, shown to its author only (the server sends it for the tutor's own tasks). */
export function TaskKey({ task }: { task: BankTask }) {
  const { t } = useTranslation();
  if (!task.correctHtml && !task.explanationHtml && task.criteria.length === 0) return null;
  return (
    <Stack gap={6}>
      {task.correctHtml && (
        <Text size="sm" component="div">
          <Text span fw={600}>
            {t('personalWorks.work.key')}:{' '}
          </Text>
          <RichHtml html={task.correctHtml} inline />
        </Text>
      )}
      {task.criteria.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('personalWorks.work.criteria')}
          </Text>
          {task.criteria.map((criterion) => (
            <Text size="sm" key={criterion.id}>
              {t('personalWorks.work.criterion', { title: criterion.title, max: criterion.maxPoints })}
            </Text>
          ))}
        </Stack>
      )}
      {task.explanationHtml && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('personalWorks.work.explanation')}
          </Text>
          <RichHtml html={task.explanationHtml} />
        </Stack>
      )}
    </Stack>
  );
}
