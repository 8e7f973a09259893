import { Badge, Group, Paper, Progress, Text, Title } from '@mantine/core';
import type { HomeworkStatus } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { homeworkButton } from '../../../shared/lessons/card-rules';
import { HomeworkBadge } from '../../../shared/lessons/homework-badge';
import { useHomework } from '../api/lesson-extras';
import { useLessonDate } from '../hooks/use-lesson-date';
import '../i18n';

function statusColor(status: HomeworkStatus | null): string {
  if (status === null || status === 'UNDONE') return 'gray';
  if (status === 'REFUSED') return 'red';
  if (status === 'EXPIRED') return 'orange';
  if (status === 'DONE' || status === 'RESENT') return 'blue';
  return 'teal';
}

/** The lesson's homework and how far the student is with it; hidden when the lesson has none. */
export function HomeworkProgress({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const formatDate = useLessonDate();
  const homework = useHomework(lessonId, true).data;
  if (!homework) return null;
  // Spec 2 §4: the lesson page offers the same homework button as the lesson card.
  const button = homeworkButton(homework);
  const percent = homework.tasksTotal > 0 ? Math.round((homework.tasksDone / homework.tasksTotal) * 100) : 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="lesson-homework"
      data-onboarding="homeworkAfterLesson"
    >
      <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id="lesson-homework">
          {t('lessonPage.homework.title')}
        </Title>
        {/* The theme keeps light badges' text at AA contrast in both schemes (providers/theme.ts). */}
        <Badge color={statusColor(homework.status)} variant="light" style={{ flexShrink: 0 }}>
          {t(`lessonPage.homework.status.${homework.status ?? 'none'}`)}
        </Badge>
      </Group>
      <Text fw={500} mb="sm">
        {homework.title}
      </Text>
      <Progress value={percent} size="lg" radius="xl" aria-label={t('lessonPage.homework.progressLabel')} />
      <Group justify="space-between" mt={6}>
        <Text size="sm">
          {t('lessonPage.homework.progress', { done: homework.tasksDone, total: homework.tasksTotal })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('lessonPage.homework.deadline', { date: formatDate(homework.deadline) })}
        </Text>
      </Group>
      {button && (
        <Group mt="sm">
          <HomeworkBadge button={button} />
        </Group>
      )}
    </Paper>
  );
}
