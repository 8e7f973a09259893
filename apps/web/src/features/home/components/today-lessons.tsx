import { useId } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCalendarTime, IconMoodSmile } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { scheduleHref } from '../../../shared/config/paths';
import { LessonCard } from '../../../shared/lessons/lesson-card';
import { useNow } from '../../../shared/lessons/use-now';
import { LoadError } from '../../../shared/ui/load-error';
import { useTodayLessons } from '../api/today-lessons';
import '../i18n';

/** Columns by the width the block gets (the sidebar takes part of the screen). */
const COLS = { base: 1, '560px': 2, '900px': 3 };

function ScheduleLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={scheduleHref()} size="sm" fw={500}>
      <Group gap={4} wrap="nowrap">
        {t('home.today.toSchedule')}
        <IconArrowRight size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

function NoLessons() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconMoodSmile size={24} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>{t('home.today.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('home.today.emptyHint')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Today's lessons on the student's home page, with the same cards and buttons as the lessons list. */
export function TodayLessons() {
  const { t } = useTranslation();
  const headingId = useId();
  const now = useNow();
  const lessons = useTodayLessons();

  const body = () => {
    if (lessons.isError)
      return <LoadError message={t('home.today.loadError')} onRetry={() => void lessons.refetch()} />;
    if (lessons.isPending)
      return (
        <SimpleGrid type="container" cols={COLS} spacing="md" aria-hidden>
          <Skeleton height={190} radius="lg" />
          <Skeleton height={190} radius="lg" />
        </SimpleGrid>
      );
    if (lessons.data.length === 0) return <NoLessons />;
    return (
      <SimpleGrid type="container" cols={COLS} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {lessons.data.map((lesson) => (
          <li key={lesson.id}>
            <LessonCard lesson={lesson} now={now} headingLevel={3} withSubject />
          </li>
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-onboarding="continueLearning">
      <Group justify="space-between" align="center">
        <Group gap={8}>
          <IconCalendarTime size={22} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Title order={2} size="h3" id={headingId}>
            {t('home.today.title')}
          </Title>
        </Group>
        <ScheduleLink />
      </Group>
      {body()}
    </Stack>
  );
}
