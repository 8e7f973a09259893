import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LessonDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { AnchorLink } from '../../../shared/ui/router-link';
import { useMyLessons } from '../api/month-lessons';
import '../i18n';

/**
 * The student's other lessons of this lesson's month (spec 3 §7: my lessons filtered by the first
 * mgMonth), so the next one is a click away. Hidden while loading, on failure and when empty.
 */
export function MyLessons({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  const lessons = useMyLessons(lesson).data ?? [];
  if (lessons.length === 0) return null;
  const month = lesson.mgMonths[0];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lesson-my-lessons">
      <Title order={2} size="h4" mb="sm" id="lesson-my-lessons">
        {month ? t('lessonPage.myLessons.monthTitle', { month: month.title }) : t('lessonPage.myLessons.title')}
      </Title>
      <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {lessons.map((item) => (
          <Group key={item.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" w={24} ta="right" style={{ flex: 'none' }}>
              {item.lessonNumber}
            </Text>
            {item.id === lesson.id ? (
              <Group gap={6} aria-current="page">
                <Text size="sm" fw={600}>
                  {item.title}
                </Text>
                <Badge size="sm" variant="light" style={{ flex: 'none' }}>
                  {t('lessonPage.myLessons.current')}
                </Badge>
              </Group>
            ) : (
              <AnchorLink to={paths.lesson} params={{ lessonId: String(item.id) }} size="sm">
                {item.title}
              </AnchorLink>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
