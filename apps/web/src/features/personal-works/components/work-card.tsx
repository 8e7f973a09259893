import type { ReactNode } from 'react';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { SelfStudyListItem } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { SubjectBadge } from '../../../shared/ui/subject-badge';
import '../i18n';

/** A work of the library: subject, title, size, timer, how often it was given, and what to do with it. */
export function WorkCard({ work, actions }: { work: SelfStudyListItem; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`work-${work.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <SubjectBadge subject={work.classType} />
          <Text size="sm" c="dimmed">
            {work.timeLimitMinutes === null
              ? t('personalWorks.work.noTimer')
              : t('personalWorks.work.timer', { minutes: work.timeLimitMinutes })}
          </Text>
        </Group>
        <Text fw={700} size="lg" id={`work-${work.id}`} style={{ overflowWrap: 'anywhere' }}>
          {work.title}
        </Text>
        {work.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {work.description}
          </Text>
        )}
        <Text size="sm">
          {t('personalWorks.work.tasks', { count: work.tasksTotal })} ·{' '}
          {t('personalWorks.work.points', { count: work.maxScore })} ·{' '}
          {t('personalWorks.work.assignedCount', { count: work.assignedCount })}
        </Text>
        <Group gap="xs" justify="flex-end">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
